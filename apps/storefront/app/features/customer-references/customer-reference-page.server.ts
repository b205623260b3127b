import { CustomerReferenceFormSchema, isApiError } from '@vitrine/api-client';
import { inApp, shopUrls } from '@vitrine/api-client/urls';
import type { Culture } from '@vitrine/i18n';
import { translateMessage } from '@vitrine/validation';
import { type AppLoadContext, data, redirect } from 'react-router';
import { safeReturnUrl } from '../account/return-url';
import { samePathAlternates } from '../document/page-alternates';
import { loadStrings } from '../i18n/load-strings';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type CustomerReferencePageOutcome = { kind: 'success' | 'error'; message: string };

/** The page's variant and where it leads back to (a path of this site only, else nowhere). */
function pageQuery(request: Request) {
  const query = new URL(request.url).searchParams;
  const productVariantId = query.get('productVariantId') ?? '';
  if (!UUID.test(productVariantId)) throw data(null, { status: 404 });
  const returnUrl = safeReturnUrl(query.get('returnUrl'), '') || null;
  return { productVariantId, returnUrl };
}

/** A guest (or a customer signed out meanwhile) signs in first and comes back to this page. */
function toSignIn(context: AppLoadContext, culture: Culture, request: Request) {
  const { basePath } = context.site;
  const url = new URL(request.url);
  const here = `${url.pathname}${url.search}`;
  return redirect(inApp(basePath, shopUrls.login(culture, here)));
}

/**
 * `{culture}/widget/catalog/CustomerReferenceUpdate?productVariantId` (spec 001 §7): the
 * customer's reference for the variant, for the form page that works without script.
 */
export async function loadCustomerReferencePage(context: AppLoadContext, request: Request, culture: Culture) {
  const { productVariantId, returnUrl } = pageQuery(request);
  try {
    const reference = await context.api.customerReferences.get(productVariantId, { handles: [401, 404] });
    return {
      reference,
      returnUrl,
      alternates: samePathAlternates(context.site.basePath, '/widget/catalog/CustomerReferenceUpdate'),
    };
  } catch (error) {
    if (isApiError(error) && error.status === 401) throw toSignIn(context, culture, request);
    if (isApiError(error) && error.status === 404) throw data(null, { status: 404 });
    throw error;
  }
}

/**
 * The form sent without script: saved through the API as the product page's form does, then the
 * page again with the server's Message (or the form's failure, `Catalog.CustomerRefUpdateError`).
 */
export async function updateCustomerReferenceWithoutScript(
  context: AppLoadContext,
  request: Request,
  culture: Culture,
) {
  const { productVariantId } = pageQuery(request);
  const form = await request.formData();
  const strings = await loadStrings(context.api, culture);
  const t = (key: string, params?: Record<string, string | number>) =>
    translateMessage(params ? `${key}|${JSON.stringify(params)}` : key, (k) => strings[k] ?? k);
  const checked = CustomerReferenceFormSchema.safeParse({
    CustomerSKU: String(form.get('CustomerSKU') ?? ''),
  });
  if (!checked.success) {
    const message = checked.error.issues.map((issue) => translateMessage(issue.message, t)).join(' ');
    return data({ outcome: { kind: 'error', message } as CustomerReferencePageOutcome }, { status: 400 });
  }
  try {
    const answer = await context.api.customerReferences.update(
      { ProductVariantId: productVariantId, CustomerSKU: checked.data.CustomerSKU, Culture: culture },
      { handles: [400, 401, 404, 500, 502, 503] },
    );
    return data({ outcome: { kind: 'success', message: answer.Message } as CustomerReferencePageOutcome });
  } catch (error) {
    if (isApiError(error) && error.status === 401) throw toSignIn(context, culture, request);
    if (isApiError(error) && error.status === 404) throw data(null, { status: 404 });
    return data(
      {
        outcome: {
          kind: 'error',
          message: t('Catalog.CustomerRefUpdateError'),
        } as CustomerReferencePageOutcome,
      },
      { status: isApiError(error) && error.status < 500 ? error.status : 502 },
    );
  }
}
