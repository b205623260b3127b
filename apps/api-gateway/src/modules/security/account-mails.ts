import { type Culture, createTranslator, stringResources } from '@vitrine/i18n';
import { escapeHtml, type MailMessage, type MailShop, mailLayout, mailText } from '../mail/index';

/**
 * Every message about an account: its address to confirm, an account that already exists, a
 * password to reset; and the owner's own changes: a password changed or reset, a new address to
 * confirm (sent to it), the old address told of the change, the account deleted, two-step
 * verification turned on or off.
 */
export type AccountMailKind =
  | 'confirm-email'
  | 'account-exists'
  | 'reset-password'
  | 'password-changed'
  | 'confirm-email-change'
  | 'email-changed'
  | 'account-deleted'
  | 'two-factor-enabled'
  | 'two-factor-disabled';

interface AccountMailInput {
  kind: AccountMailKind;
  to: string;
  culture: Culture;
  name: string;
  /** The message's one link: confirm, sign in, or choose a new password. */
  actionUrl: string;
  /** A second link: the forgotten-password page, offered to someone who already has an account. */
  forgotPasswordUrl?: string;
  /** The address the account moves to (the e-mail change's messages). */
  newEmail?: string;
  shop: MailShop;
}

const WORDS = {
  'confirm-email': {
    subject: 'Mail.ConfirmEmailSubject',
    intro: 'Mail.ConfirmEmailIntro',
    action: 'Mail.ConfirmEmailAction',
    after: 'Mail.IgnoreIfNotYou',
  },
  'account-exists': {
    subject: 'Mail.AccountExistsSubject',
    intro: 'Mail.AccountExistsIntro',
    action: 'Mail.SignInAction',
    after: 'Mail.IgnoreIfNotYou',
  },
  'reset-password': {
    subject: 'Mail.ResetPasswordSubject',
    intro: 'Mail.ResetPasswordIntro',
    action: 'Mail.ResetPasswordAction',
    after: 'Mail.IgnoreIfNotYou',
  },
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

/** The account's messages, in the customer's language: one action link each, and what to do if it was not them. */
export function accountMail(input: AccountMailInput): MailMessage {
  const t = createTranslator(stringResources[input.culture]);
  const words = WORDS[input.kind];
  const title = t(words.subject);
  const intro = t(words.intro, { name: input.name, email: input.newEmail ?? '' });
  const action = t(words.action);
  const after = t(words.after);
  const forgot = input.forgotPasswordUrl ? t('Mail.ResetPasswordAction') : null;
  const bodyHtml = [
    `<p style="margin:0 0 12px">${escapeHtml(intro)}</p>`,
    button(input.actionUrl, action),
    forgot && input.forgotPasswordUrl
      ? `<p style="margin:0 0 12px"><a href="${escapeHtml(input.forgotPasswordUrl)}">${escapeHtml(forgot)}</a></p>`
      : '',
    `<p style="margin:0;color:#555555">${escapeHtml(after)}</p>`,
  ].join('\n');
  const bodyText = [
    intro,
    `${action}:\n${input.actionUrl}`,
    forgot && input.forgotPasswordUrl ? `${forgot}:\n${input.forgotPasswordUrl}` : '',
    after,
  ]
    .filter(Boolean)
    .join('\n\n');
  return {
    to: input.to,
    subject: title,
    html: mailLayout({ title, bodyHtml, culture: input.culture, shop: input.shop }),
    text: mailText({ title, bodyText, culture: input.culture, shop: input.shop }),
  };
}
