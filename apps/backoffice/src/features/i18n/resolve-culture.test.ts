import { afterEach, describe, expect, it } from 'vitest';
import { readStoredCulture, resolveCulture, storeCulture } from './resolve-culture';

describe('resolveCulture', () => {
  it('prefers the language chosen in the menu', () => {
    expect(resolveCulture({ chosen: 'it', userCulture: 'nl', browserLanguages: ['de'] })).toBe('it');
  });

  it('then takes the signed-in user culture, region tags included', () => {
    expect(resolveCulture({ userCulture: 'nl', browserLanguages: ['de'] })).toBe('nl');
    expect(resolveCulture({ userCulture: 'pt-BR', browserLanguages: ['de'] })).toBe('pt');
  });

  it('then negotiates the browser languages, else French', () => {
    expect(resolveCulture({ userCulture: null, browserLanguages: ['en-GB', 'es-ES', 'de'] })).toBe('es');
    expect(resolveCulture({ userCulture: 'en', browserLanguages: ['en-US'] })).toBe('fr');
    expect(resolveCulture({})).toBe('fr');
  });
});

describe('the stored language choice', () => {
  afterEach(() => window.localStorage.clear());

  it('round-trips a culture and ignores anything else', () => {
    expect(readStoredCulture()).toBeUndefined();
    storeCulture('de');
    expect(readStoredCulture()).toBe('de');
    window.localStorage.setItem('vitrine.backoffice.culture', 'en');
    expect(readStoredCulture()).toBeUndefined();
  });
});
