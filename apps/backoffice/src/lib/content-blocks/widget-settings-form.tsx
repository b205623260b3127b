import AddIcon from '@mui/icons-material/Add';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteIcon from '@mui/icons-material/Delete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { WidgetSettings } from '@vitrine/api-client';
import type { Translate } from '@vitrine/i18n';
import { createContext, useContext } from 'react';
import { useT } from '../i18n-context';
import { moveBlock, type PickedAsset } from './block-model';
import { CategoryPicker } from './category-picker';
import type { BlockMediaKit } from './media-kit';
import { groupItemDefaults, type SettingField, widgetFields } from './widget-schema';

/** The picked assets a body's widgets name, by id: what the image widget shows for a stored id. */
export interface PickedAssets {
  get: (id: string) => PickedAsset | undefined;
  remember: (assets: readonly PickedAsset[]) => void;
}

export const PickedAssetsContext = createContext<PickedAssets>({ get: () => undefined, remember: () => {} });

/** A key's text, or the fallback while no one wrote the key (a missing string shows the key itself). */
export function labelOr(t: Translate, key: string, fallback: string): string {
  const text = t(key);
  return text === key ? fallback : text;
}

/** A widget's name for editors (`Widgets.<name>.Title`), its technical name while the key is missing. */
export function widgetTitle(t: Translate, name: string): string {
  return labelOr(t, `Widgets.${name}.Title`, name);
}

type Values = Record<string, unknown>;

/**
 * A widget's settings form, generated from its schema in the contract: numbers within their bounds,
 * switches, choices, texts, library images (one or several) and repeatable groups of small objects.
 * Labels are `Widgets.<widget>.<Field>` (`Widgets.<widget>.<Array>.<Field>` inside a group); errors
 * come by path under the widget (`Slides.0.AssetId`).
 */
export function WidgetSettingsForm({
  widget,
  onChange,
  media,
  idPrefix,
  fieldError,
}: {
  widget: WidgetSettings;
  onChange: (widget: WidgetSettings) => void;
  media: BlockMediaKit;
  /** Makes the image pickers' ids unique in the page. */
  idPrefix: string;
  /** The message for a path under the widget's settings. */
  fieldError: (path: string) => string | undefined;
}) {
  const fields = widgetFields(widget.Name);
  return (
    <FieldList
      fields={fields}
      values={widget as unknown as Values}
      onChange={(values) => onChange(values as unknown as WidgetSettings)}
      keyPrefix={`Widgets.${widget.Name}`}
      path=""
      media={media}
      idPrefix={idPrefix}
      fieldError={fieldError}
    />
  );
}

interface ListProps {
  fields: readonly SettingField[];
  values: Values;
  onChange: (values: Values) => void;
  /** The labels' key prefix: `Widgets.<widget>` or `Widgets.<widget>.<Array>`. */
  keyPrefix: string;
  /** The errors' path prefix: '' or `Slides.0.`. */
  path: string;
  media: BlockMediaKit;
  idPrefix: string;
  fieldError: (path: string) => string | undefined;
}

function FieldList({ fields, values, onChange, keyPrefix, path, media, idPrefix, fieldError }: ListProps) {
  const set = (name: string, value: unknown) => {
    const next = { ...values };
    if (value === undefined) delete next[name];
    else next[name] = value;
    onChange(next);
  };
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
      {fields.map((field) => (
        <SettingInput
          key={field.Name}
          field={field}
          value={values[field.Name]}
          onChange={(value) => set(field.Name, value)}
          keyPrefix={keyPrefix}
          path={`${path}${field.Name}`}
          media={media}
          idPrefix={idPrefix}
          fieldError={fieldError}
        />
      ))}
    </Box>
  );
}

