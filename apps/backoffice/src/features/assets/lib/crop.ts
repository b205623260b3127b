export interface Size {
  width: number;
  height: number;
}

/** A rectangle as the cropper reports it: in the pixels of the image it shows. */
export interface CropArea {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** The crop call's rectangle, in the source image's pixels (spec 000 §7 croptempimg). */
export interface CropRectangle {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** The crop dialog's box (spec 000 §9). */
export const CROP_BOX: Size = { width: 568, height: 400 };

/**
 * The largest rectangle of the crop size's proportions, centred in the image: where the crop box
 * starts, so that "OK" straight away keeps as much of the picture as possible.
 */
export function defaultCropArea(image: Size, crop: Size): CropArea {
  const ratio = crop.width / crop.height;
  let width = image.width;
  let height = width / ratio;
  if (height > image.height) {
    height = image.height;
    width = height * ratio;
  }
  return {
    left: (image.width - width) / 2,
    top: (image.height - height) / 2,
    width,
    height,
  };
}

/**
 * Turns the cropper's area (in the pixels of the image it displays) into whole source pixels for the
 * crop call: scaled when the server measured the upload at another size, kept to the crop size's
 * proportions, never smaller than the crop size (the server would have to enlarge) and inside the image.
 */
export function toCropRectangle(area: CropArea, displayed: Size, source: Size, crop: Size): CropRectangle {
  const scaleX = source.width / displayed.width;
  const scaleY = source.height / displayed.height;
  const ratio = crop.width / crop.height;
  // Width decides, height follows the ratio; then both shrink together if the image is too narrow/short.
  let w = Math.max(area.width * scaleX, crop.width);
  let h = w / ratio;
  if (h < crop.height) {
    h = crop.height;
    w = h * ratio;
  }
  if (w > source.width) {
    w = source.width;
    h = w / ratio;
  }
  if (h > source.height) {
    h = source.height;
    w = h * ratio;
  }
  w = Math.round(w);
  h = Math.round(h);
  const centreX = (area.left + area.width / 2) * scaleX;
  const centreY = (area.top + area.height / 2) * scaleY;
  const x = Math.round(Math.min(Math.max(centreX - w / 2, 0), source.width - w));
  const y = Math.round(Math.min(Math.max(centreY - h / 2, 0), source.height - h));
  return { x, y, w, h };
}
