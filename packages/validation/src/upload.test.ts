import { describe, expect, it } from 'vitest';
import {
  bytesToMegabytes,
  decideImageCrop,
  effectiveMimeType,
  imageTooSmallMessage,
  isFileTypeAccepted,
  isImageFile,
  keepExtension,
  nameExtension,
  nameWithoutExtension,
  parseAcceptList,
  validateUpload,
} from './upload';
import type { FileLike } from './values';

const file = (name: string, type: string, size = 1000): FileLike => ({ name, type, size });

describe('isFileTypeAccepted (spec 000 §5: accept list, jpg also accepts jpeg)', () => {
  it.each<[FileLike, string, boolean]>([
    [file('photo.jpeg', 'image/jpeg'), 'image/jpg', true],
    [file('photo.jpg', 'image/jpeg'), 'image/jpeg', true],
    [file('photo.jpeg', 'image/jpeg'), '.jpg', true],
    [file('PHOTO.JPG', 'image/jpeg'), '.jpeg', true],
    [file('photo.jpeg', ''), 'jpg', true],
    [file('photo.JPG', ''), 'IMAGE/JPEG', true],
    [file('photo.png', 'image/png'), 'image/*', true],
    [file('photo.webp', ''), 'image/*', true],
    [file('photo.png', 'image/png'), '.jpg,.jpeg', false],
    [file('manual.pdf', 'application/pdf'), 'image/*', false],
    [file('manual.pdf', 'application/pdf'), 'image/*, application/pdf', true],
    [file('manual.pdf', 'application/octet-stream'), 'application/pdf', true],
    [file('archive', 'application/zip'), '.zip', false],
    [file('anything.bin', 'application/octet-stream'), '*/*', true],
    [file('anything.bin', 'application/octet-stream'), '', true],
  ])('%j with %j → %s', (candidate, accept, expected) =>
    expect(isFileTypeAccepted(candidate, accept)).toBe(expected),
  );

  it('reads accept lists written with commas, pipes or as arrays', () => {
    expect(parseAcceptList('image/*, .PDF|.docx')).toEqual(['image/*', '.pdf', '.docx']);
    expect(parseAcceptList(['.JPG', ' '])).toEqual(['.jpg']);
  });

  it('infers the type of a file the browser could not type', () => {
    expect(effectiveMimeType(file('a.svg', ''))).toBe('image/svg+xml');
    expect(effectiveMimeType(file('a.jpg', 'image/pjpeg'))).toBe('image/jpeg');
    expect(effectiveMimeType(file('a.unknown', ''))).toBe('');
  });
});

describe('validateUpload', () => {
  const rules = { accept: 'image/*', maxFileSize: 5 * 1024 * 1024, minFileSize: 10 * 1024, maxFiles: 2 };

  it('passes a valid selection', () => {
    expect(validateUpload([file('a.jpg', 'image/jpeg', 200_000)], rules)).toEqual([]);
    expect(validateUpload(undefined, rules)).toEqual([]);
  });

  it('reports every problem with its translated message key and parameters', () => {
    const issues = validateUpload(
      [
        file('big.jpg', 'image/jpeg', 6 * 1024 * 1024),
        file('tiny.png', 'image/png', 100),
        file('doc.pdf', 'application/pdf', 50_000),
      ],
      rules,
    );
    expect(issues).toEqual([
      { rule: 'maxFiles', message: { key: 'Validation.MaxFiles', params: { max: 2 } } },
      {
        rule: 'maxFileSize',
        fileName: 'big.jpg',
        message: { key: 'Validation.MaxFileSize', params: { max: 5 } },
      },
      {
        rule: 'minFileSize',
        fileName: 'tiny.png',
        message: { key: 'Validation.MinFileSize', params: { min: 10 } },
      },
      { rule: 'accept', fileName: 'doc.pdf', message: { key: 'Validation.FileType' } },
    ]);
  });

  it('treats a maximum size of 0 as no limit and checks the total', () => {
    expect(validateUpload([file('a.jpg', 'image/jpeg', 10 ** 9)], { maxFileSize: 0 })).toEqual([]);
    expect(
      validateUpload([file('a.jpg', 'image/jpeg', 600_000), file('b.jpg', 'image/jpeg', 600_000)], {
        maxTotalSize: 1024 * 1024,
      }).map((issue) => issue.rule),
    ).toEqual(['maxTotalSize']);
  });

  it('expresses sizes in megabytes for messages', () => {
    expect(bytesToMegabytes(5 * 1024 * 1024)).toBe(5);
    expect(bytesToMegabytes(512 * 1024)).toBe(0.5);
    expect(bytesToMegabytes(1_000_000)).toBe(0.95);
  });
});

describe('the image widget (spec 000 §4 and §8)', () => {
  it.each<[{ width: number; height: number }, { width?: number; height?: number } | undefined, string]>([
    [{ width: 800, height: 600 }, undefined, 'accept'],
    [{ width: 800, height: 600 }, { width: 0, height: 0 }, 'accept'],
    [{ width: 568, height: 400 }, { width: 568, height: 400 }, 'accept'],
    [{ width: 500, height: 600 }, { width: 568, height: 400 }, 'too-small'],
    [{ width: 800, height: 399 }, { width: 568, height: 400 }, 'too-small'],
    [{ width: 1200, height: 900 }, { width: 568, height: 400 }, 'crop'],
  ])('%j with crop size %j → %s', (image, cropSize, expected) =>
    expect(decideImageCrop(image, cropSize)).toBe(expected),
  );

  it('carries the required width and height in the too-small message', () => {
    expect(imageTooSmallMessage({ width: 568, height: 400 })).toEqual({
      key: 'Validation.ImageTooSmall',
      params: { width: 568, height: 400 },
    });
  });

  it('recognises images by type or extension', () => {
    expect(isImageFile(file('a.png', 'image/png'))).toBe(true);
    expect(isImageFile(file('a.HEIC', ''))).toBe(true);
    expect(isImageFile(file('a.pdf', 'application/pdf'))).toBe(false);
  });
});

describe('a rename keeps the file extension', () => {
  it.each([
    ['hero.png', 'banner', 'banner.png'],
    ['hero.png', 'banner.png', 'banner.png'],
    ['hero.png', 'banner.PNG', 'banner.PNG'],
    ['Notice.PDF', '  guide  ', 'guide.PDF'],
    ['hero.png', 'banner.jpg', 'banner.jpg.png'],
    ['sans extension', 'autre nom', 'autre nom'],
    ['.htaccess', 'config', 'config'],
    ['photo v1.2 final', 'photo v2', 'photo v2'],
  ])('%j renamed %j → %j', (current, next, expected) => expect(keepExtension(current, next)).toBe(expected));

  it('splits a name into its base and extension', () => {
    expect(nameExtension('tabouret.tourne.webp')).toBe('.webp');
    expect(nameWithoutExtension('tabouret.tourne.webp')).toBe('tabouret.tourne');
    expect(nameExtension('README')).toBe('');
    expect(nameWithoutExtension('README')).toBe('README');
  });
});
