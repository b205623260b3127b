import CloudUploadIcon from '@mui/icons-material/CloudUpload';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { type DragEvent, type ReactNode, useId, useRef, useState } from 'react';
import { useT } from '../../i18n';
import { visuallyHidden } from './folder-tree';

export interface UploadZoneProps {
  onFiles: (files: File[]) => void;
  accept?: string | undefined;
  multiple?: boolean;
  disabled?: boolean;
  /** The button's text. */
  buttonLabel: string;
  /** What the zone says about dropping. */
  hint?: string;
  /** Wrapped content (the grid): files dropped anywhere on it upload too. */
  children?: ReactNode;
  compact?: boolean;
}

function hasFiles(event: DragEvent): boolean {
  return Array.from(event.dataTransfer?.types ?? []).includes('Files');
}

/**
 * Where files come in: dropped on the zone (one or many) or chosen with the button, a real file input
 * so that the keyboard and screen readers reach it.
 */
export function UploadZone({
  onFiles,
  accept,
  multiple = true,
  disabled,
  buttonLabel,
  hint,
  children,
  compact,
}: UploadZoneProps) {
  const t = useT();
  const inputId = useId();
  const hintId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const take = (list: FileList | null | undefined) => {
    const files = Array.from(list ?? []);
    if (files.length > 0 && !disabled) onFiles(multiple ? files : files.slice(0, 1));
  };
  return (
    <Box
      data-testid="upload-drop-zone"
      onDragEnter={(event: DragEvent) => {
        if (!hasFiles(event)) return;
        event.preventDefault();
        setOver(true);
      }}
      onDragOver={(event: DragEvent) => {
        if (!hasFiles(event)) return;
        event.preventDefault();
        event.dataTransfer.dropEffect = 'copy';
        setOver(true);
      }}
      onDragLeave={(event: DragEvent) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOver(false);
      }}
      onDrop={(event: DragEvent) => {
        if (!hasFiles(event)) return;
        event.preventDefault();
        setOver(false);
        take(event.dataTransfer.files);
      }}
      sx={{
        border: '2px dashed',
        borderColor: over ? 'primary.main' : 'divider',
        bgcolor: over ? 'action.hover' : undefined,
        borderRadius: 2,
        p: compact ? 1.5 : 2,
        transition: 'background-color 150ms, border-color 150ms',
      }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
        <input
          ref={input}
          id={inputId}
          type="file"
          accept={accept}
          multiple={multiple}
          disabled={disabled}
          // Hidden behind the button, but still in the accessibility tree: it needs the button's name.
          aria-label={buttonLabel}
          aria-describedby={hint ? hintId : undefined}
          onChange={(event) => {
            take(event.target.files);
            event.target.value = '';
          }}
          style={visuallyHidden}
          tabIndex={-1}
        />
        <Button
          variant="outlined"
          startIcon={<CloudUploadIcon />}
          disabled={disabled ?? false}
          onClick={() => input.current?.click()}
          aria-describedby={hint ? hintId : undefined}
        >
          {buttonLabel}
        </Button>
        <Typography id={hintId} variant="body2" color="text.secondary">
          {hint ?? t('Backoffice.AssetsDropHint')}
        </Typography>
      </Box>
      {children && <Box sx={{ mt: 2 }}>{children}</Box>}
    </Box>
  );
}
