import CreateNewFolderIcon from '@mui/icons-material/CreateNewFolder';
import DeleteIcon from '@mui/icons-material/Delete';
import DriveFileMoveIcon from '@mui/icons-material/DriveFileMove';
import EditIcon from '@mui/icons-material/Edit';
import SearchIcon from '@mui/icons-material/Search';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import InputAdornment from '@mui/material/InputAdornment';
import Paper from '@mui/material/Paper';
import { useTheme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useQueryClient } from '@tanstack/react-query';
import { translateMessage } from '@vitrine/validation';
import { useId } from 'react';
import { MIN_SEARCH_LENGTH } from '../../../lib/use-debounced-value';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useT } from '../../i18n';
import { ASSETS_KEY } from '../api/queries';
import { useAssetGrid } from '../hooks/use-asset-grid';
import { useFolderTree } from '../hooks/use-folder-tree';
import { useUploader } from '../hooks/use-uploader';
import { isWithin } from '../lib/folder-tree';
import { ACTION_ICONS, ActionButton } from './asset-actions';
import { AssetGrid } from './asset-grid';
import { AssetUsageList, useAssetUsages } from './asset-usage-list';
import { ConfirmDialog } from './confirm-dialog';
import { FolderPickerDialog } from './folder-picker-dialog';
import { FolderTree } from './folder-tree';
import { NameDialog } from './name-dialog';
import { UploadList } from './upload-list';
import { UploadZone } from './upload-zone';

/** What the library accepts before the server's own checks: 20 files of 50 MB at most per drop. */
export const LIBRARY_UPLOAD_RULES = { maxFiles: 20, maxFileSize: 50 * 1024 * 1024 } as const;

export interface AssetsLibraryPageProps {
  title: string;
  /** Folders at or above this depth start open. */
  openDepth?: number;
}

