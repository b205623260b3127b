interface SwatchColours {
  ColorCode1: string | null;
  ColorCode2: string | null;
  ColorCode3: string | null;
}

const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/** Up to three colours side by side (spec 001 §3 ColorCode1..3); anything but a hex code is ignored. */
export function swatchBackground(colours: SwatchColours): string | undefined {
  const codes = [colours.ColorCode1, colours.ColorCode2, colours.ColorCode3].filter(
    (code): code is string => typeof code === 'string' && HEX.test(code),
  );
  if (codes.length === 0) return undefined;
  if (codes.length === 1) return codes[0];
  const share = 100 / codes.length;
  const stops = codes.map((code, index) => `${code} ${index * share}% ${(index + 1) * share}%`);
  return `linear-gradient(135deg, ${stops.join(', ')})`;
}

/** A colour dot; the colour's name is given by the surrounding label (or title). */
export function Swatch({
  colours,
  title,
  size = 'medium',
}: {
  colours: SwatchColours;
  title?: string;
  size?: 'small' | 'medium';
}) {
  return (
    <span
      className={`swatch swatch--${size}`}
      style={{ background: swatchBackground(colours) ?? 'transparent' }}
      title={title}
      aria-hidden="true"
    />
  );
}
