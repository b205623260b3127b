import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { LibraryNameSchema } from '@vitrine/api-client';
import { translateMessage } from '@vitrine/validation';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useT } from '../../i18n';

export interface NameDialogProps {
  open: boolean;
  title: string;
  label: string;
  initialValue?: string;
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
  error,
  saving,
  onSubmit,
  onClose,
}: NameDialogProps) {
  const t = useT();
  const titleId = useId();
  const [value, setValue] = useState(initialValue);
  const [localError, setLocalError] = useState<string | undefined>();
  useEffect(() => {
    if (open) {
      setValue(initialValue);
      setLocalError(undefined);
    }
  }, [open, initialValue]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = LibraryNameSchema.safeParse(value);
    if (!parsed.success) {
      setLocalError(parsed.error.issues[0]?.message);
      return;
    }
    onSubmit(parsed.data);
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
            helperText={message ? translateMessage(message, t) : undefined}
            required
            slotProps={{ htmlInput: { maxLength: 200 } }}
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
