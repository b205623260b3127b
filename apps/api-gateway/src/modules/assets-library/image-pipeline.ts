import sharp, { type Sharp } from 'sharp';
import { originalExtension } from '../../lib/asset-files';

export const LARGE_SIZE = 1200;
export const THUMB_SIZE = 320;

/** Images the library stores (SVG never: it is a document that can carry script). */
export const IMAGE_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif']);
/** Every type an upload may be, detected from its bytes. */
export const ALLOWED_TYPES = new Set([...IMAGE_TYPES, 'application/pdf']);

export interface Renditions {
  original: Buffer;
  large: Buffer;
  thumb: Buffer;
  /** Of the original, after EXIF orientation. */
  width: number;
  height: number;
}

/** Why an image was refused: the caller turns it into the file's encoded Error. */
export class ImageRejected extends Error {
  constructor(readonly reason: 'pixel-limit' | 'invalid') {
    super(reason);
  }
}

const encodeOriginal = (image: Sharp, mimeType: string) => {
  const extension = originalExtension(mimeType);
  if (extension === 'jpg') return image.jpeg({ quality: 90, mozjpeg: false });
  if (extension === 'png') return image.png({ compressionLevel: 6 });
  return image.webp({ quality: 90 });
};

/**
 * Opens an image from a file or buffer with the decompression-bomb guard. Animated images keep
 * their first frame; the library stores stills.
 */
export function openImage(input: string | Buffer, maxPixels: number): Sharp {
  return sharp(input, { limitInputPixels: maxPixels, animated: false, failOn: 'error' });
}

/**
 * The header's pixel count, checked before any decoding; answers the image's size as it shows,
 * after its EXIF orientation (a quarter turn swaps width and height).
 */
export async function checkImage(
  input: string | Buffer,
  maxPixels: number,
): Promise<{ width: number; height: number }> {
  let width: number | undefined;
  let height: number | undefined;
  let orientation: number | undefined;
  try {
    ({ width, height, orientation } = await sharp(input, { limitInputPixels: false }).metadata());
  } catch {
    throw new ImageRejected('invalid');
  }
  if (!width || !height) throw new ImageRejected('invalid');
  if (width * height > maxPixels) throw new ImageRejected('pixel-limit');
  return orientation && orientation >= 5 ? { width: height, height: width } : { width, height };
}

const thumbnailOf = (image: Sharp) =>
  image.resize(THUMB_SIZE, THUMB_SIZE, { fit: 'inside', withoutEnlargement: true }).webp({ quality: 75 });

/**
 * The thumbnail an editor sees at once, made straight from the upload: turned by its EXIF
 * orientation, metadata left behind (sharp writes none unless asked), and decoded at the reduced
 * size JPEG and WebP allow, so a camera photo costs what a bare sharp resize does (ADR 039). The
 * whole image is still decoded, so a damaged file is refused here as before.
 */
export async function renderThumbnail(input: string | Buffer, maxPixels: number): Promise<Buffer> {
  try {
    return await thumbnailOf(openImage(input, maxPixels).rotate()).toBuffer();
  } catch (error) {
    translateSharpError(error);
  }
}

/**
 * The full-size files, made after the answer (a job, or the first request for the large rendition):
 * the original re-encoded in its format family, metadata stripped, and the large (≤ 1200 px) WebP.
 */
export async function renderFullSize(
  input: string | Buffer,
  options: { maxPixels: number; mimeType: string },
): Promise<{ original: Buffer; large: Buffer }> {
  try {
    const original = await encodeOriginal(
      openImage(input, options.maxPixels).rotate(),
      options.mimeType,
    ).toBuffer();
    const large = await openImage(original, Number.MAX_SAFE_INTEGER)
      .resize(LARGE_SIZE, LARGE_SIZE, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer();
    return { original, large };
  } catch (error) {
    translateSharpError(error);
  }
}

function translateSharpError(error: unknown): never {
  if (error instanceof ImageRejected) throw error;
  const message = error instanceof Error ? error.message : '';
  if (/pixel limit/i.test(message)) throw new ImageRejected('pixel-limit');
  throw new ImageRejected('invalid');
}

/**
 * The stored files of an image: the original re-encoded in its own format family (metadata
 * stripped: sharp keeps none unless asked), a large (≤ 1200 px) and a thumbnail (≤ 320 px) WebP.
 * `prepare` turns the decoded image first (EXIF orientation, a rotation, a crop).
 */
export async function renderRenditions(
  input: string | Buffer,
  options: { maxPixels: number; mimeType: string; prepare?: (image: Sharp) => Sharp },
): Promise<Renditions> {
  try {
    const prepare = options.prepare ?? ((image: Sharp) => image.rotate());
    // The original first: the renditions are made from it, already oriented and cropped, so the
    // source is decoded once whatever the preparation.
    const original = await encodeOriginal(
      prepare(openImage(input, options.maxPixels)),
      options.mimeType,
    ).toBuffer({ resolveWithObject: true });
    const fromOriginal = () => openImage(original.data, Number.MAX_SAFE_INTEGER);
    const [large, thumb] = await Promise.all([
      fromOriginal()
        .resize(LARGE_SIZE, LARGE_SIZE, { fit: 'inside', withoutEnlargement: true })
        .webp({ quality: 80 })
        .toBuffer(),
      thumbnailOf(fromOriginal()).toBuffer(),
    ]);
    return {
      original: original.data,
      large,
      thumb,
      width: original.info.width,
      height: original.info.height,
    };
  } catch (error) {
    translateSharpError(error);
  }
}

/** The oriented, re-encoded image a temporary upload keeps for the crop call. */
export async function renderOriginal(
  input: string | Buffer,
  options: { maxPixels: number; mimeType: string },
): Promise<{ data: Buffer; width: number; height: number }> {
  try {
    const { data, info } = await encodeOriginal(
      openImage(input, options.maxPixels).rotate(),
      options.mimeType,
    ).toBuffer({ resolveWithObject: true });
    return { data, width: info.width, height: info.height };
  } catch (error) {
    translateSharpError(error);
  }
}
