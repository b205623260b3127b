import { z } from 'zod';

/**
 * Pieces the widgets' settings share. A setting that names an image of the asset library is called
 * `AssetId` (or `AssetIds`) wherever it sits in a widget's settings: the gateway checks those ids
 * when a body is saved and answers each widget with the photos they name (`widgetAssetIds`).
 */
export const maxMessage = (n: number) => `Validation.MaxLength|{"max":${n}}`;

export const AssetIdSchema = z.string({ error: 'Validation.Required' }).uuid('Validation.Uuid');

/** Where a link may go: this shop (a path or an anchor), the web over http(s), or an e-mail address. */
export const SAFE_HREF = /^(https?:\/\/[^\s]+|mailto:[^\s]+|\/(?!\/)[^\s]*|#[^\s]*)$/i;

/** A whole number between `min` and `max`, `fallback` when left out. */
export const boundedInt = (min: number, max: number, fallback: number) =>
  z
    .number()
    .int('Validation.Integer')
    .min(min, `Validation.Min|{"min":${min}}`)
    .max(max, `Validation.Max|{"max":${max}}`)
    .default(fallback);

/** Every library asset id held in a widget's settings, in the order they appear. */
export function widgetAssetIds(settings: unknown): string[] {
  const found: string[] = [];
  const walk = (value: unknown, key: string | null) => {
    if (typeof value === 'string') {
      if (key === 'AssetId') found.push(value);
      return;
    }
    if (Array.isArray(value)) {
      for (const item of value) walk(item, key === 'AssetIds' ? 'AssetId' : null);
      return;
    }
    if (value && typeof value === 'object')
      for (const [name, inner] of Object.entries(value)) walk(inner, name);
  };
  walk(settings, null);
  return found;
}
