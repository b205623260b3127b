import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import SearchIcon from '@mui/icons-material/Search';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CardActionArea from '@mui/material/CardActionArea';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import InputAdornment from '@mui/material/InputAdornment';
import { useTheme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Asset, AssetFileType } from '@vitrine/api-client';
import { useId, useMemo, useState } from 'react';
import { useT } from '../../i18n';
import { AssetGrid } from '../components/asset-grid';
import { FolderTree } from '../components/folder-tree';
import { useAssetGrid } from '../hooks/use-asset-grid';
import { useFolderTree } from '../hooks/use-folder-tree';

export interface LibraryPickerDialogProps {
  open: boolean;
  multiple: boolean;
  /** Only files of these types can be chosen (the image widget: images). */
  fileTypes?: readonly AssetFileType[] | undefined;
  onChoose: (assets: Asset[]) => void;
  onClose: () => void;
}

/** "Pick from library": the library's tree and grid in a dialog, to choose existing assets. */
export function LibraryPickerDialog({ open, ...props }: LibraryPickerDialogProps) {
  // Mounted only while open: the tree and the listing load when needed, and start fresh each time.
  return open ? <LibraryPicker {...props} /> : null;
}

function LibraryPicker({ multiple, fileTypes, onChoose, onClose }: Omit<LibraryPickerDialogProps, 'open'>) {
  const t = useT();
  const titleId = useId();
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'), { noSsr: true });
  const tree = useFolderTree();
  const grid = useAssetGrid(tree.location);
  const [chosen, setChosen] = useState<Asset[]>([]);
  const items = useMemo(
    () => (fileTypes ? grid.items.filter((asset) => fileTypes.includes(asset.fileType)) : grid.items),
    [grid.items, fileTypes],
  );
  const toggle = (asset: Asset) =>
    setChosen((list) =>
      list.some((item) => item.AssetId === asset.AssetId)
        ? list.filter((item) => item.AssetId !== asset.AssetId)
        : multiple
          ? [...list, asset]
          : [asset],
    );

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="lg" fullScreen={fullScreen}>
      <DialogTitle id={titleId}>{t('Backoffice.AssetsPickFromLibrary')}</DialogTitle>
      <DialogContent>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '260px minmax(0, 1fr)' } }}>
          <Box>
            {tree.isLoading ? (
              <CircularProgress aria-label={t('Core.Loading')} />
            ) : (
              <FolderTree
                data={tree.data}
                selectedId={tree.selectedNodeId}
                onSelect={tree.select}
                height={fullScreen ? 200 : 420}
                label={t('Backoffice.AssetsFolders')}
              />
            )}
          </Box>
          <Box sx={{ minWidth: 0 }}>
            <TextField
              size="small"
              type="search"
              fullWidth
              label={t('Backoffice.AssetsSearch')}
              value={grid.searchInput}
              onChange={(event) => grid.setSearchInput(event.target.value)}
              sx={{ mb: 1.5 }}
              slotProps={{
                input: {
                  startAdornment: (
                    <InputAdornment position="start">
                      <SearchIcon fontSize="small" />
                    </InputAdornment>
                  ),
                },
              }}
            />
            {grid.isLoading ? (
              <CircularProgress aria-label={t('Core.Loading')} />
            ) : items.length === 0 ? (
              <Alert severity="info">{t('Backoffice.AssetsEmptyFolder')}</Alert>
            ) : (
              <AssetGrid
                items={items}
                label={t('Backoffice.AssetsFilesOf', {
                  folder: tree.selectedFolder?.Name ?? t('Backoffice.AssetsAllFiles'),
                })}
                hasNextPage={grid.hasNextPage}
                isFetchingNextPage={grid.isFetchingNextPage}
                onEndReached={grid.fetchNextPage}
                height={fullScreen ? '50vh' : 420}
                renderSelect={(asset, content) => {
                  const selected = chosen.some((item) => item.AssetId === asset.AssetId);
                  return (
                    <CardActionArea
                      aria-pressed={selected}
                      aria-label={t('Backoffice.AssetsChooseItem', { name: asset.Name })}
                      onClick={() => toggle(asset)}
                      sx={{
                        position: 'relative',
                        outline: selected ? '3px solid' : undefined,
                        outlineColor: 'primary.main',
                        outlineOffset: -3,
                      }}
                    >
                      {selected && (
                        <CheckCircleIcon
                          color="primary"
                          sx={{
                            position: 'absolute',
                            top: 8,
                            right: 8,
                            bgcolor: 'background.paper',
                            borderRadius: '50%',
                          }}
                        />
                      )}
                      {content}
                    </CardActionArea>
                  );
                }}
              />
            )}
          </Box>
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('Core.Cancel')}</Button>
        <Button variant="contained" disabled={chosen.length === 0} onClick={() => onChoose(chosen)}>
          {t('Backoffice.AssetsAddChosen', { count: chosen.length })}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
