import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { CULTURES, type Culture } from '@vitrine/i18n';
import { useCulture } from '../../../lib/i18n-context';
import { cultureName } from '../product-list';

/** A name per culture, as an edited record (an empty one is a missing translation). */
export type Names = Record<Culture, string>;

export const namesOf = (rows: readonly { Culture: Culture; Name: string }[]): Names => {
  const names = Object.fromEntries(CULTURES.map((culture) => [culture, ''])) as Names;
  for (const row of rows) names[row.Culture] = row.Name;
  return names;
};

/** The cultures given a name, as the gateway takes them. */
export const translationsOfNames = (names: Names) =>
  CULTURES.filter((culture) => names[culture].trim()).map((culture) => ({
    Culture: culture,
    Name: names[culture],
  }));

/** One text field per culture, named by the culture in the staff's language. */
export function NamesFields({
  names,
  onChange,
  disabled = false,
  label,
  messageOf,
}: {
  names: Names;
  onChange: (names: Names) => void;
  disabled?: boolean;
  /** Prefixes each field's label (a value's key). */
  label?: string;
  messageOf?: (culture: Culture) => string | undefined;
}) {
  const { culture } = useCulture();
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
      {CULTURES.map((entry) => (
        <TextField
          key={entry}
          size="small"
          label={label ? `${label} · ${cultureName(entry, culture)}` : cultureName(entry, culture)}
          value={names[entry]}
          disabled={disabled}
          onChange={(event) => onChange({ ...names, [entry]: event.target.value })}
          error={Boolean(messageOf?.(entry))}
          helperText={messageOf?.(entry)}
          slotProps={{ htmlInput: { lang: entry } }}
          sx={{ width: 200 }}
        />
      ))}
    </Stack>
  );
}
