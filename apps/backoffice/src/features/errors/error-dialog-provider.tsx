import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { ApiError } from '@vitrine/api-client';
import { createContext, type ReactNode, useCallback, useContext, useId, useMemo, useState } from 'react';
import { useApiErrorListener } from '../../lib/api-context';
import { useT } from '../i18n';

interface ErrorDialogContextValue {
  /** Opens the generic error dialog, for failures that do not come from an API call. */
  showError: () => void;
}

const ErrorDialogContext = createContext<ErrorDialogContextValue | null>(null);

/** Spec 000 §8, the error flow: what each kind of failed call does. */
export function reportApiError(error: ApiError, showError: () => void): void {
  switch (error.kind) {
    case 'aborted':
      console.warn(`[api] call aborted or unanswered: ${error.url}`);
      return;
    case 'not-found':
      console.log(`[api] not found: ${error.url}`);
      return;
    case 'unauthorized':
      // The session guard sends the user to the sign-in page.
      return;
    default:
      showError();
  }
}

export function ErrorDialogProvider({ children }: { children: ReactNode }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const titleId = useId();
  const textId = useId();
  const showError = useCallback(() => setOpen(true), []);
  const close = () => setOpen(false);

  useApiErrorListener((error) => reportApiError(error, showError));

  const value = useMemo(() => ({ showError }), [showError]);
  return (
    <ErrorDialogContext.Provider value={value}>
      {children}
      <Dialog open={open} onClose={close} aria-labelledby={titleId} aria-describedby={textId}>
        <DialogTitle id={titleId}>{t('Core.Error')}</DialogTitle>
        <DialogContent>
          <DialogContentText id={textId}>{t('Manager.UnknowsErrors')}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={close} variant="contained" autoFocus>
            {t('Core.Close')}
          </Button>
        </DialogActions>
      </Dialog>
    </ErrorDialogContext.Provider>
  );
}

export function useErrorDialog(): ErrorDialogContextValue {
  const value = useContext(ErrorDialogContext);
  if (!value) throw new Error('useErrorDialog must be used inside <ErrorDialogProvider>');
  return value;
}
