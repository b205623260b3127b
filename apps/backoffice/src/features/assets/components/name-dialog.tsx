import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { LibraryNameSchema } from '@vitrine/api-client';
import { keepExtension, nameExtension, nameWithoutExtension, translateMessage } from '@vitrine/validation';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useT } from '../../i18n';

export interface NameDialogProps {
  open: boolean;
  title: string;
  label: string;
  initialValue?: string;
  /**
   * The value is a file's name: its extension is kept, shown beside the field rather than in it, so
   * that a rename cannot drop it by accident.
   */
  fileName?: boolean;
  /** An encoded message from the server (the name is taken, invalid...). */
  error?: string | undefined;
  saving?: boolean;
  onSubmit: (name: string) => void;
  onClose: () => void;
}

/** The prompt of spec 000 §4 ("rename is through a prompt"), also used to name a new folder. */
export function NameDialog({
  open,
  title,
  label,
  initialValue = '',
  fileName = false,
  error,
  saving,
  onSubmit,
  onClose,
}: NameDialogProps) {
  const t = useT();
  const titleId = useId();
  const extension = fileName ? nameExtension(initialValue) : '';
  const editable = extension ? nameWithoutExtension(initialValue) : initialValue;
  const [value, setValue] = useState(editable);
  const [localError, setLocalError] = useState<string | undefined>();
  useEffect(() => {
    if (open) {
      setValue(editable);
      setLocalError(undefined);
    }
  }, [open, editable]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = LibraryNameSchema.safeParse(value);
    if (!parsed.success) {
      setLocalError(parsed.error.issues[0]?.message);
      return;
    }
    onSubmit(extension ? keepExtension(initialValue, parsed.data) : parsed.data);
  };
  const message = localError ?? error;
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            fullWidth
            margin="dense"
            label={label}
            value={value}
            onChange={(event) => {
              setValue(event.target.value);
              setLocalError(undefined);
            }}
            error={message !== undefined}
            helperText={
              message
                ? translateMessage(message, t)
                : extension
                  ? t('Backoffice.AssetsExtensionKept', { extension })
                  : undefined
            }
            required
            slotProps={{
              htmlInput: { maxLength: 200 - extension.length },
              ...(extension
                ? { input: { endAdornment: <InputAdornment position="end">{extension}</InputAdornment> } }
                : {}),
            }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('Core.Cancel')}</Button>
          <Button type="submit" variant="contained" loading={saving ?? false}>
            {t('Backoffice.Save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
