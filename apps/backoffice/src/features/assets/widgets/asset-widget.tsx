import InsertDriveFileIcon from '@mui/icons-material/InsertDriveFile';
import PhotoLibraryIcon from '@mui/icons-material/PhotoLibrary';
import RotateLeftIcon from '@mui/icons-material/RotateLeft';
import RotateRightIcon from '@mui/icons-material/RotateRight';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { Asset, AssetFileType } from '@vitrine/api-client';
import { translateMessage } from '@vitrine/validation';
import { type DragEvent, useId, useState } from 'react';
import { useCulture, useT } from '../../i18n';
import { ACTION_ICONS, ActionButton } from '../components/asset-actions';
import { visuallyHidden } from '../components/folder-tree';
import { NameDialog } from '../components/name-dialog';
import { UploadList } from '../components/upload-list';
import { UploadZone } from '../components/upload-zone';
import type { Size } from '../lib/crop';
import { formatBytes, formatDimensions } from '../lib/format';
import { CropDialog } from './crop-dialog';
import { LibraryPickerDialog } from './library-picker-dialog';
import { useAssetWidget } from './use-asset-widget';
import { useWidgetUpload } from './use-widget-upload';
import { canRotate, toWidgetAsset, type WidgetAsset } from './widget-inputs';

/** The widget attributes of spec 000 §3, as props. */
export interface AssetWidgetProps {
  /** data-unique-id: names the hidden form inputs. */
  uniqueId: string;
  /** The field's visible name. */
  label: string;
  /** data-asset-id: the asset it starts with. */
  assetId?: string;
  /** data-assets: the assets it starts with. */
  assets?: readonly WidgetAsset[];
  /** data-max-file-size, in bytes. */
  maxFileSize?: number;
  /** The accept attribute ("image/*", ".pdf,.docx"). */
  accept?: string;
  multiple?: boolean;
  /** data-file-type: which kinds of library files the picker offers. */
  fileType?: readonly AssetFileType[];
  /** Controlled value, for react-hook-form. */
  value?: readonly WidgetAsset[];
  onChange?: (assets: WidgetAsset[]) => void;
  /** At least one file is required (the required-file checkbox). */
  required?: boolean;
  /** Where uploads go in the library. */
  folderId?: string;
  /** A form-level message for the field (react-hook-form's error), already translated. */
  helperText?: string | undefined;
}

export interface ImageWidgetProps extends AssetWidgetProps {
  /** data-crop: the size images must have; larger ones are cropped to it. */
  crop?: Size;
  /** Replaces the browser's image decoding (for environments that cannot decode). */
  readImageSize?: (file: File) => Promise<Size>;
}

const ASSET_DRAG_TYPE = 'application/x-vitrine-widget-index';

/** Any file (spec 000 §3–4 assets widget). */
export function AssetsWidget(props: AssetWidgetProps) {
  return <AssetWidgetBase {...props} image={false} />;
}

/** Images, checked against the crop size and cropped in a dialog (spec 000 §4 image widget). */
export function ImageWidget({ accept = 'image/*', fileType = ['Image'], ...props }: ImageWidgetProps) {
  return <AssetWidgetBase {...props} accept={accept} fileType={fileType} image />;
}

