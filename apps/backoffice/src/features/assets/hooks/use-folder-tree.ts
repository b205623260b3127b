import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FolderNode, isApiError } from '@vitrine/api-client';
import { useCallback, useMemo, useState } from 'react';
import { useApi } from '../../../lib/api-context';
import { useT } from '../../i18n';
import { ASSETS_KEY, folderHierarchyQueryOptions } from '../api/queries';
import {
  type FolderLocation,
  findFolder,
  folderLocation,
  isWithin,
  LIBRARY_ROOT_ID,
  toTreeData,
} from '../lib/folder-tree';
import { trackChangeFolder } from '../lib/tracking';
import { problemMessage } from './problem-message';

export const FOLDER_NOT_EMPTY = '/problems/folder-not-empty';

/** What the tree asks the user about: a name (create, rename), a target (move) or a confirmation (delete). */
export type FolderDialog =
  | { kind: 'create'; parentId: string | null }
  | { kind: 'rename'; folder: FolderNode }
  | { kind: 'move'; folder: FolderNode }
  | { kind: 'delete'; folder: FolderNode; notEmpty: boolean };

const toFolderId = (id: string | null | undefined) => (id == null || id === LIBRARY_ROOT_ID ? null : id);

/**
 * The folder tree's logic (spec 000 §4 "Folder tree"): the hierarchy under an "All files" root, the
 * selected folder (whose assets the grid lists; selecting fires changeFolder), and create, rename,
 * move and delete — a folder that is not empty is only deleted, with everything in it, once confirmed again.
 */
export function useFolderTree({ onChange }: { onChange?: (location: FolderLocation) => void } = {}) {
  const api = useApi();
  const t = useT();
  const queryClient = useQueryClient();
  const hierarchyQuery = useQuery(folderHierarchyQueryOptions(api));
  const hierarchy = useMemo(() => hierarchyQuery.data ?? [], [hierarchyQuery.data]);
  const data = useMemo(() => toTreeData(hierarchy, t('Backoffice.AssetsAllFiles')), [hierarchy, t]);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [dialog, setDialog] = useState<FolderDialog | null>(null);
  const [dialogError, setDialogError] = useState<string | undefined>();

  const location = useMemo(() => folderLocation(hierarchy, selectedId), [hierarchy, selectedId]);
  const selectedFolder = selectedId ? findFolder(hierarchy, selectedId) : undefined;

  const select = useCallback(
    (id: string | null) => {
      const folderId = toFolderId(id);
      const next = folderLocation(hierarchy, folderId);
      setSelectedId(folderId);
      trackChangeFolder(next);
      onChange?.(next);
    },
    [hierarchy, onChange],
  );

  const refresh = () => queryClient.invalidateQueries({ queryKey: ASSETS_KEY });
  const open = (next: FolderDialog) => {
    setDialogError(undefined);
    setDialog(next);
  };
  const close = () => {
    setDialogError(undefined);
    setDialog(null);
  };
  const fail = (error: unknown) => {
    if (isApiError(error) && (error.status === 400 || error.status === 409))
      setDialogError(problemMessage(error, 'Name'));
    else close();
  };

  const create = useMutation({
    mutationFn: ({ name, parentId }: { name: string; parentId: string | null }) =>
      api.assetsLibrary.createFolder({ Name: name, ParentId: parentId }),
    onSuccess: async () => {
      close();
      await refresh();
    },
    onError: fail,
  });
  const update = useMutation({
    mutationFn: ({
      folderId,
      body,
    }: {
      folderId: string;
      body: { Name?: string; ParentId?: string | null };
    }) => api.assetsLibrary.updateFolder(folderId, body),
    onSuccess: async () => {
      close();
      await refresh();
    },
    onError: fail,
  });
  const remove = useMutation({
    mutationFn: ({ folderId, recursive }: { folderId: string; recursive: boolean }) =>
      api.assetsLibrary.deleteFolder(folderId, recursive),
    onSuccess: async (_, { folderId }) => {
      close();
      if (selectedId && isWithin(hierarchy, selectedId, folderId)) select(null);
      await refresh();
    },
    onError: (error, { folderId }) => {
      const folder = findFolder(hierarchy, folderId);
      if (isApiError(error) && error.status === 409 && folder) {
        // Not empty: ask again, this time about everything inside.
        if (error.problem?.type === FOLDER_NOT_EMPTY || !error.problem)
          open({ kind: 'delete', folder, notEmpty: true });
        else setDialogError(problemMessage(error));
        return;
      }
      close();
    },
  });

  const submitName = (name: string) => {
    if (dialog?.kind === 'create') create.mutate({ name, parentId: dialog.parentId });
    else if (dialog?.kind === 'rename')
      update.mutate({ folderId: dialog.folder.FolderId, body: { Name: name } });
  };
  const moveFolder = (folderId: string, parentId: string | null) => {
    const target = toFolderId(parentId);
    const folder = findFolder(hierarchy, folderId);
    if (!folder || folder.ParentId === target) return;
    if (target && isWithin(hierarchy, target, folderId)) return;
    update.mutate({ folderId, body: { ParentId: target } });
  };
  const confirmDelete = () => {
    if (dialog?.kind !== 'delete') return;
    remove.mutate({ folderId: dialog.folder.FolderId, recursive: dialog.notEmpty });
  };

  return {
    hierarchy,
    data,
    isLoading: hierarchyQuery.isPending,
    selectedNodeId: selectedId ?? LIBRARY_ROOT_ID,
    selectedFolder,
    location,
    select,
    dialog,
    dialogError,
    isSaving: create.isPending || update.isPending || remove.isPending,
    startCreate: (parentId: string | null = selectedId) =>
      open({ kind: 'create', parentId: toFolderId(parentId) }),
    startRename: (folder: FolderNode) => open({ kind: 'rename', folder }),
    startMove: (folder: FolderNode) => open({ kind: 'move', folder }),
    startDelete: (folder: FolderNode) => open({ kind: 'delete', folder, notEmpty: false }),
    closeDialog: close,
    submitName,
    moveFolder,
    confirmDelete,
    findFolder: (id: string) => findFolder(hierarchy, id),
  };
}
export type FolderTreeState = ReturnType<typeof useFolderTree>;
