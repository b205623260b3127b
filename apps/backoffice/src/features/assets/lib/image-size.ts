import type { Size } from './crop';

/**
 * The dimensions of an image file as the browser decodes it (EXIF orientation applied). Rejects when
 * the file does not decode: spec 000 §8's "correctly encoded image" case.
 */
export function readImageSize(file: Blob): Promise<Size> {
  return new Promise((resolve, reject) => {
    const url = URL.createObjectURL(file);
    const image = new Image();
    image.onload = () => {
      URL.revokeObjectURL(url);
      if (image.naturalWidth > 0 && image.naturalHeight > 0)
        resolve({ width: image.naturalWidth, height: image.naturalHeight });
      else reject(new Error('The image has no dimensions'));
    };
    image.onerror = () => {
      URL.revokeObjectURL(url);
      reject(new Error('The file is not a decodable image'));
    };
    image.src = url;
  });
}