function AssetWidgetBase({
  uniqueId,
  label,
  assetId,
  assets,
  maxFileSize,
  accept,
  multiple = false,
  fileType,
  value,
  onChange,
  required = false,
  folderId,
  helperText,
  image,
  crop,
  readImageSize,
}: ImageWidgetProps & { image: boolean }) {
  const t = useT();
  const { culture } = useCulture();
  const legendId = useId();
  const widget = useAssetWidget({ uniqueId, multiple, assetId, assets, value, onChange });
  const upload = useWidgetUpload({
    multiple,
    accept,
    maxFileSize,
    folderId,
    image,
    crop,
    onAdd: widget.add,
    onErrors: widget.setErrors,
    ...(readImageSize ? { readImageSize } : {}),
  });
  const [picking, setPicking] = useState(false);
  const [renaming, setRenaming] = useState<WidgetAsset | null>(null);
  const [dragOver, setDragOver] = useState<number | null>(null);

  /** Library picks go through the same size rule as uploads, but cannot be cropped (no temporary file). */
  const choose = (picked: Asset[]) => {
    setPicking(false);
    const errors: string[] = [];
    const ok = picked.filter((asset) => {
      if (!image || !crop) return true;
      if (asset.Width === crop.width && asset.Height === crop.height) return true;
      errors.push(
        `Backoffice.AssetsPickExactSize|${JSON.stringify({ width: crop.width, height: crop.height })}`,
      );
      return false;
    });
    widget.setErrors(errors);
    widget.add(ok.map(toWidgetAsset));
  };

  const dragProps = (index: number) =>
    multiple
      ? {
          draggable: true,
          onDragStart: (event: DragEvent) => {
            event.dataTransfer.setData(ASSET_DRAG_TYPE, String(index));
            event.dataTransfer.effectAllowed = 'move';
          },
          onDragOver: (event: DragEvent) => {
            if (!event.dataTransfer.types.includes(ASSET_DRAG_TYPE)) return;
            event.preventDefault();
            setDragOver(index);
          },
          onDragLeave: () => setDragOver(null),
          onDrop: (event: DragEvent) => {
            if (!event.dataTransfer.types.includes(ASSET_DRAG_TYPE)) return;
            event.preventDefault();
            event.stopPropagation();
            setDragOver(null);
            widget.move(Number(event.dataTransfer.getData(ASSET_DRAG_TYPE)), index);
          },
        }
      : {};

  return (
    <Box
      component="fieldset"
      aria-labelledby={legendId}
      data-unique-id={uniqueId}
      sx={{ border: 1, borderColor: 'divider', borderRadius: 2, p: 2, m: 0, minWidth: 0 }}
    >
      <Typography component="legend" id={legendId} sx={{ px: 0.5, fontWeight: 600 }}>
        {label}
        {required && <span aria-hidden> *</span>}
      </Typography>
      {widget.inputs.map((input) => (
        <input key={input.name} type="hidden" name={input.name} value={input.value} />
      ))}
      {/* Spec 000 §4: the required-file checkbox, real (a plain form validates it) but not shown. */}
      <input
        type="checkbox"
        name={`${uniqueId}-required`}
        checked={widget.hasAsset}
        onChange={() => {}}
        required={required}
        tabIndex={-1}
        aria-hidden
        style={visuallyHidden}
        data-testid={`${uniqueId}-required`}
      />

      {widget.assets.length > 0 ? (
        <Box
          component={multiple ? 'ol' : 'ul'}
          aria-label={t('Backoffice.AssetsChosenFiles', { field: label })}
          sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1, mb: 1.5 }}
        >
          {widget.assets.map((asset, index) => {
            const dimensions = formatDimensions(asset.Width, asset.Height);
            return (
              <Box
                component="li"
                key={asset.guid}
                {...dragProps(index)}
                sx={{
                  display: 'flex',
                  flexWrap: 'wrap',
                  alignItems: 'center',
                  gap: 1.5,
                  p: 1,
                  border: 1,
                  borderColor: dragOver === index ? 'primary.main' : 'divider',
                  borderStyle: dragOver === index ? 'dashed' : 'solid',
                  borderRadius: 1,
                }}
              >
                <Box
                  sx={{
                    width: 96,
                    height: 72,
                    display: 'flex',
                    alignItems: 'center',
                    justifyContent: 'center',
                    bgcolor: 'grey.100',
                    flexShrink: 0,
                    overflow: 'hidden',
                  }}
                >
                  {asset.thumbnail_url ? (
                    <Box
                      component="img"
                      src={asset.thumbnail_url}
                      alt={asset.Name}
                      // A turn shows on the preview; the image itself turns when the form is saved.
                      sx={{
                        width: '100%',
                        height: '100%',
                        objectFit: 'contain',
                        transform: asset.Rotation ? `rotate(${asset.Rotation}deg)` : undefined,
                      }}
                    />
                  ) : (
                    <InsertDriveFileIcon sx={{ color: 'text.secondary' }} />
                  )}
                </Box>
                <Box sx={{ flex: '1 1 160px', minWidth: 0 }}>
                  <Typography noWrap title={asset.Name}>
                    {multiple && (
                      <Box component="span" sx={{ color: 'text.secondary', mr: 1 }}>
                        {index + 1}.
                      </Box>
                    )}
                    {asset.Name}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {formatBytes(asset.size, culture)}
                    {dimensions ? ` · ${dimensions}` : ''}
                  </Typography>
                </Box>
                <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.25 }}>
                  {multiple && (
                    <>
                      <ActionButton
                        label={t('Backoffice.AssetsMoveEarlier', { name: asset.Name })}
                        icon={ACTION_ICONS.earlier}
                        disabled={index === 0}
                        onClick={() => widget.move(index, index - 1)}
                      />
                      <ActionButton
                        label={t('Backoffice.AssetsMoveLater', { name: asset.Name })}
                        icon={ACTION_ICONS.later}
                        disabled={index === widget.assets.length - 1}
                        onClick={() => widget.move(index, index + 1)}
                      />
                    </>
                  )}
                  {image && canRotate(asset) && (
                    <>
                      <ActionButton
                        label={t('Backoffice.AssetsRotateLeft', { name: asset.Name })}
                        icon={<RotateLeftIcon fontSize="small" />}
                        onClick={() => widget.rotate(asset, 'left')}
                      />
                      <ActionButton
                        label={t('Backoffice.AssetsRotateRight', { name: asset.Name })}
                        icon={<RotateRightIcon fontSize="small" />}
                        onClick={() => widget.rotate(asset, 'right')}
                      />
                    </>
                  )}
                  <ActionButton
                    label={t('Backoffice.AssetsRenameItem', { name: asset.Name })}
                    icon={ACTION_ICONS.rename}
                    onClick={() => setRenaming(asset)}
                  />
                  <ActionButton
                    label={t('Backoffice.AssetsRemoveItem', { name: asset.Name })}
                    icon={ACTION_ICONS.delete}
                    color="error"
                    onClick={() => widget.remove(asset.guid)}
                  />
                </Box>
              </Box>
            );
          })}
        </Box>
      ) : (
        <Typography color="text.secondary" sx={{ mb: 1.5 }}>
          {t('Backoffice.AssetsNoFileChosen')}
        </Typography>
      )}

      {widget.errors.map((message) => (
        <Alert key={message} severity="error" sx={{ mb: 1 }}>
          {translateMessage(message, t)}
        </Alert>
      ))}
      {helperText && (
        <Typography role="alert" color="error" variant="body2" sx={{ mb: 1 }}>
          {helperText}
        </Typography>
      )}

      <UploadZone
        compact
        onFiles={(files) => void upload.onFiles(files)}
        accept={accept}
        multiple={multiple}
        disabled={upload.uploader.isUploading}
        buttonLabel={
          multiple
            ? t('Backoffice.AssetsAddFiles')
            : widget.hasAsset
              ? t('Backoffice.AssetsReplaceFile')
              : t('Backoffice.AssetsChooseFile')
        }
        hint={
          image && crop
            ? t('Backoffice.AssetsImageHint', { width: crop.width, height: crop.height })
            : t('Backoffice.AssetsDropHint')
        }
      >
        <Button size="small" startIcon={<PhotoLibraryIcon />} onClick={() => setPicking(true)}>
          {t('Backoffice.AssetsPickFromLibrary')}
        </Button>
        <UploadList
          items={upload.uploader.items}
          issues={upload.uploader.issues}
          onDismiss={upload.uploader.dismiss}
        />
      </UploadZone>

      <CropDialog
        subject={upload.cropSubject}
        busy={upload.cropping}
        onConfirm={(area, displayed) => void upload.confirmCrop(area, displayed)}
        onCancel={upload.cancelCrop}
      />
      <LibraryPickerDialog
        open={picking}
        multiple={multiple}
        fileTypes={fileType}
        onChoose={choose}
        onClose={() => setPicking(false)}
      />
      <NameDialog
        open={renaming !== null}
        title={t('Backoffice.AssetsRenameFile')}
        label={t('Backoffice.AssetsFileName')}
        initialValue={renaming?.Name ?? ''}
        fileName
        onSubmit={(name) => {
          if (renaming) widget.rename(renaming, name);
          setRenaming(null);
        }}
        onClose={() => setRenaming(null)}
      />
    </Box>
  );
}
