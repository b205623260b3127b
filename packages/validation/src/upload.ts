import { MESSAGE_KEYS, type ValidationMessage } from './messages';
import { type FileLike, toFiles } from './values';

/** An accept list as the `accept` attribute writes it ("image/*,.pdf") or as a list of tokens. */
export type AcceptList = string | readonly string[];

const BYTES_PER_KILOBYTE = 1024;
const BYTES_PER_MEGABYTE = 1024 * 1024;

/** Common extensions, to judge a file whose browser-reported type is missing or generic. */
const MIME_BY_EXTENSION: Readonly<Record<string, string>> = {
  avif: 'image/avif',
  bmp: 'image/bmp',
  csv: 'text/csv',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  gif: 'image/gif',
  heic: 'image/heic',
  ico: 'image/x-icon',
  jpeg: 'image/jpeg',
  jpg: 'image/jpeg',
  json: 'application/json',
  mp3: 'audio/mpeg',
  mp4: 'video/mp4',
  pdf: 'application/pdf',
  png: 'image/png',
  svg: 'image/svg+xml',
  tif: 'image/tiff',
  tiff: 'image/tiff',
  txt: 'text/plain',
  webm: 'video/webm',
  webp: 'image/webp',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  zip: 'application/zip',
};

/** Spec 000 §5: "jpg also accepts jpeg", whichever of the two the accept list or the file uses. */
function canonicalExtension(extension: string): string {
  const lower = extension.toLowerCase();
  return lower === 'jpeg' ? 'jpg' : lower;
}

function canonicalMime(type: string): string {
  const base = (type.split(';')[0] ?? '').trim().toLowerCase();
  return base === 'image/jpg' || base === 'image/pjpeg' ? 'image/jpeg' : base;
}

export function fileExtension(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const dot = base.lastIndexOf('.');
  return dot <= 0 ? '' : base.slice(dot + 1).toLowerCase();
}

/** A file name's extension as written, with its dot (".PNG"), or '' when the name has none. */
export function nameExtension(name: string): string {
  return /(?<=[^.\s])\.[A-Za-z0-9]{1,10}$/.exec(name.trim())?.[0] ?? '';
}

/** A file name without its extension ("hero.png" → "hero"). */
export function nameWithoutExtension(name: string): string {
  const trimmed = name.trim();
  return trimmed.slice(0, trimmed.length - nameExtension(trimmed).length);
}

/**
 * A renamed file keeps its extension: the file's type does not change with its name, and a download
 * named without it would not open. The new name gets the current extension unless it ends with it
 * already (in any case); "hero.png" renamed "banner" becomes "banner.png".
 */
export function keepExtension(currentName: string, nextName: string): string {
  const next = nextName.trim();
  const extension = nameExtension(currentName);
  if (!extension || next.toLowerCase().endsWith(extension.toLowerCase())) return next;
  return `${next}${extension}`;
}

/** The file's MIME type, or the one its extension implies when the browser reported none. */
export function effectiveMimeType(file: Pick<FileLike, 'name' | 'type'>): string {
  const reported = canonicalMime(file.type);
  if (reported !== '' && reported !== 'application/octet-stream') return reported;
  return MIME_BY_EXTENSION[fileExtension(file.name)] ?? reported;
}

export function parseAcceptList(accept: AcceptList): string[] {
  const tokens = typeof accept === 'string' ? accept.split(/[,|\s]+/) : accept;
  return tokens.map((token) => token.trim().toLowerCase()).filter((token) => token !== '');
}

function tokenAccepts(token: string, file: Pick<FileLike, 'name' | 'type'>): boolean {
  if (token === '*' || token === '*/*') return true;
  if (token.includes('/')) {
    const mime = effectiveMimeType(file);
    if (token.endsWith('/*')) return mime.startsWith(token.slice(0, -1));
    return canonicalMime(token) === mime;
  }
  const extension = token.startsWith('.') ? token.slice(1) : token;
  return canonicalExtension(extension) === canonicalExtension(fileExtension(file.name));
}

/**
 * Whether the accept list admits the file: by MIME type, wildcard ("image/*") or extension (".jpg" or
 * "jpg"), case-insensitively. An empty list admits everything, as a file input without `accept` does.
 */
export function isFileTypeAccepted(file: Pick<FileLike, 'name' | 'type'>, accept: AcceptList): boolean {
  const tokens = parseAcceptList(accept);
  return tokens.length === 0 || tokens.some((token) => tokenAccepts(token, file));
}

function roundTo(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
}

/** Megabytes for messages ("5 Mo", "0.5 MB"): two decimals at most, binary megabytes as browsers count. */
export function bytesToMegabytes(bytes: number): number {
  return roundTo(bytes / BYTES_PER_MEGABYTE, 2);
}

export function bytesToKilobytes(bytes: number): number {
  return roundTo(bytes / BYTES_PER_KILOBYTE, 2);
}

