import {
  isApiError,
  type StockNotificationLinkResult,
  type StockNotificationSubscribed,
} from '@vitrine/api-client';

/** What a subscription attempt came to, as the form shows it. */
export type SubscribeOutcome =
  | { state: 'done'; answer: StockNotificationSubscribed }
  /** Refused with reasons: per field (the e-mail) and for the whole form (a sold-out variant back in stock). */
  | { state: 'refused'; email: string[]; form: string[] }
  /** The call itself failed: an i18n key to show. */
  | { state: 'failed'; message: string };

/** Reads a failed subscription call: the server's reasons when it gave some, a translated failure else. */
export function subscribeFailure(error: unknown): SubscribeOutcome {
  if (isApiError(error)) {
    if (error.status === 429) return { state: 'failed', message: 'StockNotification.TooMany' };
    const errors = error.problem?.errors;
    if (errors && (error.status === 400 || error.status === 404 || error.status === 422)) {
      const email = errors.Email ?? [];
      const form = Object.entries(errors)
        .filter(([field]) => field !== 'Email')
        .flatMap(([, messages]) => messages);
      if (email.length || form.length) return { state: 'refused', email, form };
    }
  }
  return { state: 'failed', message: 'StockNotification.Failed' };
}

/** What a confirmation or unsubscribe link came to. */
export type LinkOutcome = { ok: true; result: StockNotificationLinkResult } | { ok: false; message: string };

export function linkFailure(error: unknown): LinkOutcome {
  if (isApiError(error) && (error.status === 404 || error.status === 400))
    return { ok: false, message: 'StockNotification.LinkInvalid' };
  if (isApiError(error) && error.status === 429) return { ok: false, message: 'StockNotification.TooMany' };
  return { ok: false, message: 'StockNotification.Failed' };
}
