import { type ApiClient, isApiError } from '@vitrine/api-client';
import { inApp, shopUrls } from '@vitrine/api-client/urls';
import type { Culture } from '@vitrine/i18n';
import { data, redirect } from 'react-router';
import { samePathAlternates } from '../document/page-alternates';
import { prepaidRefusal } from './prepaid-messages';

const handles = { handles: [400, 401, 404, 422, 429] };

function toLogin(basePath: string, culture: Culture): never {
  throw redirect(inApp(basePath, shopUrls.login(culture, inApp(basePath, shopUrls.accountPrepaid(culture)))));
}

/** `{culture}/account/prepaid?pagenbr=`: the customer's account and one page of its history. */
export async function loadPrepaidPage(api: ApiClient, request: Request, culture: Culture, basePath: string) {
  const page = Math.max(1, Math.floor(Number(new URL(request.url).searchParams.get('pagenbr') ?? 1)) || 1);
  try {
    const account = await api.prepaidAccounts.mine(culture, { handles: [401] });
    const history = await api.prepaidAccounts.history(account.PrepaidAccountId, page, culture, {
      handles: [401, 400],
    });
    return { account, history, alternates: samePathAlternates(basePath, '/account/prepaid') };
  } catch (error) {
    if (isApiError(error) && error.status === 401) toLogin(basePath, culture);
    if (isApiError(error) && error.status === 400)
      throw redirect(inApp(basePath, shopUrls.accountPrepaid(culture)));
    throw error;
  }
}

/**
 * The page's two forms sent without script (with it, the page calls the API itself): a top-up
 * goes on to its payment page, the notification switch comes back to the page; a refusal shows
 * the page again with the answer's Message.
 */
export async function prepaidPageAction(
  api: ApiClient,
  request: Request,
  culture: Culture,
  basePath: string,
) {
  const form = await request.formData();
  const text = (name: string) => String(form.get(name) ?? '').trim();
  const PrepaidAccountId = text('PrepaidAccountId');
  try {
    switch (text('intent')) {
      case 'topup': {
        const quantity = text('Quantity');
        const url = await api.prepaidAccounts.addToCart(
          // An empty field is no quantity at all: the server answers Sales.QuantityIsMandatory.
          quantity === ''
            ? ({ PrepaidAccountId } as never)
            : { PrepaidAccountId, Quantity: Number(quantity.replace(',', '.')) },
          culture,
          handles,
        );
        if (url) throw redirect(url);
        break;
      }
      case 'notification':
        await api.prepaidAccounts.setNotification(
          { PrepaidAccountId, IsActivated: form.get('IsActivated') === 'true' },
          handles,
        );
        break;
      default:
        throw data(null, { status: 400 });
    }
  } catch (error) {
    if (isApiError(error) && error.status === 401) toLogin(basePath, culture);
    if (!isApiError(error)) throw error;
    return data(
      { failed: true as const, message: prepaidRefusal(error) },
      { status: error.status >= 400 && error.status < 500 ? error.status : 500 },
    );
  }
  throw redirect(inApp(basePath, shopUrls.accountPrepaid(culture)));
}

/**
 * The prepaid account the payment page offers (spec 001 §2 "Make-payment form with an optional
 * prepaid account"): a signed-in customer's, when it holds money and the order is not a top-up
 * (a top-up has no lines and cannot be paid from the account it fills). Null otherwise.
 */
export async function loadPrepaidChoice(
  api: ApiClient,
  culture: Culture,
  order: { Items: readonly unknown[]; CanPay: boolean },
): Promise<{ BalanceHtml: string } | null> {
  if (!order.CanPay || order.Items.length === 0) return null;
  return loadPrepaidBalance(api, culture);
}

/** The signed-in customer's prepaid balance when there is money on it (the checkout offers it). */
export async function loadPrepaidBalance(
  api: ApiClient,
  culture: Culture,
): Promise<{ BalanceHtml: string } | null> {
  try {
    const account = await api.prepaidAccounts.mine(culture, { handles: [401] });
    return account.Balance > 0 ? { BalanceHtml: account.BalanceHtml } : null;
  } catch (error) {
    if (isApiError(error) && error.status === 401) return null;
    throw error;
  }
}
