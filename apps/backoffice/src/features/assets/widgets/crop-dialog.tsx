import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, useRef } from 'react';
import { Cropper, type CropperRef } from 'react-advanced-cropper';
import 'react-advanced-cropper/dist/style.css';
import { useT } from '../../i18n';
import { CROP_BOX, type CropArea, defaultCropArea, type Size } from '../lib/crop';
import type { CropSubject } from './use-widget-upload';

export interface CropDialogProps {
  subject: CropSubject | null;
  busy?: boolean;
  onConfirm: (area: CropArea, displayed: Size) => void;
  onCancel: () => void;
}

/**
 * The crop dialog of spec 000 §4 and §9: a 568 × 400 box, the crop frame held to the crop size's
 * proportions and never smaller than it. It starts on the largest centred frame, so the keyboard
 * alone crops too (Crop straight away).
 */
export function CropDialog({ subject, busy, onConfirm, onCancel }: CropDialogProps) {
  const t = useT();
  const titleId = useId();
  const textId = useId();
  const cropper = useRef<CropperRef>(null);
  const displayed = subject?.displayed;
  const crop = subject?.crop;
  const scale = subject ? subject.displayed.width / subject.source.width : 1;

  const confirm = () => {
    if (!subject || !displayed || !crop) return;
    const coordinates = cropper.current?.getCoordinates();
    const area = coordinates
      ? { left: coordinates.left, top: coordinates.top, width: coordinates.width, height: coordinates.height }
      : defaultCropArea(displayed, { width: crop.width * scale, height: crop.height * scale });
    onConfirm(area, displayed);
  };

  return (
    <Dialog
      open={subject !== null}
      onClose={busy ? undefined : onCancel}
      aria-labelledby={titleId}
      aria-describedby={textId}
      maxWidth={false}
    >
      <DialogTitle id={titleId}>{t('Backoffice.AssetsCropTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId} sx={{ mb: 1.5 }}>
          {subject && crop
            ? t('Backoffice.AssetsCropHelp', {
                name: subject.fileName,
                width: crop.width,
                height: crop.height,
              })
            : ''}
        </DialogContentText>
        <Box
          data-testid="crop-box"
          sx={{
            width: CROP_BOX.width,
            maxWidth: '100%',
            height: CROP_BOX.height,
            mx: 'auto',
            bgcolor: 'grey.900',
          }}
        >
          {subject && crop && displayed && (
            <Cropper
              ref={cropper}
              src={subject.url}
              stencilProps={{ aspectRatio: crop.width / crop.height }}
              minWidth={crop.width * scale}
              minHeight={crop.height * scale}
              defaultSize={() => {
                const area = defaultCropArea(displayed, crop);
                return { width: area.width, height: area.height };
              }}
              style={{ width: '100%', height: '100%' }}
            />
          )}
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={busy ?? false}>
          {t('Core.Cancel')}
        </Button>
        <Button variant="contained" onClick={confirm} loading={busy ?? false}>
          {t('Backoffice.AssetsCrop')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
