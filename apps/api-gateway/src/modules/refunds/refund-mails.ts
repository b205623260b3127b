import type { RefundRequest } from '@vitrine/api-client';
import { type Culture, createTranslator, stringResources } from '@vitrine/i18n';
import { escapeHtml, type MailMessage, type MailShop, mailLayout, mailText } from '../mail/index';

/**
 * What staff decided about a refund request (approved in whole or in part, rejected, or the bank
 * transfer made), told to the customer in the order's culture: the lines and amounts approved,
 * how the money comes back, or why it does not. Every value is escaped.
 */
export function refundDecisionMail(
  refund: RefundRequest,
  culture: Culture,
  { shop, to, refundsUrl }: { shop: MailShop; to: string; refundsUrl: string },
): MailMessage {
  const t = createTranslator(stringResources[culture]);
  const status = t(`Refunds.Status.${refund.Status}`);
  const title = t('Refunds.Mail.Title', { number: refund.Number, status });
  const intro = t(`Refunds.Mail.Intro.${refund.Status}`, {
    number: refund.Number,
    order: refund.OrderNumber,
    amount: refund.ApprovedAmountHtml ?? '',
    method: t(`Refunds.Method.${refund.PaymentMethod}`),
  });
  const approved = refund.Lines.filter((line) => (line.ApprovedQuantity ?? 0) > 0);
  const lineText = (line: RefundRequest['Lines'][number]) =>
    `${line.Name} (${line.SKU}) — ${line.ApprovedQuantity} × ${line.UnitPriceTaxInclHtml}`;
  const reason = refund.RejectionReason;
  const bodyHtml = [
    `<p>${escapeHtml(intro)}</p>`,
    ...(approved.length
      ? [`<ul>${approved.map((line) => `<li>${escapeHtml(lineText(line))}</li>`).join('')}</ul>`]
      : []),
    ...(reason
      ? [`<p><strong>${escapeHtml(t('Refunds.RejectionReason'))}</strong><br>${escapeHtml(reason)}</p>`]
      : []),
    `<p><a href="${escapeHtml(refundsUrl)}">${escapeHtml(t('Refunds.Mail.ViewRefunds'))}</a></p>`,
  ].join('\n');
  const bodyText = [
    intro,
    ...(approved.length ? ['', ...approved.map(lineText)] : []),
    ...(reason ? ['', `${t('Refunds.RejectionReason')}:`, reason] : []),
    '',
    `${t('Refunds.Mail.ViewRefunds')}: ${refundsUrl}`,
  ].join('\n');
  return {
    to,
    subject: t('Refunds.Mail.Subject', { number: refund.Number, status, shop: shop.name }),
    html: mailLayout({ title, bodyHtml, culture, shop }),
    text: mailText({ title, bodyText, culture, shop }),
  };
}
