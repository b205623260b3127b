import { shopUrls } from '@vitrine/api-client/urls';
import { type Culture, DEFAULT_CULTURE, isCulture } from '@vitrine/i18n';
import type { MailMessage, MailShop } from '../mail/index';
import { accountMail } from './account-mails';

/** The account's language for its messages: its own, else the shop's first. */
export const accountCulture = (stored: string | null, fallback: Culture = DEFAULT_CULTURE): Culture =>
  stored && isCulture(stored) ? stored : fallback;

/**
 * "Your password was changed", after a change or a reset: if it was not the owner, the link to
 * the forgotten-password page takes the account back.
 */
export function passwordChangedMail(
  account: { email: string; firstName: string; culture: string | null },
  options: { shop: MailShop; shopUrl: string },
): MailMessage {
  const culture = accountCulture(account.culture);
  return accountMail({
    kind: 'password-changed',
    to: account.email,
    culture,
    name: account.firstName,
    actionUrl: `${options.shopUrl}${shopUrls.forgotPassword(culture)}`,
    shop: options.shop,
  });
}
