import { isApiError } from '@vitrine/api-client';
import { translateMessage } from '@vitrine/validation';

type Translate = (key: string, params?: Record<string, string | number>) => string;

/**
 * Spec 001 §8 "Wishlist add failure": the returned `Message` (the server's refusal carries it
 * beside the problem), else the first reason it gave, else a general failure.
 */
export function addFailureMessage(error: unknown, t: Translate): string {
  if (isApiError(error)) {
    const problem = error.problem as
      | (Record<string, unknown> & { errors?: Record<string, string[]> })
      | undefined;
    if (typeof problem?.Message === 'string' && problem.Message) return translateMessage(problem.Message, t);
    const first = Object.values(problem?.errors ?? {}).flat()[0];
    if (first) return translateMessage(first, t);
  }
  return t('Wishlists.Failed');
}

/** Spec 001 §8 "Wishlist quantity-form failure": the answer's status text, or `Core.ErrorServer`. */
export function quantityFailureMessage(error: unknown, t: Translate): string {
  if (isApiError(error)) {
    const first = Object.values(error.problem?.errors ?? {}).flat()[0];
    if (first) return translateMessage(first, t);
    if (error.problem?.title) return error.problem.title;
  }
  return t('Core.ErrorServer');
}
