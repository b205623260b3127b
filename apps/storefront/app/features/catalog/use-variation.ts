import type { VariationResponse } from '@vitrine/api-client';
import type { Culture } from '@vitrine/i18n';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { CatalogApi } from './catalog-api';

/** The variations call's query: the form's non-empty inputs (VariantValueId1..n) plus the quantity. */
export function variationQuery(
  culture: Culture,
  valueIds: readonly (string | null)[],
  quantity: number,
): Record<string, string | number> {
  const query: Record<string, string | number> = { culture, Quantity: quantity };
  valueIds.forEach((id, index) => {
    if (id) query[`VariantValueId${index + 1}`] = id;
  });
  return query;
}

/**
 * Spec 001 §4 variation flow: a change of variation or quantity calls the variations API; a newer
 * change aborts the request still running, so only the latest choice is ever shown. A choice is
 * shown at once (the gallery follows the colour) and confirmed by the answer; when the call
 * fails, the error flow tells the shopper and the page goes back to the last confirmed variant,
 * so the photo, the selected values and the SKU always belong to one variant.
 */
export function useVariation(api: CatalogApi, culture: Culture, initial: VariationResponse) {
  const [variation, setVariation] = useState(initial);
  const [quantity, setQuantity] = useState(initial.Quantity);
  const [busy, setBusy] = useState(false);
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
        .variations(initial.ProductId, variationQuery(culture, valueIds, nextQuantity), controller.signal)
        .then((next) => {
          if (controller.signal.aborted) return;
          confirmed.current = { variation: next, quantity: nextQuantity };
          setVariation(next);
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

  return { variation, quantity, busy, selectValue, changeQuantity };
}
