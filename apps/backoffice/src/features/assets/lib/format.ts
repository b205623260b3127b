import { CULTURE_LOCALES, type Culture } from '@vitrine/i18n';

const UNITS = ['byte', 'kilobyte', 'megabyte', 'gigabyte'] as const;

/** A file size as people read it ("1.5 MB", "820 kB"), in the culture's number format and unit names. */
export function formatBytes(bytes: number, culture: Culture): string {
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return new Intl.NumberFormat(CULTURE_LOCALES[culture], {
    style: 'unit',
    unit: UNITS[unit],
    unitDisplay: 'short',
    maximumFractionDigits: unit === 0 ? 0 : 1,
  }).format(value);
}

/** "1600 × 600 px", or undefined for a file without dimensions. */
export function formatDimensions(width: number | null, height: number | null): string | undefined {
  return width && height ? `${width} × ${height} px` : undefined;
}
