import type { ApiClient, VariationResponse } from '@vitrine/api-client';
import type { Culture } from '@vitrine/i18n';
import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * Spec 001 §4 variation flow: a change of variation or quantity calls the variations API; a newer
 * change aborts the request still running, so only the latest choice is ever shown. A choice is
 * shown at once (the gallery follows the colour) and confirmed by the answer; when the call
 * fails, the error flow tells the shopper and the page goes back to the last confirmed variant,
 * so the photo, the selected values and the SKU always belong to one variant.
 */
export function useVariation(api: ApiClient['catalog'], culture: Culture, initial: VariationResponse) {
  const [variation, setVariation] = useState(initial);
  const [quantity, setQuantity] = useState(initial.Quantity);
  const [busy, setBusy] = useState(false);
  // Counts the variations answers: what follows the variant shown (the customer reference) reads again on each.
  const [answers, setAnswers] = useState(0);
  const running = useRef<AbortController | null>(null);
  const confirmed = useRef({ variation: initial, quantity: initial.Quantity });

  useEffect(() => () => running.current?.abort(), []);

  const load = useCallback(
    (valueIds: (string | null)[], nextQuantity: number) => {
      running.current?.abort();
      const controller = new AbortController();
      running.current = controller;
      setBusy(true);
      api
        .variations(
          initial.ProductId,
          { culture, valueIds, quantity: nextQuantity },
          // A superseded request is aborted on purpose (status 0): not an error to report.
          { signal: controller.signal, handles: [0] },
        )
        .then((next) => {
          if (controller.signal.aborted) return;
          confirmed.current = { variation: next, quantity: nextQuantity };
          setVariation(next);
          setAnswers((count) => count + 1);
        })
        .catch(() => {
          // Superseded by a newer choice: that one decides what is shown.
          if (controller.signal.aborted) return;
          // Reported by the error flow: back to the variant the server last confirmed.
          setVariation(confirmed.current.variation);
          setQuantity(confirmed.current.quantity);
        })
        .finally(() => {
          if (running.current === controller) {
            running.current = null;
            setBusy(false);
          }
        });
    },
    [api, culture, initial.ProductId],
  );

  const selectedIds = variation.ProductVariantAttributesViewModel.map((attribute) => attribute.Value);

  const selectValue = (attributeIndex: number, valueId: string | null) => {
    const ids = [...selectedIds];
    ids[attributeIndex] = valueId;
    // Shown at once, confirmed (or corrected) by the answer.
    setVariation((current) => ({
      ...current,
      ProductVariantAttributesViewModel: current.ProductVariantAttributesViewModel.map((attribute, index) =>
        index === attributeIndex ? { ...attribute, Value: valueId } : attribute,
      ),
    }));
    load(ids, quantity);
  };

  const changeQuantity = (next: number) => {
    setQuantity(next);
    load(selectedIds, next);
  };

  return { variation, quantity, busy, answers, selectValue, changeQuantity };
}
