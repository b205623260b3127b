import type { ApiError } from '@vitrine/api-client';

/**
 * The message key to show for a refused request: the server's own key for the field when it gave one
 * (an encoded message, translated with decodeMessage), else its problem detail key, else the generic one.
 */
export function problemMessage(error: ApiError, field?: string): string {
  const fieldMessage = field ? error.fieldErrors(field)[0] : undefined;
  if (fieldMessage) return fieldMessage;
  const first = Object.values(error.problem?.errors ?? {}).flat()[0];
  if (first) return first;
  const detail = error.problem?.detail;
  if (detail && /^[A-Z][\w]*\.[\w.]+(\|.*)?$/.test(detail)) return detail;
  return 'Manager.UnknowsErrors';
}
