import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { translateMessage } from '@vitrine/validation';
import { type FormEventHandler, type ReactNode, useId } from 'react';
import { useT } from './i18n-context';

/** What an editor hook hands its form: the submit handler and where the save stands. */
export interface EditorFormState {
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** True once the last save went through, until the next submit. */
  saved: boolean;
  /** The last save's refusal, as an encoded validation message. */
  failure: string | undefined;
  isSaving: boolean;
}

export interface EditorFormProps {
  state: EditorFormState;
  /** The form's h2; it also names the form. */
  title: ReactNode;
  savedMessage: ReactNode;
  /** Follows the saved message inside its notice, e.g. a link to the saved record. */
  savedExtra?: ReactNode;
  children: ReactNode;
}

/** The shell every back-office editor shares: named form, refusal, Save, and a saved notice. */
export function EditorForm({ state, title, savedMessage, savedExtra, children }: EditorFormProps) {
  const t = useT();
  const headingId = useId();
  const { onSubmit, saved, failure, isSaving } = state;
  return (
    <Paper
      component="form"
      aria-labelledby={headingId}
      variant="outlined"
      sx={{ p: 2 }}
      onSubmit={onSubmit}
      // The fields report their own errors in the app's words, not the browser's bubbles.
      noValidate
    >
      <Typography id={headingId} component="h2" variant="h6" gutterBottom>
        {title}
      </Typography>
      {children}
      {failure && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {translateMessage(failure, t)}
        </Alert>
      )}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mt: 2 }}>
        <Button type="submit" variant="contained" loading={isSaving}>
          {t('Backoffice.Save')}
        </Button>
        {/* Present before the save, so screen readers announce the notice when it appears in it. */}
        <Box role="status" sx={{ flexGrow: 1 }}>
          {saved && (
            <Alert severity="success">
              {savedMessage}
              {savedExtra !== undefined && <> {savedExtra}</>}
            </Alert>
          )}
        </Box>
      </Box>
    </Paper>
  );
}
