import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import type { CategoryNode } from '@vitrine/api-client';
import { useApi } from '../api-context';
import { useCulture } from '../i18n-context';

/** The catalogue's categories in tree order, each with its depth (for indenting a select). */
export function flattenCategories(
  nodes: readonly CategoryNode[],
  depth = 0,
): { id: string; label: string; depth: number }[] {
  return nodes.flatMap((node) => [
    { id: node.CategoryId, label: node.Name, depth },
    ...flattenCategories(node.Children, depth + 1),
  ]);
}

/**
 * A widget's catalogue categories (`CategoryIds`) or category (`CategoryId`), picked by name from
 * the catalogue's tree in the editor's language rather than typed as ids.
 */
export function CategoryPicker({
  label,
  multiple,
  value,
  onChange,
  error,
}: {
  label: string;
  multiple: boolean;
  value: readonly string[];
  onChange: (ids: string[]) => void;
  error: string | undefined;
}) {
  const api = useApi();
  const { culture } = useCulture();
  const tree = useQuery({
    queryKey: ['catalogue', 'categories', culture],
    queryFn: ({ signal }) => api.catalog.categories(culture, { signal }),
  });
  const options = flattenCategories(tree.data ?? []);
  return (
    <TextField
      select
      label={label}
      value={multiple ? [...value] : (value[0] ?? '')}
      onChange={(event) => {
        const chosen = event.target.value as unknown;
        onChange(Array.isArray(chosen) ? chosen.map(String) : String(chosen) ? [String(chosen)] : []);
      }}
      slotProps={{
        select: {
          multiple,
          renderValue: (selected) =>
            (Array.isArray(selected) ? selected : [selected])
              .map((id) => options.find((option) => option.id === id)?.label ?? String(id))
              .join(', '),
        },
      }}
      error={Boolean(error)}
      helperText={error}
    >
      {!multiple && <MenuItem value="">—</MenuItem>}
      {options.map((option) => (
        <MenuItem key={option.id} value={option.id} sx={{ pl: 2 + option.depth * 2 }}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