function SettingInput({
  field,
  value,
  onChange,
  keyPrefix,
  path,
  media,
  idPrefix,
  fieldError,
}: {
  field: SettingField;
  value: unknown;
  onChange: (value: unknown) => void;
  keyPrefix: string;
  path: string;
  media: BlockMediaKit;
  idPrefix: string;
  fieldError: (path: string) => string | undefined;
}) {
  const t = useT();
  const picked = useContext(PickedAssetsContext);
  const label = labelOr(t, `${keyPrefix}.${field.Name}`, field.Name);
  const error = fieldError(path);
  const wide = { gridColumn: '1 / -1' };
  switch (field.Kind) {
    case 'number':
      return (
        <TextField
          type="number"
          label={label}
          value={typeof value === 'number' ? value : ''}
          onChange={(event) => {
            const text = event.target.value;
            onChange(text === '' ? undefined : Number(text));
          }}
          slotProps={{
            htmlInput: { min: field.Min, max: field.Max, step: field.Integer ? 1 : 'any' },
          }}
          error={Boolean(error)}
          helperText={error}
        />
      );
    case 'boolean':
      return (
        <Box>
          <FormControlLabel
            control={
              <Checkbox checked={value === true} onChange={(event) => onChange(event.target.checked)} />
            }
            label={label}
          />
          {error && <FormHelperText error>{error}</FormHelperText>}
        </Box>
      );
    case 'enum':
      return (
        <TextField
          select
          label={label}
          value={typeof value === 'string' ? value : ''}
          onChange={(event) => onChange(event.target.value === '' ? undefined : event.target.value)}
          error={Boolean(error)}
          helperText={error}
        >
          {field.Optional && <MenuItem value="">—</MenuItem>}
          {field.Options.map((option) => (
            <MenuItem key={option} value={option}>
              {labelOr(t, `${keyPrefix}.${field.Name}.${option}`, option)}
            </MenuItem>
          ))}
        </TextField>
      );
    case 'string':
      if (field.Name === 'CategoryId')
        return (
          <CategoryPicker
            label={label}
            multiple={false}
            value={typeof value === 'string' && value ? [value] : []}
            onChange={(ids) => onChange(ids[0] ?? (field.Optional ? undefined : ''))}
            error={error}
          />
        );
      if (field.Format === 'datetime')
        return (
          <TextField
            type="datetime-local"
            label={label}
            value={typeof value === 'string' && value ? localInput(value) : ''}
            onChange={(event) =>
              onChange(event.target.value ? new Date(event.target.value).toISOString() : undefined)
            }
            slotProps={{ inputLabel: { shrink: true } }}
            error={Boolean(error)}
            helperText={error}
          />
        );
      return (
        <TextField
          label={label}
          value={typeof value === 'string' ? value : ''}
          onChange={(event) =>
            onChange(field.Optional && event.target.value === '' ? undefined : event.target.value)
          }
          slotProps={{ htmlInput: { maxLength: field.MaxLength } }}
          error={Boolean(error)}
          helperText={error}
        />
      );
    case 'asset':
    case 'assets': {
      const ids =
        field.Kind === 'asset' ? (typeof value === 'string' && value ? [value] : []) : asStrings(value);
      return (
        <Box sx={wide}>
          <media.ImagePicker
            uniqueId={`${idPrefix}-${path.replaceAll('.', '-')}`}
            label={label}
            multiple={field.Kind === 'assets'}
            value={ids.map((id) => picked.get(id) ?? { AssetId: id, Name: id })}
            onChange={(assets) => {
              picked.remember(assets);
              if (field.Kind === 'assets') onChange(assets.map((asset) => asset.AssetId));
              else onChange(assets[0]?.AssetId ?? (field.Optional ? undefined : ''));
            }}
            helperText={error}
          />
        </Box>
      );
    }
    case 'strings':
      if (field.Name === 'CategoryIds')
        return (
          <CategoryPicker label={label} multiple value={asStrings(value)} onChange={onChange} error={error} />
        );
      return (
        <TextField
          label={label}
          value={asStrings(value).join(', ')}
          onChange={(event) =>
            onChange(
              event.target.value
                .split(',')
                .map((item) => item.trim())
                .filter(Boolean),
            )
          }
          error={Boolean(error)}
          helperText={error}
        />
      );
    case 'choices': {
      const chosen = asStrings(value);
      return (
        <Box component="fieldset" sx={{ ...wide, border: 0, p: 0, m: 0 }}>
          <Typography component="legend" variant="subtitle2">
            {label}
          </Typography>
          <FormGroup row>
            {field.Options.map((option) => (
              <FormControlLabel
                key={option}
                control={
                  <Checkbox
                    checked={chosen.includes(option)}
                    onChange={(event) =>
                      onChange(
                        // The contract's order, whatever the order of the clicks.
                        field.Options.filter((item) =>
                          item === option ? event.target.checked : chosen.includes(item),
                        ),
                      )
                    }
                  />
                }
                label={labelOr(t, `${keyPrefix}.${field.Name}.${option}`, option)}
              />
            ))}
          </FormGroup>
          {error && <FormHelperText error>{error}</FormHelperText>}
        </Box>
      );
    }
    case 'object':
      return (
        <Box component="fieldset" sx={{ ...wide, border: 0, p: 0, m: 0 }}>
          <Typography component="legend" variant="subtitle2" sx={{ mb: 1 }}>
            {label}
          </Typography>
          <FieldList
            fields={field.Fields}
            values={(value as Values | undefined) ?? {}}
            onChange={onChange}
            keyPrefix={`${keyPrefix}.${field.Name}`}
            path={`${path}.`}
            media={media}
            idPrefix={idPrefix}
            fieldError={fieldError}
          />
        </Box>
      );
    case 'group':
      return (
        <Box sx={wide}>
          <Group
            field={field}
            label={label}
            items={Array.isArray(value) ? (value as Values[]) : []}
            onChange={onChange}
            keyPrefix={`${keyPrefix}.${field.Name}`}
            path={path}
            error={error}
            media={media}
            idPrefix={idPrefix}
            fieldError={fieldError}
            t={t}
          />
        </Box>
      );
  }
}

