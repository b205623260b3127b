import { type WidgetName, type WidgetSettings, WidgetSettingsSchema } from '@vitrine/api-client';

/**
 * A widget's settings described for a form, read from its zod schema (the contract is the one
 * source: a new widget's form follows from its schema, ADR 035).
 */
export type SettingField =
  | { Kind: 'number'; Name: string; Min?: number; Max?: number; Integer: boolean; Optional: boolean }
  | { Kind: 'boolean'; Name: string }
  | { Kind: 'enum'; Name: string; Options: readonly string[]; Optional: boolean }
  | { Kind: 'string'; Name: string; MaxLength?: number; Optional: boolean; Format?: 'datetime' }
  | { Kind: 'asset'; Name: string; Optional: boolean }
  | { Kind: 'assets'; Name: string; Max?: number }
  | { Kind: 'strings'; Name: string; Max?: number }
  | { Kind: 'choices'; Name: string; Options: readonly string[] }
  | { Kind: 'group'; Name: string; Fields: SettingField[]; Min?: number; Max?: number }
  | { Kind: 'object'; Name: string; Fields: SettingField[] };

// zod 4 keeps a schema's shape in `_zod.def`; only what the widgets' settings use is read here.
interface Def {
  type: string;
  innerType?: Schema;
  defaultValue?: unknown;
  element?: Schema;
  shape?: Record<string, Schema>;
  entries?: Record<string, string>;
  values?: unknown[];
  options?: Schema[];
  checks?: { _zod: { def: { check: string; minimum?: number; maximum?: number } } }[];
}
interface Schema {
  _zod: { def: Def };
  minValue?: number | null;
  maxValue?: number | null;
  isInt?: boolean;
  maxLength?: number | null;
  format?: string | null;
}

const def = (schema: Schema): Def => schema._zod.def;

/** The schema under its wrappers (default, optional, nullable), whether it may be left out, and its default. */
function unwrap(schema: Schema): { inner: Schema; optional: boolean; fallback: unknown } {
  let inner = schema;
  let optional = false;
  let fallback: unknown;
  for (;;) {
    const d = def(inner);
    if (d.type === 'default' || d.type === 'prefault') {
      fallback = typeof d.defaultValue === 'function' ? (d.defaultValue as () => unknown)() : d.defaultValue;
      optional = true;
      inner = d.innerType as Schema;
    } else if (d.type === 'optional' || d.type === 'nullable') {
      optional = true;
      inner = d.innerType as Schema;
    } else return { inner, optional, fallback };
  }
}

const bound = (value: number | null | undefined) =>
  value === null || value === undefined || !Number.isFinite(value) ? undefined : value;

function lengthChecks(schema: Schema) {
  let min: number | undefined;
  let max: number | undefined;
  for (const check of def(schema).checks ?? []) {
    const c = check._zod.def;
    if (c.check === 'min_length') min = c.minimum;
    if (c.check === 'max_length') max = c.maximum;
  }
  return { ...(min !== undefined ? { Min: min } : {}), ...(max !== undefined ? { Max: max } : {}) };
}

/** The field, and the default its schema gives (used when an editor adds a widget or an item). */
function fieldOf(name: string, schema: Schema): SettingField | null {
  const field = bareFieldOf(name, schema);
  const { fallback } = unwrap(schema);
  if (field && fallback !== undefined) defaults.set(field, fallback);
  return field;
}

const defaults = new WeakMap<SettingField, unknown>();

