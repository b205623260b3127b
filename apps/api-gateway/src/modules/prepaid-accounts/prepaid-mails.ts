import { shopUrls } from '@vitrine/api-client';
import { CULTURES, type Culture, createTranslator, stringResources } from '@vitrine/i18n';
import { formatMoney, Money } from '@vitrine/money';
import type { Work } from '../../lib/unit-of-work';
import {
  enqueueMail,
  escapeHtml,
  type MailMessage,
  type MailShop,
  mailLayout,
  mailText,
} from '../mail/index';
import type { OnDebit } from './prepaid-ledger';
import { prepaidRepository } from './prepaid-repository';

export interface PrepaidMailOptions {
  readonly shop: MailShop;
  /** The shop's public address with its base path (the link to the account page). */
  readonly shopUrl: string;
  readonly defaultCulture: Culture;
}

const button = (url: string, label: string) =>
  `<p style="margin:24px 0"><a href="${escapeHtml(url)}" style="display:inline-block;padding:12px 20px;background:#222222;color:#ffffff;text-decoration:none;border-radius:4px">${escapeHtml(label)}</a></p>`;

function message(
  to: string,
  culture: Culture,
  {
    subject,
    intro,
    accountUrl,
    shop,
  }: { subject: string; intro: string; accountUrl: string; shop: MailShop },
): MailMessage {
  const t = createTranslator(stringResources[culture]);
  const action = t('Prepaid.Mail.Action');
  return {
    to,
    subject,
    html: mailLayout({
      title: subject,
      bodyHtml: `<p style="margin:0 0 12px">${escapeHtml(intro)}</p>\n${button(accountUrl, action)}`,
      culture,
      shop,
    }),
    text: mailText({ title: subject, bodyText: `${intro}\n\n${action}:\n${accountUrl}`, culture, shop }),
  };
}

/**
 * The usage notification (spec 001 §2): with the account's toggle on, each payment from it is
 * e-mailed, and so is the balance falling below the account's threshold. The messages are jobs
 * written in the debit's own unit of work (ADR 023): sent if and only if the debit commits.
 */
export function usageNotifications(options: PrepaidMailOptions): OnDebit {
  return async (work: Work, account, { entry, before, balance }) => {
    if (!account.notifyOnUse) return;
    const holder = await prepaidRepository(work.tx).holder(account.id);
    if (!holder) return;
    const culture = CULTURES.find((known) => known === holder.culture) ?? options.defaultCulture;
    const t = createTranslator(stringResources[culture]);
    const name = `${holder.firstName} ${holder.lastName}`.trim() || holder.email;
    const accountUrl = `${options.shopUrl}${shopUrls.accountPrepaid(culture)}`;
    const paid = Money.ofMinor(entry.amountMinor, entry.currencyCode).negate();
    await enqueueMail(
      work.tx,
      message(holder.email, culture, {
        subject: t('Prepaid.Mail.UsedSubject'),
        intro: t('Prepaid.Mail.UsedIntro', {
          name,
          amount: formatMoney(paid, culture),
          reason: entry.reason,
          balance: formatMoney(balance, culture),
        }),
        accountUrl,
        shop: options.shop,
      }),
    );
    const threshold = Money.ofMinor(account.lowBalanceThresholdMinor, account.currencyCode);
    // Once per fall: only the debit that takes the balance from at or above the threshold to below it.
    if (before.compare(threshold) >= 0 && balance.compare(threshold) < 0)
      await enqueueMail(
        work.tx,
        message(holder.email, culture, {
          subject: t('Prepaid.Mail.LowSubject'),
          intro: t('Prepaid.Mail.LowIntro', {
            name,
            balance: formatMoney(balance, culture),
            threshold: formatMoney(threshold, culture),
          }),
          accountUrl,
          shop: options.shop,
        }),
      );
  };
}
