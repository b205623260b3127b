import { type Culture, createTranslator, stringResources } from '@vitrine/i18n';

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text made safe to place in HTML, in element content and in quoted attribute values alike. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character] ?? character);
}

/** Who sends the shop's e-mail, named in every message's footer. */
export interface MailShop {
  name: string;
  /** The shop's address, linked from the footer (http or https only). */
  url?: string;
}

export interface MailLayoutInput {
  /** The message's heading and the HTML document's title: plain text, escaped here. */
  title: string;
  /** The message's own content, already HTML: whoever builds it escapes what it interpolates. */
  bodyHtml: string;
  culture: Culture;
  shop?: MailShop;
}

export interface MailTextInput {
  title: string;
  bodyText: string;
  culture: Culture;
  shop?: MailShop;
}

function footerLines(culture: Culture, shop: MailShop | undefined) {
  const t = createTranslator(stringResources[culture]);
  return {
    sentBy: shop ? t('Mail.SentBy', { shop: shop.name }) : t('Mail.SentByTheShop'),
    doNotReply: t('Mail.DoNotReply'),
  };
}

const linkable = (url: string | undefined): url is string => !!url && /^https?:\/\/[^\s"'<>]+$/i.test(url);

/**
 * The frame every message of the shop shares: its title, the body and the footer, in the
 * recipient's language. Mail clients ignore style sheets, hence the inline styles and the table.
 */
export function mailLayout({ title, bodyHtml, culture, shop }: MailLayoutInput): string {
  const { sentBy, doNotReply } = footerLines(culture, shop);
  // The shop's name is linked where it appears in the footer; every piece is escaped first.
  const sentByHtml =
    shop && linkable(shop.url)
      ? escapeHtml(sentBy).replace(
          escapeHtml(shop.name),
          // A function, so that a '$' in the name is not read as a replacement pattern.
          () => `<a href="${escapeHtml(shop.url ?? '')}" style="color:#555555">${escapeHtml(shop.name)}</a>`,
        )
      : escapeHtml(sentBy);
  return `<!doctype html>
<html lang="${culture}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
</head>
<body style="margin:0;padding:0;background:#f4f4f4;font-family:Arial,Helvetica,sans-serif;color:#222222">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f4f4f4">
<tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" style="max-width:600px;width:100%;background:#ffffff">
<tr><td style="padding:24px 32px 8px"><h1 style="margin:0;font-size:22px;line-height:1.3">${escapeHtml(title)}</h1></td></tr>
<tr><td style="padding:8px 32px 24px;font-size:15px;line-height:1.5">${bodyHtml}</td></tr>
<tr><td style="padding:16px 32px;border-top:1px solid #e5e5e5;font-size:12px;line-height:1.5;color:#555555">
<p style="margin:0">${sentByHtml}</p>
<p style="margin:0">${escapeHtml(doNotReply)}</p>
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;
}

/** The plain-text alternative of `mailLayout`: the same title, body and footer. */
export function mailText({ title, bodyText, culture, shop }: MailTextInput): string {
  const { sentBy, doNotReply } = footerLines(culture, shop);
  const link = shop && linkable(shop.url) ? `\n${shop.url}` : '';
  // "-- " is the signature separator mail clients recognise and fold away.
  return `${title}\n\n${bodyText.trim()}\n\n-- \n${sentBy}${link}\n${doNotReply}\n`;
}
