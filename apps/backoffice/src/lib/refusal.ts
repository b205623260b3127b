import { isApiError } from '@vitrine/api-client';

/**
 * The first message a refused save carries, as an encoded i18n key: the server's for the field
 * when asked and given, else its first field message, else the problem's title. Undefined for a
 * failure that is not an API answer (the caller shows its generic error).
 */
export function refusalOf(error: unknown, field?: string): string | undefined {
  if (!isApiError(error)) return undefined;
  return (
    (field ? error.fieldErrors(field)[0] : undefined) ??
    Object.values(error.problem?.errors ?? {}).flat()[0] ??
    error.problem?.title
  );
}
