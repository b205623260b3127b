import { shopUrls } from '@vitrine/api-client/urls';
import { type Culture, createTranslator, DEFAULT_CULTURE, isCulture, stringResources } from '@vitrine/i18n';
import { escapeHtml, type MailMessage, type MailShop, mailLayout, mailText } from '../mail/index';

/**
 * The messages of a customer's own changes to their account: a password changed or reset, a new
 * address to confirm (sent to it), the old address told of the change, the account deleted.
 */
export type ProfileMailKind =
  | 'password-changed'
  | 'confirm-email-change'
  | 'email-changed'
  | 'account-deleted'
  | 'two-factor-enabled'
  | 'two-factor-disabled';

interface ProfileMailInput {
  kind: ProfileMailKind;
  to: string;
  culture: Culture;
  name: string;
  /** The address the account moves to (the change's messages). */
  newEmail?: string;
  /** The message's one link: confirm the new address, sign in, choose a new password, the shop. */
  actionUrl: string;
  shop: MailShop;
}

const WORDS = {
  'password-changed': {
    subject: 'Mail.PasswordChangedSubject',
    intro: 'Mail.PasswordChangedIntro',
    action: 'Mail.ResetPasswordAction',
    after: 'Mail.PasswordChangedNotYou',
  },
  'confirm-email-change': {
    subject: 'Mail.ConfirmEmailChangeSubject',
    intro: 'Mail.ConfirmEmailChangeIntro',
    action: 'Mail.ConfirmEmailChangeAction',
    after: 'Mail.IgnoreIfNotYou',
  },
  'email-changed': {
    subject: 'Mail.EmailChangedSubject',
    intro: 'Mail.EmailChangedIntro',
    action: 'Mail.SignInAction',
    after: 'Mail.EmailChangedNotYou',
  },
  'account-deleted': {
    subject: 'Mail.AccountDeletedSubject',
    intro: 'Mail.AccountDeletedIntro',
    action: 'Mail.AccountDeletedAction',
    after: 'Mail.AccountDeletedKept',
  },
  'two-factor-enabled': {
    subject: 'Mail.TwoFactorEnabledSubject',
    intro: 'Mail.TwoFactorEnabledIntro',
    action: 'Mail.ResetPasswordAction',
    after: 'Mail.TwoFactorChangedNotYou',
  },
  'two-factor-disabled': {
    subject: 'Mail.TwoFactorDisabledSubject',
    intro: 'Mail.TwoFactorDisabledIntro',
    action: 'Mail.ResetPasswordAction',
    after: 'Mail.TwoFactorChangedNotYou',
  },
} as const;

const button = (url: string, label: string) =>
  `<p style="margin:24px 0"><a href="${escapeHtml(url)}" style="display:inline-block;padding:12px 20px;background:#222222;color:#ffffff;text-decoration:none;border-radius:4px">${escapeHtml(label)}</a></p>`;

/** One of those messages, in the account's language. */
export function profileMail(input: ProfileMailInput): MailMessage {
  const t = createTranslator(stringResources[input.culture]);
  const words = WORDS[input.kind];
  const title = t(words.subject);
  const intro = t(words.intro, { name: input.name, email: input.newEmail ?? '' });
  const action = t(words.action);
  const after = t(words.after);
  const bodyHtml = [
    `<p style="margin:0 0 12px">${escapeHtml(intro)}</p>`,
    button(input.actionUrl, action),
    `<p style="margin:0;color:#555555">${escapeHtml(after)}</p>`,
  ].join('\n');
  const bodyText = [intro, `${action}:\n${input.actionUrl}`, after].join('\n\n');
  return {
    to: input.to,
    subject: title,
    html: mailLayout({ title, bodyHtml, culture: input.culture, shop: input.shop }),
    text: mailText({ title, bodyText, culture: input.culture, shop: input.shop }),
  };
}

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
  return profileMail({
    kind: 'password-changed',
    to: account.email,
    culture,
    name: account.firstName,
    actionUrl: `${options.shopUrl}${shopUrls.forgotPassword(culture)}`,
    shop: options.shop,
  });
}