/** The asset library: the folder tree on the left, the selected folder's assets on the right. */
export function AssetsLibraryPage({ title, openDepth = 1 }: AssetsLibraryPageProps) {
  const t = useT();
  useDocumentTitle(title);
  const theme = useTheme();
  const isDesktop = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true });
  const queryClient = useQueryClient();
  const tree = useFolderTree();
  const grid = useAssetGrid(tree.location);
  const uploader = useUploader(LIBRARY_UPLOAD_RULES);
  const foldersHeadingId = useId();
  const assetsHeadingId = useId();
  const folderName = tree.selectedFolder?.Name ?? t('Backoffice.AssetsAllFiles');
  const selected = tree.selectedFolder;

  const onFiles = async (files: File[]) => {
    const uploaded = await uploader.upload(
      files,
      tree.location.folderId ? { FolderId: tree.location.folderId } : {},
    );
    if (uploaded.length > 0) await queryClient.invalidateQueries({ queryKey: ASSETS_KEY });
  };

  const folderDialog = tree.dialog;
  const assetDialog = grid.dialog;
  const deleteUsages = useAssetUsages(assetDialog?.kind === 'delete' ? assetDialog.asset.AssetId : null);

  return (
    <>
      <Typography component="h1" variant="h4" gutterBottom>
        {title}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', md: '300px minmax(0, 1fr)' },
          alignItems: 'start',
        }}
      >
        <Paper component="section" aria-labelledby={foldersHeadingId} variant="outlined" sx={{ p: 1.5 }}>
          <Typography id={foldersHeadingId} component="h2" variant="h6" sx={{ px: 0.5 }}>
            {t('Backoffice.AssetsFolders')}
          </Typography>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, my: 1 }}>
            <Button size="small" startIcon={<CreateNewFolderIcon />} onClick={() => tree.startCreate()}>
              {t('Backoffice.AssetsNewFolder')}
            </Button>
            <Button
              size="small"
              startIcon={<EditIcon />}
              disabled={!selected}
              onClick={() => selected && tree.startRename(selected)}
            >
              {t('Backoffice.AssetsRename')}
            </Button>
            <Button
              size="small"
              startIcon={<DriveFileMoveIcon />}
              disabled={!selected}
              onClick={() => selected && tree.startMove(selected)}
            >
              {t('Backoffice.AssetsMove')}
            </Button>
            <Button
              size="small"
              color="error"
              startIcon={<DeleteIcon />}
              disabled={!selected}
              onClick={() => selected && tree.startDelete(selected)}
            >
              {t('Backoffice.AssetsDelete')}
            </Button>
          </Box>
          {tree.isLoading ? (
            <CircularProgress aria-label={t('Core.Loading')} />
          ) : (
            <FolderTree
              data={tree.data}
              selectedId={tree.selectedNodeId}
              onSelect={tree.select}
              onMove={tree.moveFolder}
              openDepth={openDepth}
              height={isDesktop ? 560 : 240}
              label={t('Backoffice.AssetsFolders')}
            />
          )}
          <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1, px: 0.5 }}>
            {t('Backoffice.AssetsTreeHelp')}
          </Typography>
        </Paper>

        <Paper
          component="section"
          aria-labelledby={assetsHeadingId}
          variant="outlined"
          sx={{ p: 1.5, minWidth: 0 }}
        >
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, mb: 1.5 }}>
            <Typography
              id={assetsHeadingId}
              component="h2"
              variant="h6"
              sx={{ flexGrow: 1 }}
              aria-live="polite"
            >
              {folderName}
              {!grid.isLoading && (
                <Typography component="span" color="text.secondary" sx={{ ml: 1 }}>
                  {t('Backoffice.AssetsFileCount', { count: grid.total })}
                </Typography>
              )}
            </Typography>
            <TextField
              size="small"
              type="search"
              label={t('Backoffice.AssetsSearch')}
              value={grid.searchInput}
              onChange={(event) => grid.setSearchInput(event.target.value)}
              helperText={
                grid.searchInput.trim().length > 0 && grid.searchInput.trim().length < MIN_SEARCH_LENGTH
                  ? t('Backoffice.AssetsSearchHint', { min: MIN_SEARCH_LENGTH })
                  : undefined
              }
              slotProps={{
                input: {
                  startAdornment: (
                    <InputAdornment position="start">
                      <SearchIcon fontSize="small" />
                    </InputAdornment>
                  ),
                },
              }}
              sx={{ width: { xs: '100%', sm: 260 } }}
            />
          </Box>
          <UploadZone
            onFiles={(files) => void onFiles(files)}
            buttonLabel={t('Backoffice.AssetsUpload')}
            hint={t('Backoffice.AssetsDropHint')}
          >
            <UploadList items={uploader.items} issues={uploader.issues} onDismiss={uploader.dismiss} />
            {grid.isLoading ? (
              <CircularProgress aria-label={t('Core.Loading')} />
            ) : grid.items.length === 0 ? (
              <Alert severity="info">
                {grid.search ? t('Backoffice.AssetsNoMatch') : t('Backoffice.AssetsEmptyFolder')}
              </Alert>
            ) : (
              <AssetGrid
                items={grid.items}
                label={t('Backoffice.AssetsFilesOf', { folder: folderName })}
                hasNextPage={grid.hasNextPage}
                isFetchingNextPage={grid.isFetchingNextPage}
                onEndReached={grid.fetchNextPage}
                onReorder={grid.canReorder ? grid.moveAsset : undefined}
                renderActions={(asset, index) => (
                  <>
                    {grid.canReorder && (
                      <>
                        <ActionButton
                          label={t('Backoffice.AssetsMoveEarlier', { name: asset.Name })}
                          icon={ACTION_ICONS.earlier}
                          disabled={index === 0}
                          onClick={() => grid.moveAsset(index, index - 1)}
                        />
                        <ActionButton
                          label={t('Backoffice.AssetsMoveLater', { name: asset.Name })}
                          icon={ACTION_ICONS.later}
                          disabled={index === grid.items.length - 1}
                          onClick={() => grid.moveAsset(index, index + 1)}
                        />
                      </>
                    )}
                    <ActionButton
                      label={t('Backoffice.AssetsRenameItem', { name: asset.Name })}
                      icon={ACTION_ICONS.rename}
                      onClick={() => grid.openDialog({ kind: 'rename', asset })}
                    />
                    <ActionButton
                      label={t('Backoffice.AssetsMoveItem', { name: asset.Name })}
                      icon={ACTION_ICONS.move}
                      onClick={() => grid.openDialog({ kind: 'move', asset })}
                    />
                    <ActionButton
                      label={t('Backoffice.AssetsDeleteItem', { name: asset.Name })}
                      icon={ACTION_ICONS.delete}
                      color="error"
                      onClick={() => grid.openDialog({ kind: 'delete', asset })}
                    />
                  </>
                )}
              />
            )}
          </UploadZone>
        </Paper>
      </Box>

      <NameDialog
        open={folderDialog?.kind === 'create' || folderDialog?.kind === 'rename'}
        title={
          folderDialog?.kind === 'rename'
            ? t('Backoffice.AssetsRenameFolder')
            : t('Backoffice.AssetsNewFolder')
        }
        label={t('Backoffice.AssetsFolderName')}
        initialValue={folderDialog?.kind === 'rename' ? folderDialog.folder.Name : ''}
        error={tree.dialogError}
        saving={tree.isSaving}
        onSubmit={tree.submitName}
        onClose={tree.closeDialog}
      />
      <FolderPickerDialog
        open={folderDialog?.kind === 'move'}
        title={t('Backoffice.AssetsMoveFolder', {
          name: folderDialog?.kind === 'move' ? folderDialog.folder.Name : '',
        })}
        currentFolderId={folderDialog?.kind === 'move' ? folderDialog.folder.ParentId : null}
        isDisabled={(target) =>
          folderDialog?.kind === 'move' &&
          target !== null &&
          isWithin(tree.hierarchy, target, folderDialog.folder.FolderId)
        }
        busy={tree.isSaving}
        onChoose={(target) =>
          folderDialog?.kind === 'move' && tree.moveFolder(folderDialog.folder.FolderId, target)
        }
        onClose={tree.closeDialog}
      />
      <ConfirmDialog
        open={folderDialog?.kind === 'delete'}
        title={t('Backoffice.AssetsDeleteFolder')}
        message={
          folderDialog?.kind === 'delete'
            ? folderDialog.notEmpty
              ? t('Backoffice.AssetsFolderNotEmpty', { name: folderDialog.folder.Name })
              : t('Backoffice.AssetsConfirmDeleteFolder', { name: folderDialog.folder.Name })
            : ''
        }
        confirmLabel={
          folderDialog?.kind === 'delete' && folderDialog.notEmpty
            ? t('Backoffice.AssetsDeleteAll')
            : t('Backoffice.AssetsDelete')
        }
        danger
        busy={tree.isSaving}
        error={tree.dialogError ? translateMessage(tree.dialogError, t) : undefined}
        onConfirm={tree.confirmDelete}
        onClose={tree.closeDialog}
      />

      <NameDialog
        open={assetDialog?.kind === 'rename'}
        title={t('Backoffice.AssetsRenameFile')}
        label={t('Backoffice.AssetsFileName')}
        initialValue={assetDialog?.kind === 'rename' ? assetDialog.asset.Name : ''}
        fileName
        error={grid.dialogError}
        saving={grid.isSaving}
        onSubmit={(name) => assetDialog?.kind === 'rename' && grid.rename(assetDialog.asset, name)}
        onClose={grid.closeDialog}
      />
      <FolderPickerDialog
        open={assetDialog?.kind === 'move'}
        title={t('Backoffice.AssetsMoveFile', {
          name: assetDialog?.kind === 'move' ? assetDialog.asset.Name : '',
        })}
        currentFolderId={assetDialog?.kind === 'move' ? assetDialog.asset.FolderId : null}
        busy={grid.isSaving}
        onChoose={(target) => assetDialog?.kind === 'move' && grid.moveTo(assetDialog.asset, target)}
        onClose={grid.closeDialog}
      />
      <ConfirmDialog
        open={assetDialog?.kind === 'delete'}
        title={t('Backoffice.AssetsDeleteFile')}
        message={
          assetDialog?.kind === 'delete'
            ? t('Backoffice.AssetsConfirmDeleteFile', { name: assetDialog.asset.Name })
            : ''
        }
        confirmLabel={t('Backoffice.AssetsDelete')}
        danger
        busy={grid.isSaving}
        onConfirm={() => assetDialog?.kind === 'delete' && grid.remove(assetDialog.asset)}
        onClose={grid.closeDialog}
        // A published body shows it: the gateway would refuse (ADR 041), the list says where.
        confirmDisabled={deleteUsages.data?.Deletable === false}
      >
        {assetDialog?.kind === 'delete' && <AssetUsageList assetId={assetDialog.asset.AssetId} />}
      </ConfirmDialog>
    </>
  );
}
