import type { Culture } from '@vitrine/i18n';
import type { AppLoadContext } from 'react-router';
import { data } from 'react-router';
import { samePathAlternates } from '../document/page-alternates';
import { type LinkOutcome, linkFailure, type SubscribeOutcome, subscribeFailure } from './subscribe-outcome';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The subscribe page's variant and product, from its query (the spec's ProductVariantId, ProductId). */
export function loadSubscribePage(context: AppLoadContext, request: Request) {
  const query = new URL(request.url).searchParams;
  const productVariantId = query.get('ProductVariantId') ?? '';
  const productId = query.get('ProductId') ?? '';
  if (!UUID.test(productVariantId) || !UUID.test(productId)) throw data(null, { status: 404 });
  return {
    productVariantId,
    productId,
    alternates: samePathAlternates(context.site.basePath, '/catalog/stocknotification/subscribe'),
  };
}

/** The form sent without script: subscribed through the API as the modal does. */
export async function subscribeWithoutScript(
  context: AppLoadContext,
  culture: Culture,
  request: Request,
): Promise<{ outcome: SubscribeOutcome }> {
  const form = await request.formData();
  const email = String(form.get('Email') ?? '');
  try {
    const answer = await context.api.stockNotifications.subscribe({
      ProductVariantId: String(form.get('ProductVariantId') ?? ''),
      ProductId: String(form.get('ProductId') ?? ''),
      Culture: culture,
      ...(email ? { Email: email } : {}),
    });
    return { outcome: { state: 'done', answer } };
  } catch (error) {
    return { outcome: subscribeFailure(error) };
  }
}

/** A link page (confirm, unsubscribe): its token, from the message's link. */
export function loadLinkPage(context: AppLoadContext, request: Request, page: 'confirm' | 'unsubscribe') {
  return {
    token: new URL(request.url).searchParams.get('token') ?? '',
    alternates: samePathAlternates(context.site.basePath, `/catalog/stocknotification/${page}`),
  };
}

/**
 * The link's change, made by the page's button rather than by opening the link: mail scanners
 * open the links of the messages they check, and must not confirm or unsubscribe anyone.
 */
export async function followLink(
  context: AppLoadContext,
  culture: Culture,
  request: Request,
  page: 'confirm' | 'unsubscribe',
): Promise<LinkOutcome> {
  const token = String((await request.formData()).get('token') ?? '');
  try {
    const result =
      page === 'confirm'
        ? await context.api.stockNotifications.confirm(token, culture)
        : await context.api.stockNotifications.unsubscribe(token, culture);
    return { ok: true, result };
  } catch (error) {
    return linkFailure(error);
  }
}
