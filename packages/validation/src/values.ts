/**
 * Form values arrive in many shapes: strings from text inputs, booleans from checkboxes, numbers from
 * `valueAsNumber`, arrays from multi-selects, FileLists from file inputs and JSON values in API bodies.
 * Every rule reads them through these helpers so that it behaves the same on the client and on the server.
 */

/** The part of a browser `File` (or an uploaded multipart file) that the upload rules read. */
export interface FileLike {
  readonly name: string;
  readonly type: string;
  readonly size: number;
}

export function isFileLike(value: unknown): value is FileLike {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Record<string, unknown>;
  return typeof candidate.name === 'string' && typeof candidate.size === 'number';
}

/** The files of a value: a FileList, an array of files or a single file; null when the value holds none. */
export function toFiles(value: unknown): FileLike[] | null {
  if (isFileLike(value)) return [value];
  if (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { length?: unknown }).length === 'number'
  ) {
    const files = Array.from(value as ArrayLike<unknown>).filter(isFileLike);
    return files.length > 0 ? files : null;
  }
  return null;
}

/**
 * Whether a value counts as "not filled in": the jQuery Validation notion behind `required` and behind
 * "empty optional values pass". Whitespace-only text, an unchecked checkbox and an empty selection are blank.
 */
export function isBlank(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (typeof value === 'boolean') return !value;
  if (typeof value === 'number') return Number.isNaN(value);
  if (Array.isArray(value)) return value.every(isBlank);
  if (typeof value === 'object' && typeof (value as { length?: unknown }).length === 'number') {
    return (value as { length: number }).length === 0;
  }
  return false;
}

export function isFilled(value: unknown): boolean {
  return !isBlank(value);
}

/** The text a rule inspects; numbers and booleans read as an input would show them. */
export function toText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return Number.isNaN(value) ? '' : String(value);
  if (typeof value === 'boolean' || typeof value === 'bigint') return String(value);
  if (Array.isArray(value)) return value.map(toText).join(',');
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : value.toISOString();
  return String(value);
}

const DECIMAL_PATTERN = /^[+-]?(?:\d+(?:[.,]\d*)?|[.,]\d+)$/;

/** A number typed with a dot or a decimal comma ("12,5"), or null when the value is not one. */
export function toNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'bigint') return Number(value);
  if (typeof value !== 'string') return null;
  const text = value.trim();
  if (!DECIMAL_PATTERN.test(text)) return null;
  return Number(text.replace(',', '.'));
}

/** How many items a value holds, in jQuery Validation's sense: characters of text, entries of a selection. */
export function lengthOf(value: unknown): number {
  if (Array.isArray(value)) return value.filter(isFilled).length;
  if (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { length?: unknown }).length === 'number'
  ) {
    return (value as { length: number }).length;
  }
  return toText(value).length;
}

/** A form field name as jQuery rules wrote it ("#password", "[name=email]") or as plainly given. */
export function fieldName(selector: string): string {
  const trimmed = selector.trim();
  const attribute = /^\[name=["']?([^"'\]]+)["']?\]$/.exec(trimmed);
  if (attribute?.[1]) return attribute[1];
  return trimmed.replace(/^[#.]/, '');
}

/** A list of field names given as an array or as a comma-separated string. */
export function fieldNames(selectors: string | readonly string[]): string[] {
  const list = typeof selectors === 'string' ? selectors.split(',') : selectors;
  return list.map(fieldName).filter((name) => name !== '');
}

/** Reads a field of a form, following dotted paths ("Billing.Country") for nested form values. */
export function readField(form: Readonly<Record<string, unknown>> | undefined, name: string): unknown {
  if (!form) return undefined;
  if (Object.hasOwn(form, name)) return form[name];
  let current: unknown = form;
  for (const part of name.split('.')) {
    if (typeof current !== 'object' || current === null) return undefined;
    current = (current as Record<string, unknown>)[part];
  }
  return current;
}
