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

/** A brand's initials: the first letter of its first two words (Atelier Morvan → AM). */
export const brandInitials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase() ?? '')
    .join('');

const LOGO_COLOURS = ['#1F4E5F', '#9A3F1C', '#3D5A3A', '#5B3F6B', '#8A6A1E', '#2E3A59', '#7A2E3A'];
const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export const LOGO_WIDTH = 400;
export const LOGO_HEIGHT = 200;

/**
 * A demo brand's logo: a monogram (circle, square or diamond, by the brand's place in the list)
 * beside its name set in two lines, on white. Drawn once per brand at seed time; the font is
 * the system's sans serif (DejaVu on Debian), and the image's alt text is the brand's name.
 */
export function brandLogoSvg(name: string, index: number, width = LOGO_WIDTH): string {
  const colour = LOGO_COLOURS[index % LOGO_COLOURS.length] ?? '#1F4E5F';
  const [first = name, ...rest] = name.split(/\s+/);
  const second = rest.join(' ');
  // Long words get a smaller size so that they keep inside the logo.
  // Bold capitals with letter spacing run wider than the mixed-case second line.
  const fontSize = (text: string, size: number, perChar: number) =>
    Math.min(size, Math.floor(232 / Math.max(1, text.length * perChar)));
  const firstSize = fontSize(first.toUpperCase(), 40, 0.8);
  const secondSize = fontSize(second, 38, 0.62);
  const mark = [
    `<circle cx="76" cy="100" r="58" fill="${colour}"/>`,
    `<rect x="20" y="44" width="112" height="112" rx="14" fill="${colour}"/>`,
    `<rect x="36" y="60" width="80" height="80" rx="8" transform="rotate(45 76 100)" fill="${colour}"/>`,
  ][index % 3];
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${Math.round((width * LOGO_HEIGHT) / LOGO_WIDTH)}" viewBox="0 0 ${LOGO_WIDTH} ${LOGO_HEIGHT}">` +
    `<rect width="${LOGO_WIDTH}" height="${LOGO_HEIGHT}" fill="#ffffff"/>${mark}` +
    `<text x="76" y="117" font-family="DejaVu Serif, Georgia, serif" font-size="46" font-weight="700" fill="#ffffff" text-anchor="middle">${escapeXml(brandInitials(name))}</text>` +
    `<text x="152" y="${second ? 96 : 114}" font-family="DejaVu Sans, Arial, sans-serif" font-size="${firstSize}" font-weight="700" letter-spacing="1" fill="#1D1D1B">${escapeXml(first.toUpperCase())}</text>` +
    (second
      ? `<text x="152" y="${96 + secondSize + 6}" font-family="DejaVu Sans, Arial, sans-serif" font-size="${secondSize}" fill="${colour}">${escapeXml(second)}</text>`
      : '') +
    '</svg>'
  );
}

/** Both renditions of a brand's logo (it is smaller than the large box: drawn at its own size). */
export async function renderBrandLogo(name: string, index: number): Promise<RenderedImage> {
  const [large, thumb] = await Promise.all([
    sharp(Buffer.from(brandLogoSvg(name, index)))
      .webp({ quality: 90 })
      .toBuffer(),
    sharp(Buffer.from(brandLogoSvg(name, index, THUMB_SIZE)))
      .webp({ quality: 90 })
      .toBuffer(),
  ]);
  return {
    large,
    thumb,
    width: LOGO_WIDTH,
    height: LOGO_HEIGHT,
    sha256: createHash('sha256').update(large).digest('hex'),
  };
}

/** An interior to sit behind the home page's words: furniture of the catalogue's own drawings. */
export const HERO_WIDTH = 1200;
export const HERO_HEIGHT = 450;

export function heroSvg(width = HERO_WIDTH, height = HERO_HEIGHT): string {
  const paint = (main: string, accent: string, third: string): Paint => ({
    main,
    accent,
    third,
    line: mix(main, '#000000', 0.45),
  });
  // Each piece in its 100 × 100 box, placed and scaled on a 1200 × 450 stage.
  const piece = (shape: ShapeKey, x: number, scale: number, p: Paint) =>
    `<g transform="translate(${x} ${400 - 88 * scale}) scale(${scale})" stroke="${p.line}" stroke-width="0.4" stroke-opacity="0.5">${SHAPES[shape](p)}</g>`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${HERO_WIDTH} ${HERO_HEIGHT}" preserveAspectRatio="xMidYMid slice">` +
    '<defs><linearGradient id="wall" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#E9E1D3"/><stop offset="1" stop-color="#D8CBB6"/></linearGradient></defs>' +
    `<rect width="${HERO_WIDTH}" height="${HERO_HEIGHT}" fill="url(#wall)"/>` +
    '<rect x="0" y="400" width="1200" height="50" fill="#B89B74"/><rect x="0" y="398" width="1200" height="4" fill="#9C7F5B"/>' +
    // The left of the stage stays calm: the page's words sit there on wide screens.
    '<rect x="800" y="40" width="260" height="220" rx="6" fill="#F6F1E7" opacity="0.8"/>' +
    '<rect x="928" y="40" width="4" height="220" fill="#E0D6C4"/><rect x="800" y="148" width="260" height="4" fill="#E0D6C4"/>' +
    `<ellipse cx="800" cy="420" rx="380" ry="20" fill="#8E7252" opacity="0.35"/>` +
    piece('lamp', 360, 2.6, paint('#E4B15A', '#3A3A38', '#F3D9A4')) +
    piece('shelf', 500, 3.2, paint('#6B4F33', '#8A6A4A', '#C9703E')) +
    piece('table', 800, 2.4, paint('#6B4F33', '#4E3925', '#8A6A4A')) +
    piece('chair', 720, 2.8, paint('#1F4E5F', '#D9C6A5', '#2F6B7F')) +
    piece('chair', 930, 2.8, paint('#1F4E5F', '#D9C6A5', '#2F6B7F')) +
    piece('pot', 1092, 1.1, paint('#C9703E', '#A3562C', '#E8A878')) +
    '</svg>'
  );
}

/** The home page's hero image, both renditions. */
export async function renderHeroImage(): Promise<RenderedImage> {
  const [large, thumb] = await Promise.all([
    sharp(Buffer.from(heroSvg())).webp({ quality: 82 }).toBuffer(),
    sharp(Buffer.from(heroSvg(THUMB_SIZE, Math.round((THUMB_SIZE * HERO_HEIGHT) / HERO_WIDTH))))
      .webp({ quality: 82 })
      .toBuffer(),
  ]);
  return {
    large,
    thumb,
    width: HERO_WIDTH,
    height: HERO_HEIGHT,
    sha256: createHash('sha256').update(large).digest('hex'),
  };
}
