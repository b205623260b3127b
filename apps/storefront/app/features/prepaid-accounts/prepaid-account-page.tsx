import type { PrepaidAccount, PrepaidHistory } from '@vitrine/api-client';
import { inApp, shopUrls } from '@vitrine/api-client/urls';
import { formatShortDate } from '@vitrine/i18n';
import { PREPAID_TOPUP_MAX, prepaidQuantitySchema, translateMessage } from '@vitrine/validation';
import { type FormEvent, type MouseEvent, useEffect, useId, useRef, useState } from 'react';
import { useApi } from '../../lib/api-context';
import { AccountNav } from '../account/account-nav';
import { useTranslation } from '../i18n/translation-context';
import { useSite } from '../layout/site-context';
import { useNotices } from '../notices/notices';
import { prepaidRefusal } from './prepaid-messages';

/** Where the page sends the browser: the payment page of a top-up (a seam for the tests). */
export type OpenUrl = (url: string) => void;
const openInWindow: OpenUrl = (url) => window.location.assign(url);

/**
 * `{culture}/account/prepaid` (spec 001 §2 "Prepaid account page"): the balance, the top-up form
 * (a quantity of money, paid on the next page), the usage-notification switch and the history,
 * whose pages replace only the history. Without script each form posts to the page's action.
 */
export function PrepaidAccountPage({
  account,
  history,
  refusal = null,
  open = openInWindow,
}: {
  account: PrepaidAccount;
  history: PrepaidHistory;
  /** A refusal of a form sent without script (a message key). */
  refusal?: string | null;
  open?: OpenUrl;
}) {
  const { t } = useTranslation();
  return (
    <div className="account-page prepaid-page">
      <h1>{t('Prepaid.Title')}</h1>
      <AccountNav />
      {refusal ? (
        <div className="notice notice--error" role="alert">
          {translateMessage(refusal, t)}
        </div>
      ) : null}
      <section className="prepaid-balance" aria-labelledby="prepaid-balance-title">
        <h2 id="prepaid-balance-title">{t('Prepaid.Balance')}</h2>
        <p className="prepaid-balance__amount" data-testid="prepaid-balance">
          {account.BalanceHtml}
        </p>
      </section>
      <TopUpForm account={account} open={open} />
      <NotificationSwitch account={account} />
      <HistoryList accountId={account.PrepaidAccountId} initial={history} />
    </div>
  );
}

/**
 * Spec 001 §4 and §8: no quantity is the notice Sales.QuantityIsMandatory; a refusal shows the
 * answer's Message; an answered address is opened (the top-up's payment page).
 */
function TopUpForm({ account, open }: { account: PrepaidAccount; open: OpenUrl }) {
  const { t, culture } = useTranslation();
  const api = useApi();
  const { notify } = useNotices();
  const [busy, setBusy] = useState(false);
  const [invalid, setInvalid] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const raw = input.current?.value.trim() ?? '';
    const parsed = prepaidQuantitySchema.safeParse(raw === '' ? undefined : Number(raw.replace(',', '.')));
    if (!parsed.success) {
      setInvalid(true);
      notify({ kind: 'error', message: translateMessage(parsed.error.issues[0]?.message ?? '', t) });
      input.current?.focus();
      return;
    }
    setInvalid(false);
    setBusy(true);
    try {
      const url = await api.prepaidAccounts.addToCart(
        { PrepaidAccountId: account.PrepaidAccountId, Quantity: parsed.data },
        culture,
      );
      if (url) {
        open(url);
        return;
      }
    } catch (error) {
      notify({ kind: 'error', message: translateMessage(prepaidRefusal(error), t) });
    }
    setBusy(false);
  }

  return (
    <section className="prepaid-topup" aria-labelledby="prepaid-topup-title">
      <h2 id="prepaid-topup-title">{t('Prepaid.TopUpTitle')}</h2>
      <form method="post" noValidate onSubmit={(event) => void submit(event)} className="prepaid-topup__form">
        <input type="hidden" name="intent" value="topup" />
        <input type="hidden" name="PrepaidAccountId" value={account.PrepaidAccountId} />
        <div className={`form-field${invalid ? ' form-field--invalid' : ''}`}>
          <label htmlFor="prepaid-quantity">
            {t('Prepaid.Quantity', { currency: account.CurrencyCode })}
          </label>
          <input
            ref={input}
            id="prepaid-quantity"
            name="Quantity"
            type="number"
            inputMode="decimal"
            min="0.01"
            max={PREPAID_TOPUP_MAX}
            step="0.01"
            aria-describedby={hintId}
            aria-invalid={invalid || undefined}
            onChange={() => setInvalid(false)}
          />
          <p id={hintId} className="form-hint">
            {t('Prepaid.TopUpHint')}
          </p>
        </div>
        <button type="submit" className="button button--primary" disabled={busy} aria-busy={busy}>
          {t('Prepaid.TopUpSubmit')}
        </button>
      </form>
    </section>
  );
}

/**
 * The usage notification (spec 001 §7: `setnotification`, no loader): the switch changes at once
 * and the call goes quietly; a refusal puts it back and says why.
 */
