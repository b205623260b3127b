import { useQuery } from '@tanstack/react-query';
import { isApiError } from '@vitrine/api-client';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useApi } from '../../../lib/api-context';
import { assetQueryOptions } from '../api/queries';
import { problemMessage } from '../hooks/problem-message';
import { moveItem } from '../lib/order';
import { addAssets, toWidgetAsset, type WidgetAsset, widgetHiddenInputs } from './widget-inputs';

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
 * The state every asset widget shares: the list (controlled or not), its order, the renames, the
 * hidden form inputs and the required-file checkbox, and the calls that change one asset.
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
  const [renamed, setRenamed] = useState<ReadonlySet<string>>(() => new Set());
  const [errors, setErrors] = useState<string[]>([]);
  const [busyId, setBusyId] = useState<string | null>(null);

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

  const run = async <T>(guid: string, call: () => Promise<T>): Promise<T | undefined> => {
    setBusyId(guid);
    try {
      return await call();
    } catch (error) {
      // 400/409 are answered here; anything else already went through the error flow.
      if (isApiError(error) && (error.status === 400 || error.status === 409))
        setErrors([problemMessage(error, 'Name')]);
      return undefined;
    } finally {
      setBusyId(null);
    }
  };
  const rename = async (asset: WidgetAsset, name: string) => {
    const updated = await run(asset.guid, () => api.assetsLibrary.updateAsset(asset.AssetId, { Name: name }));
    if (!updated) return false;
    replace(toWidgetAsset(updated));
    setRenamed((set) => new Set(set).add(asset.guid));
    return true;
  };
  const rotate = async (asset: WidgetAsset, direction: 'left' | 'right') => {
    const turned = await run(asset.guid, () =>
      api.assetsLibrary.rotateAsset(asset.AssetId, { Direction: direction }),
    );
    if (turned) replace(toWidgetAsset(turned));
  };

  const inputs = useMemo(
    () => widgetHiddenInputs(uniqueId, list, { multiple, renamed }),
    [uniqueId, list, multiple, renamed],
  );

  return {
    assets: list,
    add,
    remove,
    move,
    rename,
    rotate,
    busyId,
    inputs,
    /** The required-file checkbox of spec 000 §4: checked when at least one asset is present. */
    hasAsset: list.length > 0,
    errors,
    setErrors,
    isLoadingInitial: initial.isFetching,
  };
}
export type AssetWidgetState = ReturnType<typeof useAssetWidget>;