const pad = (n: number) => String(n).padStart(2, '0');
/** An instant as a datetime-local value, in the editor's time zone. */
function localInput(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

const asStrings = (value: unknown): string[] => (Array.isArray(value) ? value.map(String) : []);

/** A repeatable group (a slider's slides, a map's markers): add, remove and move its items. */
function Group({
  field,
  label,
  items,
  onChange,
  keyPrefix,
  path,
  error,
  media,
  idPrefix,
  fieldError,
  t,
}: {
  field: Extract<SettingField, { Kind: 'group' }>;
  label: string;
  items: Values[];
  onChange: (items: Values[]) => void;
  keyPrefix: string;
  path: string;
  error: string | undefined;
  media: BlockMediaKit;
  idPrefix: string;
  fieldError: (path: string) => string | undefined;
  t: Translate;
}) {
  const full = field.Max !== undefined && items.length >= field.Max;
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <Typography component="legend" variant="subtitle2" sx={{ mb: 1 }}>
        {label}
      </Typography>
      {error && <FormHelperText error>{error}</FormHelperText>}
      <Stack spacing={1}>
        {items.map((item, index) => {
          const number = index + 1;
          return (
            <Paper
              // Items have no identity of their own: their place is it.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above.
              key={index}
              variant="outlined"
              component="fieldset"
              sx={{ p: 1.5, m: 0 }}
              aria-label={`${label} ${number}`}
            >
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
                <Typography variant="body2" sx={{ flexGrow: 1 }}>
                  {label} {number}
                </Typography>
                <IconButton
                  size="small"
                  aria-label={t('Blocks.ItemUp', { name: label, index: number })}
                  disabled={index === 0}
                  onClick={() => onChange(moveBlock(items, index, -1))}
                >
                  <ArrowUpwardIcon fontSize="small" />
                </IconButton>
                <IconButton
                  size="small"
                  aria-label={t('Blocks.ItemDown', { name: label, index: number })}
                  disabled={index === items.length - 1}
                  onClick={() => onChange(moveBlock(items, index, 1))}
                >
                  <ArrowDownwardIcon fontSize="small" />
                </IconButton>
                <IconButton
                  size="small"
                  aria-label={t('Blocks.ItemRemove', { name: label, index: number })}
                  disabled={field.Min !== undefined && items.length <= field.Min}
                  onClick={() => onChange(items.filter((_, at) => at !== index))}
                >
                  <DeleteIcon fontSize="small" />
                </IconButton>
              </Box>
              <FieldList
                fields={field.Fields}
                values={item}
                onChange={(next) => onChange(items.map((current, at) => (at === index ? next : current)))}
                keyPrefix={keyPrefix}
                path={`${path}.${index}.`}
                media={media}
                idPrefix={`${idPrefix}-${index}`}
                fieldError={fieldError}
              />
            </Paper>
          );
        })}
      </Stack>
      <Button
        size="small"
        startIcon={<AddIcon />}
        disabled={full}
        onClick={() => onChange([...items, groupItemDefaults(field.Fields)])}
        sx={{ mt: 1 }}
      >
        {t('Blocks.ItemAdd', { name: label })}
      </Button>
    </Box>
  );
}
