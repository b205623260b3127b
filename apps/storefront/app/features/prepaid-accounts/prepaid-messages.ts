import { isApiError } from '@vitrine/api-client';

/**
 * What a refused prepaid form shows (spec 001 §8 "Sales customer form failure: returned Message"):
 * the answer's `Message`, else the first reason it gave, else a general failure; a message key,
 * translated where it is shown.
 */
export function prepaidRefusal(error: unknown): string {
  if (isApiError(error)) {
    const problem = error.problem as
      | (Record<string, unknown> & { errors?: Record<string, string[]> })
      | undefined;
    if (typeof problem?.Message === 'string' && problem.Message) return problem.Message;
    const first = Object.values(problem?.errors ?? {}).flat()[0];
    if (first) return first;
  }
  return 'Sales.PrepaidTopupFailed';
}
