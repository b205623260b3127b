import { act, renderHook } from '@testing-library/react';
import { ApiError } from '@vitrine/api-client';
import { createTranslator, stringResources } from '@vitrine/i18n';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { I18nContext } from './i18n-context';
import { changeTranslation, putTranslation, useSaveRefusals } from './translated-form';

type Form = { Name: string; Translations: { fr?: { Title: string }; nl?: { Title: string } } };
const FORM: Form = { Name: 'x', Translations: { fr: { Title: 'Bonjour' } } };

describe('a multilingual form’s translations', () => {
  it('puts, replaces and removes one culture, leaving the others and the form as they were', () => {
    expect(putTranslation<Form, { Title: string }>('nl', { Title: 'Hallo' })(FORM).Translations).toEqual({
      fr: { Title: 'Bonjour' },
      nl: { Title: 'Hallo' },
    });
    expect(putTranslation<Form, { Title: string }>('fr', undefined)(FORM)).toEqual({
      Name: 'x',
      Translations: {},
    });
    expect(FORM.Translations).toEqual({ fr: { Title: 'Bonjour' } });
  });

  it('changes a culture that is there, and never makes up a missing one', () => {
    const upper = (current: { Title: string }) => ({ Title: current.Title.toUpperCase() });
    expect(changeTranslation<Form, { Title: string }>('fr', upper)(FORM).Translations.fr).toEqual({
      Title: 'BONJOUR',
    });
    expect(changeTranslation<Form, { Title: string }>('nl', upper)(FORM).Translations).toEqual(
      FORM.Translations,
    );
    expect(changeTranslation<Form, { Title: string }>('fr', () => undefined)(FORM).Translations).toEqual({});
  });
});

describe('useSaveRefusals', () => {
  const t = createTranslator(stringResources.fr);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <I18nContext.Provider value={{ culture: 'fr', setCulture: () => {}, t, ready: true }}>
      {children}
    </I18nContext.Provider>
  );
  const refusal = (status: number, errors?: Record<string, string[]>) =>
    new ApiError({
      status,
      url: '/api/v1/x',
      problem: { type: '/problems/validation', title: 'Refused', status, ...(errors ? { errors } : {}) },
    });

  it('shows the server’s field messages in the staff member’s language and marks their culture', () => {
    const onConflict = vi.fn(() => 'News.Admin.Conflict');
    const { result } = renderHook(() => useSaveRefusals(onConflict), { wrapper });
    act(() => result.current.refused(refusal(400, { 'Translations.nl.Title': ['Validation.Required'] })));
    expect(result.current.fieldError('Translations.nl.Title')).toBe(t('Validation.Required'));
    expect(result.current.cultureHasError('nl')).toBe(true);
    expect(result.current.cultureHasError('fr')).toBe(false);
    expect(result.current.failure).toBeDefined();
    expect(onConflict).not.toHaveBeenCalled();
    act(() => result.current.clear());
    expect(result.current.fieldError('Translations.nl.Title')).toBeUndefined();
    expect(result.current.failure).toBeUndefined();
  });

  it('hands a conflict to the form, which names the failure shown', () => {
    const onConflict = vi.fn(() => 'News.Admin.Conflict');
    const { result } = renderHook(() => useSaveRefusals(onConflict), { wrapper });
    act(() => result.current.refused(refusal(409)));
    expect(onConflict).toHaveBeenCalledOnce();
    expect(result.current.failure).toBe('News.Admin.Conflict');
  });

  it('says Core.Error when the save failed without an answer', () => {
    const { result } = renderHook(() => useSaveRefusals(() => 'x'), { wrapper });
    act(() => result.current.refused(new TypeError('network down')));
    expect(result.current.failure).toBe('Core.Error');
  });
});
