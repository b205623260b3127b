import { BlockingLoader, ConfirmDialog } from '@vitrine/ui';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../i18n/translation-context';
import { useSite } from '../layout/site-context';
import { useCurrencyChange } from './use-currency-change';

/**
 * The currency switcher of the site header (spec 001 §2, §4 "Currency change"): a button naming
 * the shopper's currency opens the list of the shop's currencies; choosing one asks the server,
 * whose answer reloads the page in place, asks to confirm (the cart will be converted) or shows
 * an error notice. A disclosure of buttons rather than a select: moving through a select with the
 * arrow keys would change the currency at each step.
 */
export function CurrencySwitcher() {
  const { t } = useTranslation();
  const { currency: shopper } = useSite();
  const { busy, pending, choose, confirm, cancel } = useCurrencyChange();
  const [open, setOpen] = useState(false);
  const listId = useId();
  const box = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);

  // A click elsewhere closes the list.
  useEffect(() => {
    if (!open) return;
    const outside = (event: PointerEvent) => {
      if (!box.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [open]);

  if (!shopper || shopper.Currencies.length < 2) return null;
  const current = shopper.Currencies.find((entry) => entry.CurrencyCode === shopper.CurrencyCode);

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: Escape closes the disclosure; its buttons are the controls.
    <div
      ref={box}
      className={open ? 'currency-switcher is-open' : 'currency-switcher'}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          setOpen(false);
          toggle.current?.focus();
        }
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={toggle}
        type="button"
        className="currency-switcher__toggle"
        aria-expanded={open}
        aria-controls={listId}
        data-testid="currency-switcher"
        onClick={() => setOpen((value) => !value)}
      >
        <span className="visually-hidden">{t('Currency.Choose')}, </span>
        <span aria-hidden="true" className="currency-switcher__symbol">
          {current?.Symbol ?? shopper.CurrencyCode}
        </span>{' '}
        <span className="currency-switcher__code">
          {t('Currency.Current', { code: shopper.CurrencyCode })}
        </span>
      </button>
      <ul className="currency-switcher__list" id={listId} hidden={!open} aria-label={t('Currency.Label')}>
        {shopper.Currencies.map((entry) => {
          const isCurrent = entry.CurrencyCode === shopper.CurrencyCode;
          return (
            <li key={entry.CurrencyCode}>
              <button
                type="button"
                className="currency-switcher__option"
                aria-current={isCurrent ? 'true' : undefined}
                onClick={() => {
                  setOpen(false);
                  toggle.current?.focus();
                  if (!isCurrent) void choose(entry.CurrencyCode);
                }}
              >
                <span className="currency-switcher__option-code">{entry.CurrencyCode}</span>{' '}
                <span className="currency-switcher__option-name">{entry.Name}</span>
              </button>
            </li>
          );
        })}
      </ul>
      <ConfirmDialog
        open={pending !== null}
        title={t('Currency.ConfirmTitle')}
        message={pending ? t(pending.reasonKey) : ''}
        confirmLabel={t('Currency.ConfirmChange')}
        cancelLabel={t('Core.Cancel')}
        closeLabel={t('Core.Close')}
        onConfirm={confirm}
        onCancel={cancel}
      />
      <BlockingLoader label={t('Currency.Changing')} active={busy} />
    </div>
  );
}
