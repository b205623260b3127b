import { CultureSchema, ProblemSchema } from '@vitrine/api-client';
import { type Culture, isCulture } from '@vitrine/i18n';
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

/** An id in a path, query or body: a UUID, or a 400 naming the field. */
export const Uuid = z.string().uuid('Validation.Uuid');

/** `?culture=` on calls whose answer has names: the configured default culture when absent. */
export const OptionalCultureQuery = z.object({ culture: CultureSchema.optional() });

/**
 * The culture a signed-in person's answer is written in (names, amounts): the one asked for with
 * `?culture=`, else the person's own, else the shop's.
 */
export const answerCulture =
  (defaultCulture: Culture) =>
  (request: { query: { culture?: Culture | undefined }; user: { culture: string | null } }): Culture =>
    request.query.culture ?? (isCulture(request.user.culture) ? request.user.culture : defaultCulture);

/** The problems a guarded route may answer: bad input, signed out, wrong role, not found. */
export const GUARDED_PROBLEMS = {
  400: ProblemSchema,
  401: ProblemSchema,
  403: ProblemSchema,
  404: ProblemSchema,
} as const;
