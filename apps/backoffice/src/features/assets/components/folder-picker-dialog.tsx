import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useMemo, useState } from 'react';
import { useApi } from '../../../lib/api-context';
import { useT } from '../../i18n';
import { folderHierarchyQueryOptions } from '../api/queries';
import { LIBRARY_ROOT_ID, toTreeData } from '../lib/folder-tree';
import { FolderTree } from './folder-tree';

export interface FolderPickerDialogProps {
  open: boolean;
  title: string;
  description?: string;
  /** The folder it is in now (null: the root); choosing it again is not a move. */
  currentFolderId: string | null;
  /** Folders that cannot be chosen (a folder cannot move into itself or below). */
  isDisabled?: (folderId: string | null) => boolean;
  busy?: boolean;
  onChoose: (folderId: string | null) => void;
  onClose: () => void;
}

/** "Move to…": the library's folder tree in a dialog, to pick the target with the mouse or the keyboard. */
export function FolderPickerDialog({
  open,
  title,
  description,
  currentFolderId,
  isDisabled,
  busy,
  onChoose,
  onClose,
}: FolderPickerDialogProps) {
  const t = useT();
  const api = useApi();
  const titleId = useId();
  const hierarchy = useQuery({ ...folderHierarchyQueryOptions(api), enabled: open });
  const data = useMemo(
    () => toTreeData(hierarchy.data ?? [], t('Backoffice.AssetsAllFiles')),
    [hierarchy.data, t],
  );
  const [chosen, setChosen] = useState<string>(currentFolderId ?? LIBRARY_ROOT_ID);
  useEffect(() => {
    if (open) setChosen(currentFolderId ?? LIBRARY_ROOT_ID);
  }, [open, currentFolderId]);
  const target = chosen === LIBRARY_ROOT_ID ? null : chosen;
  const blocked = target === currentFolderId || (isDisabled?.(target) ?? false);

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        {description && <DialogContentText sx={{ mb: 1 }}>{description}</DialogContentText>}
        {hierarchy.isPending ? (
          <CircularProgress aria-label={t('Core.Loading')} />
        ) : (
          <FolderTree
            data={data}
            selectedId={chosen}
            onSelect={setChosen}
            openDepth={Number.POSITIVE_INFINITY}
            height={320}
            label={t('Backoffice.AssetsFolders')}
          />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('Core.Cancel')}</Button>
        <Button
          variant="contained"
          disabled={blocked}
          loading={busy ?? false}
          onClick={() => onChoose(target)}
        >
          {t('Backoffice.AssetsMoveHere')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
