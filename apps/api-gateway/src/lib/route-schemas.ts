import { CultureSchema } from '@vitrine/api-client';
import { z } from 'zod';

/** `/{culture}/…` route parameters: an unknown culture is a 400 problem. */
export const CultureParams = z.object({ culture: CultureSchema });

/**
 * A slug as editors and the catalogue write them: letters and digits of any script and dashes;
 * content pages may also nest with '/'.
 */
export const slugSchema = ({ nested = false }: { nested?: boolean } = {}) =>
  z
    .string()
    .min(1)
    .max(200)
    .regex(nested ? /^[\p{L}\p{N}][\p{L}\p{N}\-/]*$/u : /^[\p{L}\p{N}][\p{L}\p{N}-]*$/u, 'Validation.Slug');
