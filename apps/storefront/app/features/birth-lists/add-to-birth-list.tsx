import type { BirthListSummary } from '@vitrine/api-client';
import { inApp, shopUrls } from '@vitrine/api-client/urls';
import { Modal } from '@vitrine/ui';
import { translateMessage } from '@vitrine/validation';
import { useEffect, useId, useRef, useState } from 'react';
import { useApi } from '../../lib/api-context';
import { refusalMessages } from '../cart/cart-problem';
import { useTranslation } from '../i18n/translation-context';
import { useSite } from '../layout/site-context';

type Phase =
  | { kind: 'loading' }
  | { kind: 'ready'; lists: BirthListSummary[] }
  | { kind: 'added'; listId: string };

/**
 * The add-to-birth-list modal: which of the customer's lists and how many are wished for. Opened
 * from the product page's button, and by `openBirthlist={variantId}` on a birth list's page
 * (spec 001 §2). A visitor who is not signed in is asked to by the error flow (the lists' 401).
 */
export function AddToBirthListDialog({
  open,
  onClose,
  productVariantId,
  listId,
  onAdded,
}: {
  open: boolean;
  onClose: () => void;
  productVariantId: string;
  /** The list to preselect (the page it was opened on). */
  listId?: string;
  onAdded?: () => void;
}) {
  const { t, culture } = useTranslation();
  const { basePath } = useSite();
  const api = useApi();
  const id = useId();
  const [phase, setPhase] = useState<Phase>({ kind: 'loading' });
  const [chosen, setChosen] = useState(listId ?? '');
  const [quantity, setQuantity] = useState(1);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string[] | null>(null);
  // The caller's closing, as it is now: a new function each render must not reload the lists.
  const close = useRef(onClose);
  close.current = onClose;

  useEffect(() => {
    if (!open) return;
    let live = true;
    setPhase({ kind: 'loading' });
    setRefusal(null);
    api.birthLists.mine().then(
      ({ Items }) => {
        if (!live) return;
        setPhase({ kind: 'ready', lists: Items });
        setChosen((current) => current || (listId ?? Items[0]?.Id ?? ''));
      },
      // Not signed in: the error flow opens the login modal instead.
      () => {
        if (live) close.current();
      },
    );
    return () => {
      live = false;
    };
  }, [open, api, listId]);

  const submit = async () => {
    setBusy(true);
    setRefusal(null);
    try {
      await api.birthLists.addItem(
        chosen,
        { ProductVariantId: productVariantId, Quantity: quantity },
        culture,
        { handles: [400, 404, 422] },
      );
      setPhase({ kind: 'added', listId: chosen });
      onAdded?.();
    } catch (error) {
      setRefusal(refusalMessages(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t('BirthList.AddTitle')}
      closeLabel={t('Core.Close')}
      size="small"
      className="birth-list-add"
    >
      {phase.kind === 'loading' ? <p aria-busy="true">…</p> : null}
      {phase.kind === 'added' ? (
        <div className="birth-list-add__done">
          <p role="status">{t('BirthList.Added')}</p>
          <a
            className="button button--primary"
            href={inApp(basePath, shopUrls.birthList(culture, phase.listId))}
          >
            {t('BirthList.GoToList')}
          </a>
        </div>
      ) : null}
      {phase.kind === 'ready' && phase.lists.length === 0 ? (
        <p>
          {t('BirthList.CreateFirst')}{' '}
          <a href={inApp(basePath, shopUrls.birthLists(culture))}>{t('BirthList.Create')}</a>
        </p>
      ) : null}
      {phase.kind === 'ready' && phase.lists.length > 0 ? (
        <form
          className="birth-list-add__form"
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <div className="form-field">
            <label htmlFor={`${id}-list`}>{t('BirthList.ChooseList')}</label>
            <select id={`${id}-list`} value={chosen} onChange={(event) => setChosen(event.target.value)}>
              {phase.lists.map((list) => (
                <option key={list.Id} value={list.Id}>
                  {list.Title}
                </option>
              ))}
            </select>
          </div>
          <div className="form-field">
            <label htmlFor={`${id}-quantity`}>{t('BirthList.Quantity')}</label>
            <input
              id={`${id}-quantity`}
              type="number"
              inputMode="numeric"
              min={1}
              step={1}
              value={quantity}
              onChange={(event) => setQuantity(Math.max(1, Math.floor(Number(event.target.value) || 1)))}
            />
          </div>
          {refusal ? (
            <p className="notice notice--error" role="alert">
              {refusal.map((message) => translateMessage(message, t)).join(' ')}
            </p>
          ) : null}
          <button
            type="submit"
            className="button button--primary"
            disabled={busy}
            aria-busy={busy || undefined}
          >
            {t('BirthList.Add')}
          </button>
        </form>
      ) : null}
    </Modal>
  );
}

/** The product page's "Add to my birth list" button, with its modal. */
export function AddToBirthListButton({ productVariantId }: { productVariantId: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <div className="product__birth-list">
      <button
        type="button"
        className="button button--secondary"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        {t('BirthList.AddProduct')}
      </button>
      <AddToBirthListDialog open={open} onClose={() => setOpen(false)} productVariantId={productVariantId} />
    </div>
  );
}
