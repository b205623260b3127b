import { isApiError } from '@vitrine/api-client';
import { refusalOf } from '../../lib/refusal';

/**
 * What a refused sales form shows (spec 001 §8 "Sales customer form failure: the returned
 * Message"): the answer's `Message`, else its first field message or title. Undefined for a
 * failure that is no answer of the gateway (the central error flow shows those).
 */
export function formMessageOf(error: unknown): string | undefined {
  if (!isApiError(error)) return undefined;
  const message = (error.problem as { Message?: unknown } | undefined)?.Message;
  return typeof message === 'string' && message ? message : refusalOf(error);
}