function bareFieldOf(name: string, schema: Schema): SettingField | null {
  const { inner, optional } = unwrap(schema);
  const d = def(inner);
  switch (d.type) {
    case 'number': {
      const min = bound(inner.minValue);
      const max = bound(inner.maxValue);
      return {
        Kind: 'number',
        Name: name,
        ...(min !== undefined ? { Min: min } : {}),
        ...(max !== undefined ? { Max: max } : {}),
        Integer: Boolean(inner.isInt),
        Optional: optional,
      };
    }
    case 'boolean':
      return { Kind: 'boolean', Name: name };
    case 'enum':
      return { Kind: 'enum', Name: name, Options: Object.values(d.entries ?? {}), Optional: optional };
    case 'literal':
      return null;
    case 'string': {
      if (name === 'AssetId') return { Kind: 'asset', Name: name, Optional: optional };
      const max = bound(inner.maxLength);
      return {
        Kind: 'string',
        Name: name,
        ...(max !== undefined ? { MaxLength: max } : {}),
        Optional: optional,
        ...(inner.format === 'datetime' ? { Format: 'datetime' as const } : {}),
      };
    }
    case 'array': {
      const element = unwrap(d.element as Schema).inner;
      const checks = lengthChecks(inner);
      if (def(element).type === 'object')
        return { Kind: 'group', Name: name, Fields: fieldsOf(element), ...checks };
      if (def(element).type === 'enum')
        return { Kind: 'choices', Name: name, Options: Object.values(def(element).entries ?? {}) };
      if (name === 'AssetIds')
        return { Kind: 'assets', Name: name, ...(checks.Max ? { Max: checks.Max } : {}) };
      return { Kind: 'strings', Name: name, ...(checks.Max ? { Max: checks.Max } : {}) };
    }
    case 'object':
      return { Kind: 'object', Name: name, Fields: fieldsOf(inner) };
    default:
      return null;
  }
}

function fieldsOf(object: Schema): SettingField[] {
  return Object.entries(def(object).shape ?? {}).flatMap(([name, schema]) => {
    const field = fieldOf(name, schema);
    return field ? [field] : [];
  });
}

const widgetSchemas = (): Map<string, Schema> =>
  new Map(
    (WidgetSettingsSchema.options as unknown as Schema[]).map((option) => {
      const name = def(unwrap(def(option).shape?.Name as Schema).inner).values?.[0];
      return [String(name), option];
    }),
  );

let schemas: Map<string, Schema> | undefined;
const schemaOf = (name: string): Schema | undefined => {
  schemas ??= widgetSchemas();
  return schemas.get(name);
};

/** Every widget a block may hold, in the contract's order. */
export function widgetNames(): WidgetName[] {
  schemas ??= widgetSchemas();
  return [...schemas.keys()] as WidgetName[];
}

/** The form's fields of a widget's settings (its `Name` aside). */
const fieldsByWidget = new Map<string, SettingField[]>();
export function widgetFields(name: string): SettingField[] {
  const known = fieldsByWidget.get(name);
  if (known) return known;
  const schema = schemaOf(name);
  const fields = schema ? fieldsOf(schema) : [];
  fieldsByWidget.set(name, fields);
  return fields;
}

/** A value an editor starts from for one field: its default, else the smallest valid one. */
export function fieldDefault(field: SettingField): unknown {
  if (defaults.has(field)) return structuredClone(defaults.get(field));
  // A setting that may be left out and has no default starts out left out.
  if ('Optional' in field && field.Optional) return undefined;
  switch (field.Kind) {
    case 'number':
      return field.Min ?? 0;
    case 'boolean':
      return false;
    case 'enum':
      return field.Options[0] ?? '';
    case 'string':
    case 'asset':
      return '';
    case 'assets':
    case 'strings':
    case 'choices':
      return [];
    case 'group':
      return field.Min ? Array.from({ length: field.Min }, () => groupItemDefaults(field.Fields)) : [];
    case 'object':
      return groupItemDefaults(field.Fields);
  }
}

/** A new item of a repeatable group, every field at its start value. */
export function groupItemDefaults(fields: readonly SettingField[]): Record<string, unknown> {
  return Object.fromEntries(
    fields.flatMap((field) => {
      const value = fieldDefault(field);
      return value === undefined ? [] : [[field.Name, value]];
    }),
  );
}

/** A new widget's settings: the contract's defaults, the smallest valid value elsewhere. */
export function widgetDefaults(name: WidgetName): WidgetSettings {
  const settings: Record<string, unknown> = { Name: name };
  for (const field of widgetFields(name)) {
    const value = fieldDefault(field);
    if (value !== undefined) settings[field.Name] = value;
  }
  return settings as WidgetSettings;
}
