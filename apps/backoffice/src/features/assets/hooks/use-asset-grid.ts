import { type InfiniteData, useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { type Asset, type AssetsByFolder, isApiError } from '@vitrine/api-client';
import { useMemo, useState } from 'react';
import { useApi } from '../../../lib/api-context';
import { effectiveSearch, useDebouncedValue } from '../../../lib/use-debounced-value';
import { useCulture } from '../../i18n';
import { ASSETS_KEY, assetsByFolderQueryOptions } from '../api/queries';
import type { FolderLocation } from '../lib/folder-tree';
import { moveItem } from '../lib/order';
import { problemMessage } from './problem-message';

export type AssetDialog =
  | { kind: 'rename'; asset: Asset }
  | { kind: 'delete'; asset: Asset }
  | { kind: 'move'; asset: Asset };

/**
 * The folder's assets (spec 000 §2 folder content listing): loaded page by page by cursor, searched
 * by name (2 characters at least, once typing pauses), renamed, deleted, moved and put in order.
 */
export function useAssetGrid(location: FolderLocation) {
  const api = useApi();
  const { culture } = useCulture();
  const queryClient = useQueryClient();
  const [searchInput, setSearchInput] = useState('');
  const search = effectiveSearch(useDebouncedValue(searchInput, 300));
  const options = assetsByFolderQueryOptions(api, culture, location, search);
  const query = useInfiniteQuery(options);
  const items = useMemo(() => query.data?.pages.flatMap((page) => page.Items) ?? [], [query.data]);
  const total = query.data?.pages[0]?.Total ?? 0;
  const [dialog, setDialog] = useState<AssetDialog | null>(null);
  const [dialogError, setDialogError] = useState<string | undefined>();

  const refresh = () => queryClient.invalidateQueries({ queryKey: ASSETS_KEY });
  const done = async () => {
    setDialog(null);
    setDialogError(undefined);
    await refresh();
  };
  const fail = (error: unknown) => {
    if (isApiError(error) && error.status === 400) setDialogError(problemMessage(error, 'Name'));
    else setDialog(null);
  };

  const rename = useMutation({
    mutationFn: ({ asset, name }: { asset: Asset; name: string }) =>
      api.assetsLibrary.updateAsset(asset.AssetId, { Name: name }),
    onSuccess: done,
    onError: fail,
  });
  const remove = useMutation({
    mutationFn: (asset: Asset) => api.assetsLibrary.deleteAsset(asset.AssetId),
    onSuccess: done,
    onError: () => setDialog(null),
  });
  const move = useMutation({
    mutationFn: ({ asset, folderId }: { asset: Asset; folderId: string | null }) =>
      api.assetsLibrary.moveAssets({ AssetIds: [asset.AssetId], FolderId: folderId }),
    onSuccess: done,
    onError: () => setDialog(null),
  });
  const reorder = useMutation({
    mutationFn: (ids: string[]) =>
      api.assetsLibrary.reorderAssets({ FolderId: location.folderId, AssetIds: ids }),
    onError: () => refresh(),
  });

  /** Moves an asset within the loaded list; the server keeps the unloaded rest after it. */
  const moveAsset = (from: number, to: number) => {
    if (search || from === to || to < 0 || to >= items.length) return;
    const ordered = moveItem(items, from, to);
    queryClient.setQueryData<InfiniteData<AssetsByFolder, string>>(options.queryKey, (data) => {
      if (!data) return data;
      let offset = 0;
      const pages = data.pages.map((page) => {
        const slice = ordered.slice(offset, offset + page.Items.length);
        offset += page.Items.length;
        return { ...page, Items: slice };
      });
      return { ...data, pages };
    });
    reorder.mutate(ordered.map((asset) => asset.AssetId));
  };

  return {
    items,
    total,
    isLoading: query.isPending,
    hasNextPage: query.hasNextPage,
    isFetchingNextPage: query.isFetchingNextPage,
    fetchNextPage: () => {
      if (query.hasNextPage && !query.isFetchingNextPage) void query.fetchNextPage();
    },
    searchInput,
    setSearchInput,
    search,
    /** Reordering a filtered list would say nothing about the hidden assets' places. */
    canReorder: search === '' && items.length > 1,
    moveAsset,
    dialog,
    dialogError,
    isSaving: rename.isPending || remove.isPending || move.isPending,
    openDialog: (next: AssetDialog) => {
      setDialogError(undefined);
      setDialog(next);
    },
    closeDialog: () => setDialog(null),
    rename: (asset: Asset, name: string) => rename.mutate({ asset, name }),
    remove: (asset: Asset) => remove.mutate(asset),
    moveTo: (asset: Asset, folderId: string | null) => move.mutate({ asset, folderId }),
    refresh,
  };
}
export type AssetGridState = ReturnType<typeof useAssetGrid>;
