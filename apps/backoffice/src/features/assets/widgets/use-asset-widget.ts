import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useApi } from '../../../lib/api-context';
import { assetQueryOptions } from '../api/queries';
import { moveItem } from '../lib/order';
import { addAssets, toWidgetAsset, turned, type WidgetAsset, widgetHiddenInputs } from './widget-inputs';

export interface AssetWidgetOptions {
  uniqueId: string;
  multiple?: boolean | undefined;
  /** data-asset-id: the asset the widget starts with (loaded from the API). */
  assetId?: string | undefined;
  /** data-assets: the assets it starts with. */
  assets?: readonly WidgetAsset[] | undefined;
  /** Controlled value (react-hook-form's field.value). */
  value?: readonly WidgetAsset[] | undefined;
  onChange?: ((assets: WidgetAsset[]) => void) | undefined;
}

/**
 * The state every asset widget shares: the list (controlled or not), its order, the renames and
 * turns waiting for the form's save, the hidden form inputs and the required-file checkbox.
 */
export function useAssetWidget({
  uniqueId,
  multiple = false,
  assetId,
  assets,
  value,
  onChange,
}: AssetWidgetOptions) {
  const api = useApi();
  const [own, setOwn] = useState<WidgetAsset[]>(() => [...(value ?? assets ?? [])]);
  const list = useMemo(() => (value ? [...value] : own), [value, own]);
  const latest = useRef(list);
  latest.current = list;
  const [errors, setErrors] = useState<string[]>([]);

  const setList = useCallback(
    (next: WidgetAsset[]) => {
      latest.current = next;
      if (value === undefined) setOwn(next);
      onChange?.(next);
    },
    [value, onChange],
  );

  // data-asset-id: fetch the starting asset once, unless the list already has it.
  const initial = useQuery({
    ...assetQueryOptions(api, assetId ?? ''),
    enabled: assetId !== undefined && assetId !== '' && !list.some((asset) => asset.guid === assetId),
  });
  const loadedInitial = useRef(false);
  useEffect(() => {
    if (!initial.data || loadedInitial.current) return;
    loadedInitial.current = true;
    setList(addAssets(latest.current, [toWidgetAsset(initial.data)], multiple));
  }, [initial.data, multiple, setList]);

  const add = useCallback(
    (added: readonly WidgetAsset[]) => setList(addAssets(latest.current, added, multiple)),
    [multiple, setList],
  );
  const replace = useCallback(
    (asset: WidgetAsset) => setList(latest.current.map((item) => (item.guid === asset.guid ? asset : item))),
    [setList],
  );
  const remove = useCallback(
    (guid: string) => setList(latest.current.filter((item) => item.guid !== guid)),
    [setList],
  );
  const move = useCallback(
    (from: number, to: number) => setList(moveItem(latest.current, from, to)),
    [setList],
  );

  // A rename or a turn changes the widget's list only: the form's save writes them (ADR 015), so an
  // editor who leaves without saving has changed nothing in the library.
  const rename = (asset: WidgetAsset, name: string) => {
    if (name !== asset.Name) replace({ ...asset, Name: name, Renamed: true });
  };
  const rotate = (asset: WidgetAsset, direction: 'left' | 'right') => replace(turned(asset, direction));

  const inputs = useMemo(() => {
    const renamed = new Set(list.filter((asset) => asset.Renamed).map((asset) => asset.guid));
    return widgetHiddenInputs(uniqueId, list, { multiple, renamed });
  }, [uniqueId, list, multiple]);

  return {
    assets: list,
    add,
    remove,
    move,
    rename,
    rotate,
    inputs,
    /** The required-file checkbox of spec 000 §4: checked when at least one asset is present. */
    hasAsset: list.length > 0,
    errors,
    setErrors,
    isLoadingInitial: initial.isFetching,
  };
}
export type AssetWidgetState = ReturnType<typeof useAssetWidget>;
