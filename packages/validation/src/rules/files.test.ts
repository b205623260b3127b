import { describe, expect, it } from 'vitest';
import type { FileLike } from '../values';
import { accept, extension, maxfiles, maxsize, maxsizetotal, minsize } from './files';

const file = (name: string, type: string, size = 1000): FileLike => ({ name, type, size });

/** Stands in for a browser FileList: array-like, not an array. */
function fileList(...files: FileLike[]): ArrayLike<FileLike> {
  return Object.assign(Object.create(null), files, { length: files.length });
}

const photo = file('Photo.JPG', 'image/jpeg', 2_000_000);
const scan = file('scan.jpeg', 'image/jpeg', 500_000);
const logo = file('logo.png', 'image/png', 30_000);
const manual = file('manual.pdf', 'application/pdf', 4_000_000);

describe('extension', () => {
  it.each<[unknown, string | undefined, boolean]>([
    ['photo.png', undefined, true],
    ['photo.JPEG', undefined, true],
    ['C:\\fakepath\\photo.gif', undefined, true],
    ['photo.pdf', undefined, false],
    ['photo.pdf', 'pdf,doc', true],
    ['photo.docx', 'pdf|doc', false],
    [fileList(photo, logo), undefined, true],
    [fileList(photo, manual), undefined, false],
    ['', 'pdf', true],
  ])('%j with %j → %s', (value, param, expected) => expect(extension(value, param)).toBe(expected));
});

describe('accept', () => {
  it.each<[unknown, string | readonly string[] | undefined, boolean]>([
    [fileList(photo), 'image/*', true],
    [fileList(manual), undefined, false],
    [fileList(photo), 'image/jpg', true],
    [fileList(scan), '.jpg', true],
    [fileList(photo), 'jpeg', true],
    [fileList(logo), 'image/jpeg,image/gif', false],
    [fileList(manual, logo), 'application/pdf, image/png', true],
    [[manual], ['.pdf'], true],
    ['report.PDF', 'application/pdf', true],
    [fileList(), 'image/*', true],
    [undefined, 'image/*', true],
  ])('%j with %j → %s', (value, param, expected) => expect(accept(value, param)).toBe(expected));
});

describe('file counts and sizes', () => {
  const three = fileList(photo, scan, logo);

  it('limits the number of files', () => {
    expect(maxfiles(three, 3)).toBe(true);
    expect(maxfiles(three, 2)).toBe(false);
    expect(maxfiles(fileList(), 0)).toBe(true);
    expect(maxfiles('', 1)).toBe(true);
  });

  it('limits each file and all files together', () => {
    expect(maxsize(three, 2_000_000)).toBe(true);
    expect(maxsize(three, 1_999_999)).toBe(false);
    expect(maxsize(three, 0)).toBe(true);
    expect(minsize(three, 30_000)).toBe(true);
    expect(minsize(three, 30_001)).toBe(false);
    expect(maxsizetotal(three, 2_530_000)).toBe(true);
    expect(maxsizetotal(three, 2_529_999)).toBe(false);
  });

  it('lets an empty selection pass', () => {
    for (const empty of [undefined, '', fileList()]) {
      expect(maxsize(empty, 1)).toBe(true);
      expect(minsize(empty, 1)).toBe(true);
      expect(maxsizetotal(empty, 1)).toBe(true);
    }
  });
});
