import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TextField from '@mui/material/TextField';
import { isApiError, PROBLEM_TYPES } from '@vitrine/api-client';
import { CULTURES, type Culture } from '@vitrine/i18n';
import { translateMessage } from '@vitrine/validation';
import type { ReactNode } from 'react';
import { useCulture, useT } from '../../../lib/i18n-context';
import { cultureName } from '../product-list';

const visuallyHidden = {
  border: 0,
  clip: 'rect(0 0 0 0)',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  padding: 0,
  position: 'absolute',
  whiteSpace: 'nowrap',
  width: '1px',
} as const;

/** Per-field messages (encoded i18n keys) by field path, as the gateway and zod name them. */
export type FieldMessages = Record<string, string[]>;

/** What the contract's schemas offer to check a body (zod's safeParse). */
interface Checker {
  safeParse(
    value: unknown,
  ):
    | { success: true }
    | { success: false; error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } };
}

/** The body's problems by field path, before anything is sent (the contract's own schema). */
export function clientErrors(schema: Checker, body: unknown): FieldMessages | null {
  const parsed = schema.safeParse(body);
  if (parsed.success) return null;
  const errors: FieldMessages = {};
  for (const issue of parsed.error.issues) {
    const path = issue.path.map(String).join('.') || '_';
    errors[path] = [...(errors[path] ?? []), issue.message];
  }
  return errors;
}

/** What a refused change says: its field messages, and its versions when someone saved since. */
export interface Refusal {
  errors: FieldMessages;
  stale: { yours: number; current: number; currentState: unknown } | null;
  message: string | undefined;
}

export function refusal(error: unknown): Refusal {
  if (!isApiError(error)) return { errors: {}, stale: null, message: undefined };
  const problem = error.problem as
    | (NonNullable<typeof error.problem> & {
        YourVersion?: number;
        CurrentVersion?: number;
        Current?: unknown;
      })
    | undefined;
  const errors = problem?.errors ?? {};
  const stale =
    problem?.type === PROBLEM_TYPES.staleEdit
      ? {
          yours: problem.YourVersion ?? 0,
          current: problem.CurrentVersion ?? 0,
          currentState: problem.Current,
        }
      : null;
  return {
    errors,
    stale,
    message: stale ? undefined : (Object.values(errors).flat()[0] ?? problem?.title),
  };
}

/** The first message for a field, translated. */
export function useFieldMessage(errors: FieldMessages) {
  const t = useT();
  return (field: string) => {
    const message = errors[field]?.[0];
    return message ? translateMessage(message, t) : undefined;
  };
}

/** One small badge per culture that lacks a translation, named in full for screen readers. */
export function MissingBadges({ missing }: { missing: readonly Culture[] }) {
  const t = useT();
  const { culture } = useCulture();
  if (!missing.length) return null;
  return (
    <Box component="span" sx={{ display: 'inline-flex', gap: 0.5, flexWrap: 'wrap' }}>
      {missing.map((entry) => (
        <Chip
          key={entry}
          size="small"
          variant="outlined"
          title={t('Taxonomy.Missing', { culture: cultureName(entry, culture) })}
          label={
            <>
              <span aria-hidden>{entry.toUpperCase()}</span>
              <Box component="span" sx={visuallyHidden}>
                {t('Taxonomy.Missing', { culture: cultureName(entry, culture) })}
              </Box>
            </>
          }
          // Dark text on a warning border: the culture code stays readable at this size.
          sx={{ height: 20, fontSize: 11, color: 'text.primary', borderColor: 'warning.main' }}
        />
      ))}
    </Box>
  );
}

/** The "missing translation in" filter. */
export function MissingFilter({
  value,
  onChange,
}: {
  value: Culture | '';
  onChange: (culture: Culture | '') => void;
}) {
  const t = useT();
  const { culture } = useCulture();
  return (
    <TextField
      select
      size="small"
      label={t('Taxonomy.MissingFilter')}
      value={value}
      onChange={(event) => onChange(event.target.value as Culture | '')}
      sx={{ minWidth: 200 }}
    >
      <MenuItem value="">{t('Taxonomy.MissingFilterAny')}</MenuItem>
      {CULTURES.map((entry) => (
        <MenuItem key={entry} value={entry}>
          {cultureName(entry, culture)}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** Someone saved since this was opened: both versions, and a way to take theirs. */
export function StaleNotice({
  stale,
  onReload,
}: {
  stale: NonNullable<Refusal['stale']>;
  onReload: () => void;
}) {
  const t = useT();
  return (
    <Alert
      severity="warning"
      sx={{ mt: 2 }}
      action={
        <Button color="inherit" size="small" onClick={onReload}>
          {t('Taxonomy.LoadTheirs')}
        </Button>
      }
    >
      {t('Taxonomy.Stale', { current: stale.current, yours: stale.yours })}
    </Alert>
  );
}

/** A refusal's message that no field shows. */
export function RefusalNotice({ message }: { message: string | undefined }) {
  const t = useT();
  if (!message) return null;
  return (
    <Alert severity="error" sx={{ mt: 2 }}>
      {translateMessage(message, t)}
    </Alert>
  );
}

export const ALL_CULTURES = CULTURES;

/** A row's edit and delete buttons, each naming the row it acts on for screen readers. */
export function RowActions({
  name,
  onEdit,
  onDelete,
}: {
  name: string;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const t = useT();
  return (
    <TableCell>
      <Stack direction="row" spacing={1}>
        <Button size="small" onClick={onEdit} aria-label={`${t('Taxonomy.Edit')} ${name}`}>
          {t('Taxonomy.Edit')}
        </Button>
        <Button size="small" color="error" onClick={onDelete} aria-label={`${t('Taxonomy.Delete')} ${name}`}>
          {t('Taxonomy.Delete')}
        </Button>
      </Stack>
    </TableCell>
  );
}

/**
 * A brand's, a tag's or an attribute's edit dialog: its fields, then, when the save was refused,
 * someone else's newer save (with a way to take it) or the reason no field shows.
 */
export function EditDialog({
  title,
  maxWidth,
  saving,
  stale,
  refusal,
  onSubmit,
  onReload,
  onClose,
  children,
}: {
  title: string;
  maxWidth: 'sm' | 'md' | 'lg';
  saving: boolean;
  stale: Refusal['stale'] | undefined;
  refusal: string | undefined;
  onSubmit: () => void;
  onReload: () => void;
  onClose: () => void;
  children: ReactNode;
}) {
  const t = useT();
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth={maxWidth}>
      <form
        noValidate
        aria-label={title}
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        <DialogTitle>{title}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {children}
          </Stack>
          {stale ? <StaleNotice stale={stale} onReload={onReload} /> : null}
          <RefusalNotice message={refusal} />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('Core.Cancel')}</Button>
          <Button type="submit" variant="contained" loading={saving}>
            {t('Backoffice.Save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
