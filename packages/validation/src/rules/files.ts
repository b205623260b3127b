import { type AcceptList, isFileTypeAccepted } from '../upload';
import { isBlank, toFiles, toText } from '../values';

/**
 * File rules read the files of a FileList (react-hook-form hands the input's FileList over) or an array
 * of files; a plain string is a file name, which is all an old browser's file input exposes.
 */
function fileNames(value: unknown): string[] {
  const files = toFiles(value);
  if (files) return files.map((file) => file.name);
  return toText(value)
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name !== '');
}

/** jQuery's `extension`: file names end with one of the extensions ("png|jpe?g|gif" by default). */
export function extension(value: unknown, param?: string | boolean): boolean {
  if (isBlank(value)) return true;
  const alternatives = typeof param === 'string' ? param.replace(/,/g, '|') : 'png|jpe?g|gif';
  const pattern = new RegExp(`\\.(${alternatives})$`, 'i');
  return fileNames(value).every((name) => pattern.test(name));
}

/** jQuery's `accept`, with spec 000's matching: MIME types, wildcards and extensions; jpg and jpeg alike. */
export function accept(value: unknown, param?: AcceptList | boolean): boolean {
  if (isBlank(value)) return true;
  const list = typeof param === 'string' || Array.isArray(param) ? (param as AcceptList) : 'image/*';
  const files = toFiles(value) ?? fileNames(value).map((name) => ({ name, type: '', size: 0 }));
  return files.every((file) => isFileTypeAccepted(file, list));
}

export function maxfiles(value: unknown, max: number): boolean {
  const files = toFiles(value);
  return files === null || files.length <= max;
}

/** jQuery's `maxsize`: no file is larger than the bound, in bytes. */
export function maxsize(value: unknown, maxBytes: number): boolean {
  const files = toFiles(value);
  return files === null || maxBytes <= 0 || files.every((file) => file.size <= maxBytes);
}

/** Spec 000 §5's minimum file size: no file is smaller than the bound, in bytes. */
export function minsize(value: unknown, minBytes: number): boolean {
  const files = toFiles(value);
  return files === null || files.every((file) => file.size >= minBytes);
}

export function maxsizetotal(value: unknown, maxBytes: number): boolean {
  const files = toFiles(value);
  return files === null || files.reduce((total, file) => total + file.size, 0) <= maxBytes;
}