function NotificationSwitch({ account }: { account: PrepaidAccount }) {
  const { t } = useTranslation();
  const api = useApi();
  const { notify } = useNotices();
  const [activated, setActivated] = useState(account.IsNotificationActivated);
  const [scripted, setScripted] = useState(false);
  useEffect(() => setScripted(true), []);

  async function change(next: boolean) {
    setActivated(next);
    try {
      await api.prepaidAccounts.setNotification({
        IsActivated: next,
        PrepaidAccountId: account.PrepaidAccountId,
      });
    } catch (error) {
      setActivated(!next);
      notify({ kind: 'error', message: translateMessage(prepaidRefusal(error), t) });
    }
  }

  return (
    <form method="post" className="prepaid-notification" onSubmit={(event) => event.preventDefault()}>
      <input type="hidden" name="intent" value="notification" />
      <input type="hidden" name="PrepaidAccountId" value={account.PrepaidAccountId} />
      <div className="form-check">
        <input
          type="checkbox"
          id="prepaid-notification"
          name="IsActivated"
          value="true"
          checked={activated}
          onChange={(event) => void change(event.target.checked)}
        />
        <label htmlFor="prepaid-notification">{t('Prepaid.Notification')}</label>
      </div>
      <p className="visually-hidden" role="status">
        {scripted ? t(activated ? 'Prepaid.NotificationOn' : 'Prepaid.NotificationOff') : ''}
      </p>
      {/* Without script the switch is saved with this button; with it, on each change. */}
      {scripted ? null : (
        <button type="submit" className="button button--secondary button--small">
          {t('Prepaid.NotificationSave')}
        </button>
      )}
    </form>
  );
}

/**
 * Spec 001 §2 "paginated lists that update a target element": the history's page links load
 * their page into the history alone (the rest of the page stays as it is), and are plain links to
 * the page's own address without script.
 */
function HistoryList({ accountId, initial }: { accountId: string; initial: PrepaidHistory }) {
  const { t, culture } = useTranslation();
  const { basePath } = useSite();
  const api = useApi();
  const [history, setHistory] = useState(initial);
  const [loading, setLoading] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const abort = useRef<AbortController | null>(null);
  useEffect(() => setHistory(initial), [initial]);
  useEffect(() => () => abort.current?.abort(), []);

  const pages = Math.max(1, Math.ceil(history.TotalCount / history.PageSize));
  const hrefFor = (page: number) => inApp(basePath, shopUrls.accountPrepaid(culture, page));

  async function go(event: MouseEvent<HTMLAnchorElement>, page: number) {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    abort.current?.abort();
    const controller = new AbortController();
    abort.current = controller;
    setLoading(true);
    try {
      const next = await api.prepaidAccounts.history(accountId, page, culture, { signal: controller.signal });
      setHistory(next);
      heading.current?.focus();
    } catch {
      // Aborted by a newer page, or the error flow has said what went wrong.
    } finally {
      if (abort.current === controller) setLoading(false);
    }
  }

  const stepLink = (page: number, label: string, rel: 'prev' | 'next') =>
    page >= 1 && page <= pages && page !== history.PageNumber ? (
      <a
        className="pagination__link pagination__step"
        href={hrefFor(page)}
        rel={rel}
        onClick={(event) => void go(event, page)}
      >
        {label}
      </a>
    ) : (
      <span className="pagination__link pagination__step" aria-disabled="true">
        {label}
      </span>
    );

  return (
    <section
      className="prepaid-history"
      id="prepaid-history"
      aria-labelledby="prepaid-history-title"
      aria-busy={loading}
      data-testid="prepaid-history"
    >
      <h2 id="prepaid-history-title" ref={heading} tabIndex={-1}>
        {t('Prepaid.HistoryTitle')}
      </h2>
      {history.Items.length === 0 ? (
        <p>{t('Prepaid.HistoryEmpty')}</p>
      ) : (
        <div className="prepaid-history__scroll">
          <table className="prepaid-history__table">
            <thead>
              <tr>
                <th scope="col">{t('Prepaid.Date')}</th>
                <th scope="col">{t('Prepaid.Kind')}</th>
                <th scope="col">{t('Prepaid.Reason')}</th>
                <th scope="col" className="prepaid-history__number">
                  {t('Prepaid.Amount')}
                </th>
                <th scope="col" className="prepaid-history__number">
                  {t('Prepaid.BalanceAfter')}
                </th>
              </tr>
            </thead>
            <tbody>
              {history.Items.map((entry) => (
                <tr key={entry.Id} data-testid="prepaid-entry">
                  <td data-label={t('Prepaid.Date')}>
                    <time dateTime={entry.At}>{formatShortDate(new Date(entry.At), culture)}</time>
                  </td>
                  <td data-label={t('Prepaid.Kind')}>{t(`Prepaid.Kind.${entry.Kind}`)}</td>
                  <td data-label={t('Prepaid.Reason')}>
                    {entry.Reason}{' '}
                    <span className="prepaid-history__actor">
                      ({t('Prepaid.By')} {t(`Prepaid.Actor.${entry.ActorKind}`)})
                    </span>
                  </td>
                  <td
                    data-label={t('Prepaid.Amount')}
                    className={`prepaid-history__number${entry.Amount < 0 ? ' prepaid-history__debit' : ''}`}
                  >
                    {entry.AmountHtml}
                  </td>
                  <td data-label={t('Prepaid.BalanceAfter')} className="prepaid-history__number">
                    {entry.BalanceAfterHtml}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {pages > 1 ? (
        <nav className="pagination prepaid-history__pages" aria-label={t('Prepaid.HistoryPages')}>
          <ul>
            <li>{stepLink(history.PageNumber - 1, t('Prepaid.Previous'), 'prev')}</li>
            <li>
              <span className="pagination__link pagination__current" aria-current="page">
                {t('Prepaid.PageOf', { page: history.PageNumber, pages })}
              </span>
            </li>
            <li>{stepLink(history.PageNumber + 1, t('Prepaid.Next'), 'next')}</li>
          </ul>
        </nav>
      ) : null}
    </section>
  );
}