export interface UploadRules {
  /** The accept attribute's list. */
  readonly accept?: AcceptList;
  /** data-max-file-size, in bytes; 0 or less means no limit. */
  readonly maxFileSize?: number;
  readonly minFileSize?: number;
  readonly maxFiles?: number;
  readonly maxTotalSize?: number;
}

export type UploadRuleName = 'accept' | 'maxFiles' | 'maxFileSize' | 'minFileSize' | 'maxTotalSize';

export interface UploadIssue {
  readonly rule: UploadRuleName;
  /** The file the issue is about; absent for rules on the whole selection. */
  readonly fileName?: string;
  readonly message: ValidationMessage;
}

export function maxFilesMessage(max: number): ValidationMessage {
  return { key: MESSAGE_KEYS.MaxFiles, params: { max } };
}

export function maxFileSizeMessage(bytes: number): ValidationMessage {
  return { key: MESSAGE_KEYS.MaxFileSize, params: { max: bytesToMegabytes(bytes) } };
}

export function minFileSizeMessage(bytes: number): ValidationMessage {
  return { key: MESSAGE_KEYS.MinFileSize, params: { min: bytesToKilobytes(bytes) } };
}

export function maxTotalSizeMessage(bytes: number): ValidationMessage {
  return { key: MESSAGE_KEYS.MaxTotalSize, params: { max: bytesToMegabytes(bytes) } };
}

export const fileTypeMessage: ValidationMessage = { key: MESSAGE_KEYS.FileType };

/**
 * Checks a selection of files before upload (spec 000 §4 "Asset upload": select, validate type and size,
 * upload). Every problem is reported, each file's own, so the widget can list them all at once.
 */
export function validateUpload(selection: unknown, rules: UploadRules): UploadIssue[] {
  const files = toFiles(selection) ?? [];
  const issues: UploadIssue[] = [];
  if (rules.maxFiles !== undefined && rules.maxFiles > 0 && files.length > rules.maxFiles) {
    issues.push({ rule: 'maxFiles', message: maxFilesMessage(rules.maxFiles) });
  }
  for (const file of files) {
    if (rules.accept !== undefined && !isFileTypeAccepted(file, rules.accept)) {
      issues.push({ rule: 'accept', fileName: file.name, message: fileTypeMessage });
    }
    if (rules.maxFileSize !== undefined && rules.maxFileSize > 0 && file.size > rules.maxFileSize) {
      issues.push({
        rule: 'maxFileSize',
        fileName: file.name,
        message: maxFileSizeMessage(rules.maxFileSize),
      });
    }
    if (rules.minFileSize !== undefined && rules.minFileSize > 0 && file.size < rules.minFileSize) {
      issues.push({
        rule: 'minFileSize',
        fileName: file.name,
        message: minFileSizeMessage(rules.minFileSize),
      });
    }
  }
  const total = files.reduce((sum, file) => sum + file.size, 0);
  if (rules.maxTotalSize !== undefined && rules.maxTotalSize > 0 && total > rules.maxTotalSize) {
    issues.push({ rule: 'maxTotalSize', message: maxTotalSizeMessage(rules.maxTotalSize) });
  }
  return issues;
}

export interface ImageSize {
  readonly width: number;
  readonly height: number;
}

const IMAGE_EXTENSIONS = new Set([
  'avif',
  'bmp',
  'gif',
  'heic',
  'ico',
  'jpeg',
  'jpg',
  'png',
  'svg',
  'tif',
  'tiff',
  'webp',
]);

/** Whether a file claims to be an image, by type or extension; the image widget refuses anything else. */
export function isImageFile(file: Pick<FileLike, 'name' | 'type'>): boolean {
  return effectiveMimeType(file).startsWith('image/') || IMAGE_EXTENSIONS.has(fileExtension(file.name));
}

export function isImageLargeEnough(image: ImageSize, minimum: ImageSize): boolean {
  return image.width >= minimum.width && image.height >= minimum.height;
}

/** Spec 000 §8: the minimum-size message carries the required width and height in pixels. */
export function imageTooSmallMessage(minimum: ImageSize): ValidationMessage {
  return { key: MESSAGE_KEYS.ImageTooSmall, params: { width: minimum.width, height: minimum.height } };
}

export const imageInvalidMessage: ValidationMessage = { key: MESSAGE_KEYS.ImageInvalid };

export type ImageCropDecision = 'accept' | 'too-small' | 'crop';

/**
 * Spec 000 §4 "Image widget": without a crop size, or when the image already has exactly that size, the
 * image is accepted; smaller than the crop size in either direction is an error; anything else is cropped.
 */
export function decideImageCrop(image: ImageSize, cropSize?: Partial<ImageSize> | null): ImageCropDecision {
  const width = cropSize?.width ?? 0;
  const height = cropSize?.height ?? 0;
  if (!(width > 0 && height > 0)) return 'accept';
  if (image.width === width && image.height === height) return 'accept';
  if (!isImageLargeEnough(image, { width, height })) return 'too-small';
  return 'crop';
}
