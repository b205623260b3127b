import { isApiError } from '@vitrine/api-client';

/**
 * What an account call's failure means to its form: refusals of fields (shown beside them), a
 * refusal of the whole request (a message: a used link, too many attempts), or a failure the
 * error flow has already shown (Manager.UnknowsErrors).
 */
export type AccountRefusal =
  | { kind: 'fields'; errors: Array<[string, string]> }
  | { kind: 'message'; key: string }
  | { kind: 'failed' };

export function accountRefusal(error: unknown, fields: readonly string[]): AccountRefusal {
  if (!isApiError(error)) return { kind: 'failed' };
  if (error.status === 429) return { kind: 'message', key: 'Security.TooManyAttempts' };
  if (error.status !== 400) return { kind: 'failed' };
  const reasons = Object.entries(error.problem?.errors ?? {});
  const onFields = reasons
    .filter(([name]) => fields.includes(name))
    .flatMap(([name, messages]) => (messages[0] ? [[name, messages[0]] as [string, string]] : []));
  if (onFields.length) return { kind: 'fields', errors: onFields };
  const first = reasons[0]?.[1][0];
  return first ? { kind: 'message', key: first } : { kind: 'failed' };
}
