import { type Culture, createTranslator, stringResources } from '@vitrine/i18n';
import { escapeHtml, type MailMessage, type MailShop, mailLayout, mailText } from '../mail/index';

export type AccountMailKind = 'confirm-email' | 'account-exists' | 'reset-password';

interface AccountMailInput {
  kind: AccountMailKind;
  to: string;
  culture: Culture;
  name: string;
  /** The message's one link: confirm, sign in, or choose a new password. */
  actionUrl: string;
  /** A second link: the forgotten-password page, offered to someone who already has an account. */
  forgotPasswordUrl?: string;
  shop: MailShop;
}

const WORDS = {
  'confirm-email': {
    subject: 'Mail.ConfirmEmailSubject',
    intro: 'Mail.ConfirmEmailIntro',
    action: 'Mail.ConfirmEmailAction',
  },
  'account-exists': {
    subject: 'Mail.AccountExistsSubject',
    intro: 'Mail.AccountExistsIntro',
    action: 'Mail.SignInAction',
  },
  'reset-password': {
    subject: 'Mail.ResetPasswordSubject',
    intro: 'Mail.ResetPasswordIntro',
    action: 'Mail.ResetPasswordAction',
  },
} as const;

const button = (url: string, label: string) =>
  `<p style="margin:24px 0"><a href="${escapeHtml(url)}" style="display:inline-block;padding:12px 20px;background:#222222;color:#ffffff;text-decoration:none;border-radius:4px">${escapeHtml(label)}</a></p>`;

/** The account's messages, in the customer's language: one action link each, and who may ignore them. */
export function accountMail(input: AccountMailInput): MailMessage {
  const t = createTranslator(stringResources[input.culture]);
  const words = WORDS[input.kind];
  const title = t(words.subject);
  const intro = t(words.intro, { name: input.name });
  const action = t(words.action);
  const ignore = t('Mail.IgnoreIfNotYou');
  const forgot = input.forgotPasswordUrl ? t('Mail.ResetPasswordAction') : null;
  const bodyHtml = [
    `<p style="margin:0 0 12px">${escapeHtml(intro)}</p>`,
    button(input.actionUrl, action),
    forgot && input.forgotPasswordUrl
      ? `<p style="margin:0 0 12px"><a href="${escapeHtml(input.forgotPasswordUrl)}">${escapeHtml(forgot)}</a></p>`
      : '',
    `<p style="margin:0;color:#555555">${escapeHtml(ignore)}</p>`,
  ].join('\n');
  const bodyText = [
    intro,
    `${action}:\n${input.actionUrl}`,
    forgot && input.forgotPasswordUrl ? `${forgot}:\n${input.forgotPasswordUrl}` : '',
    ignore,
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
