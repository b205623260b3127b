import { type Culture, createTranslator, stringResources } from '@vitrine/i18n';
import { escapeHtml, type MailMessage, type MailShop, mailLayout, mailText } from '../mail/index';

export interface NoticeMailInput {
  to: string;
  culture: Culture;
  shop: MailShop;
  productName: string;
  /** The product page, absolute. */
  productUrl: string;
  /** The unsubscribe page with this subscription's token, absolute: every message carries it. */
  unsubscribeUrl: string;
}

const link = (href: string, label: string) =>
  `<a href="${escapeHtml(href)}" style="color:#1a1a1a">${escapeHtml(label)}</a>`;

function compose(
  input: NoticeMailInput,
  {
    subject,
    title,
    paragraphs,
    action,
  }: {
    subject: string;
    title: string;
    paragraphs: string[];
    action: { href: string; label: string };
  },
): MailMessage {
  const t = createTranslator(stringResources[input.culture]);
  const unsubscribe = t('StockNotification.Mail.Unsubscribe');
  const bodyHtml = [
    ...paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`),
    `<p><a href="${escapeHtml(action.href)}" style="display:inline-block;padding:10px 18px;background:#1a1a1a;color:#ffffff;text-decoration:none;border-radius:4px">${escapeHtml(action.label)}</a></p>`,
    `<p style="font-size:13px;color:#555">${link(input.unsubscribeUrl, unsubscribe)}</p>`,
  ].join('\n');
  const bodyText = [
    ...paragraphs.flatMap((paragraph) => [paragraph, '']),
    `${action.label}: ${action.href}`,
    '',
    `${unsubscribe}: ${input.unsubscribeUrl}`,
  ].join('\n');
  return {
    to: input.to,
    subject,
    html: mailLayout({ title, bodyHtml, culture: input.culture, shop: input.shop }),
    text: mailText({ title, bodyText, culture: input.culture, shop: input.shop }),
  };
}

/** The guest's confirmation of their address: nothing is sent on a restock until they confirm. */
export function confirmationMail(input: NoticeMailInput & { confirmUrl: string }): MailMessage {
  const t = createTranslator(stringResources[input.culture]);
  const vars = { product: input.productName, shop: input.shop.name };
  return compose(input, {
    subject: t('StockNotification.Mail.ConfirmSubject', vars),
    title: t('StockNotification.Mail.ConfirmTitle'),
    paragraphs: [t('StockNotification.Mail.ConfirmIntro', vars), t('StockNotification.Mail.ConfirmIgnore')],
    action: { href: input.confirmUrl, label: t('StockNotification.Mail.ConfirmLink') },
  });
}

/** The one message a subscription leads to: the variant can be bought again. */
export function restockMail(input: NoticeMailInput & { sku: string }): MailMessage {
  const t = createTranslator(stringResources[input.culture]);
  const vars = { product: input.productName, sku: input.sku, shop: input.shop.name };
  return compose(input, {
    subject: t('StockNotification.Mail.RestockSubject', vars),
    title: t('StockNotification.Mail.RestockTitle'),
    paragraphs: [t('StockNotification.Mail.RestockIntro', vars), t('StockNotification.Mail.OnceOnly')],
    action: { href: input.productUrl, label: t('StockNotification.Mail.ViewProduct') },
  });
}
