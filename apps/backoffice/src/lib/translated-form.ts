import { type ApiError, isApiError } from '@vitrine/api-client';
import type { Culture } from '@vitrine/i18n';
import { translateMessage } from '@vitrine/validation';
import { useState } from 'react';
import { useT } from './i18n-context';
import { refusalOf } from './refusal';

/** Per-field messages (encoded i18n keys) by field path, as the gateway names them. */
export type FieldErrors = Record<string, string[]>;

type Translated<T> = { Translations: Partial<Record<Culture, T>> };

/** A form with this culture's translation set to `next`, or without that culture when undefined. */
export const putTranslation =
  <F extends Translated<T>, T>(culture: Culture, next: T | undefined) =>
  (form: F): F => {
    const translations = { ...form.Translations };
    if (next) translations[culture] = next;
    else delete translations[culture];
    return { ...form, Translations: translations };
  };

/** A form with this culture's translation changed; a missing culture stays missing. */
export const changeTranslation =
  <F extends Translated<T>, T>(culture: Culture, change: (current: T) => T | undefined) =>
  (form: F): F => {
    const current = form.Translations[culture];
    return putTranslation<F, T>(culture, current ? change(current) : undefined)(form);
  };

/**
 * What a multilingual editor (news, FAQ, pages, popups) keeps of its saves' refusals: the
 * messages by field, the form's failure, and a conflict with another editor's newer save, which
 * `onConflict` handles and names (the failure shown).
 */
export function useSaveRefusals(onConflict: (error: ApiError) => string) {
  const t = useT();
  const [failure, setFailure] = useState<string | undefined>();
  const [errors, setErrors] = useState<FieldErrors>({});
  const fieldError = (name: string) => {
    const message = errors[name]?.[0];
    return message ? translateMessage(message, t) : undefined;
  };
  return {
    failure,
    setFailure,
    errors,
    fieldError,
    /** A culture whose fields were refused: its tab turns red. */
    cultureHasError: (culture: Culture) =>
      Object.keys(errors).some((key) => key.startsWith(`Translations.${culture}.`)),
    /** A save's refusal: a conflict, or the fields and the reason the server gave. */
    refused: (error: unknown) => {
      if (isApiError(error) && error.status === 409) {
        setFailure(onConflict(error));
        return;
      }
      setErrors(isApiError(error) ? (error.problem?.errors ?? {}) : {});
      setFailure(refusalOf(error) ?? 'Core.Error');
    },
    /** Before another attempt: nothing refused yet. */
    clear: () => {
      setFailure(undefined);
      setErrors({});
    },
  };
}
