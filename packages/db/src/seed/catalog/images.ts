import { createHash } from 'node:crypto';
import sharp from 'sharp';
import type { ShapeKey } from './words';

export const LARGE_SIZE = 1200;
export const THUMB_SIZE = 320;

/** 'front' is the product; 'detail' a close-up, the second photo of a product that comes in one colour. */
export type PhotoView = 'front' | 'detail';

export interface RenderedImage {
  large: Buffer;
  thumb: Buffer;
  width: number;
  height: number;
  sha256: string;
}

const clamp = (value: number) => Math.max(0, Math.min(255, Math.round(value)));

function mix(hex: string, other: string, weight: number): string {
  const parse = (h: string) => [1, 3, 5].map((i) => Number.parseInt(h.slice(i, i + 2), 16));
  const a = parse(hex);
  const b = parse(other);
  return `#${a
    .map((value, i) =>
      clamp(value * (1 - weight) + (b[i] ?? 0) * weight)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

interface Paint {
  main: string;
  accent: string;
  third: string;
  line: string;
}

/** Each silhouette in a 100 × 100 box, standing on y ≈ 88 where the shadow falls. */
const SHAPES: Record<ShapeKey, (p: Paint) => string> = {
  chair: (p) =>
    `<rect x="30" y="14" width="36" height="38" rx="4" fill="${p.main}"/>` +
    `<rect x="34" y="20" width="28" height="6" rx="2" fill="${p.third}"/>` +
    `<rect x="26" y="50" width="46" height="9" rx="3" fill="${p.accent}"/>` +
    `<rect x="29" y="58" width="5" height="30" fill="${p.main}"/><rect x="64" y="58" width="5" height="30" fill="${p.main}"/>`,
  lamp: (p) =>
    `<path d="M34 16 H66 L76 44 H24 Z" fill="${p.main}"/><rect x="24" y="40" width="52" height="4" fill="${p.third}"/>` +
    `<rect x="48" y="44" width="4" height="38" fill="${p.accent}"/><ellipse cx="50" cy="85" rx="18" ry="4" fill="${p.accent}"/>`,
  vase: (p) =>
    `<path d="M42 14 H58 V24 C74 34 76 60 66 80 Q62 88 50 88 Q38 88 34 80 C24 60 26 34 42 24 Z" fill="${p.main}"/>` +
    `<rect x="31" y="50" width="38" height="7" fill="${p.accent}"/><rect x="33" y="60" width="34" height="3" fill="${p.third}"/>`,
  table: (p) =>
    `<rect x="12" y="38" width="76" height="8" rx="2" fill="${p.main}"/><rect x="12" y="44" width="76" height="3" fill="${p.third}"/>` +
    `<rect x="18" y="46" width="6" height="42" fill="${p.accent}"/><rect x="76" y="46" width="6" height="42" fill="${p.accent}"/>`,
  cushion: (p) =>
    `<path d="M18 24 Q50 18 82 24 Q76 52 82 80 Q50 86 18 80 Q24 52 18 24 Z" fill="${p.main}"/>` +
    `<path d="M20 46 Q50 42 80 46 L80 58 Q50 54 20 58 Z" fill="${p.accent}"/><circle cx="50" cy="52" r="3" fill="${p.third}"/>`,
  mug: (p) =>
    `<path d="M64 38 Q82 38 80 54 Q78 68 64 66" fill="none" stroke="${p.accent}" stroke-width="6"/>` +
    `<rect x="26" y="30" width="40" height="56" rx="6" fill="${p.main}"/><rect x="26" y="30" width="40" height="7" rx="3" fill="${p.accent}"/>` +
    `<rect x="26" y="60" width="40" height="4" fill="${p.third}"/>`,
  pot: (p) =>
    `<path d="M50 44 C40 26 30 22 22 24 C30 30 38 36 50 44 Z M50 44 C58 22 70 16 80 20 C70 28 60 34 50 44 Z M50 44 C48 28 50 14 54 8 C58 20 54 32 50 44 Z" fill="#5F8A57"/>` +
    `<path d="M28 44 H72 L66 88 H34 Z" fill="${p.main}"/><rect x="25" y="42" width="50" height="9" rx="2" fill="${p.accent}"/>` +
    `<rect x="31" y="62" width="38" height="3" fill="${p.third}"/>`,
  shelf: (p) =>
    `<rect x="20" y="10" width="5" height="78" fill="${p.main}"/><rect x="75" y="10" width="5" height="78" fill="${p.main}"/>` +
    [22, 44, 66, 86].map((y) => `<rect x="20" y="${y}" width="60" height="4" fill="${p.accent}"/>`).join('') +
    `<rect x="30" y="30" width="6" height="14" fill="${p.third}"/><rect x="37" y="32" width="5" height="12" fill="${p.main}"/>` +
    `<rect x="58" y="54" width="12" height="12" rx="6" fill="${p.third}"/>`,
  rug: (p) =>
    `<path d="M22 40 H86 L78 84 H14 Z" fill="${p.main}"/><path d="M29 46 H78 L72 78 H23 Z" fill="none" stroke="${p.accent}" stroke-width="3"/>` +
    `<path d="M36 56 H70 L68 68 H34 Z" fill="${p.third}"/>`,
  bowl: (p) =>
    `<path d="M16 50 H84 Q82 84 50 86 Q18 84 16 50 Z" fill="${p.main}"/><ellipse cx="50" cy="50" rx="34" ry="7" fill="${p.accent}"/>` +
    `<path d="M22 64 H78" stroke="${p.third}" stroke-width="3"/>`,
  stool: (p) =>
    `<path d="M36 52 L28 88 M64 52 L72 88 M50 54 L50 88" stroke="${p.accent}" stroke-width="5"/>` +
    `<rect x="34" y="70" width="32" height="3" fill="${p.accent}"/><ellipse cx="50" cy="50" rx="24" ry="7" fill="${p.main}"/>` +
    `<ellipse cx="50" cy="48" rx="18" ry="4" fill="${p.third}"/>`,
  clock: (p) =>
    `<circle cx="50" cy="48" r="34" fill="${p.main}"/><circle cx="50" cy="48" r="27" fill="${p.third}"/>` +
    `<path d="M50 48 V28 M50 48 L64 56" stroke="${p.accent}" stroke-width="3.5" stroke-linecap="round"/>` +
    `<circle cx="50" cy="48" r="3" fill="${p.accent}"/>`,
};

/**
 * The SVG of one product photo: the silhouette filled with the colour (ColorCode1), its second
 * code as accent and its third as a stripe, on a soft background of the same hue.
 */
export function productSvg(shape: ShapeKey, codes: readonly string[], view: PhotoView, size: number): string {
  const main = codes[0] ?? '#999999';
  const accent = codes[1] ?? mix(main, '#000000', 0.3);
  const third = codes[2] ?? mix(main, '#ffffff', 0.35);
  const background = mix(main, '#f7f4ee', 0.86);
  const line = mix(main, '#000000', 0.45);
  const viewBox = view === 'front' ? '0 0 100 100' : '22 22 56 56';
  const art = SHAPES[shape]({ main, accent, third, line });
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="${viewBox}">` +
    `<rect x="0" y="0" width="100" height="100" fill="${background}"/>` +
    `<ellipse cx="50" cy="89" rx="34" ry="4" fill="#000000" fill-opacity="0.08"/>` +
    `<g stroke="${line}" stroke-width="0.4" stroke-opacity="0.5">${art}</g></svg>`
  );
}

/** Both renditions of one photo, as WebP, and the hash that de-duplicates the asset. */
export async function renderProductImage(
  shape: ShapeKey,
  codes: readonly string[],
  view: PhotoView,
): Promise<RenderedImage> {
  // Rendering the vector at each target size keeps the thumbnail crisp and skips a resize; the
  // lowest encoder effort halves the time and costs a few kilobytes on these flat drawings.
  const [large, thumb] = await Promise.all([
    sharp(Buffer.from(productSvg(shape, codes, view, LARGE_SIZE)))
      .webp({ quality: 80, effort: 0 })
      .toBuffer(),
    sharp(Buffer.from(productSvg(shape, codes, view, THUMB_SIZE)))
      .webp({ quality: 80, effort: 0 })
      .toBuffer(),
  ]);
  return {
    large,
    thumb,
    width: LARGE_SIZE,
    height: LARGE_SIZE,
    sha256: createHash('sha256').update(large).digest('hex'),
  };
}
