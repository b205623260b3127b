import { describe, expect, it } from 'vitest';
import { cultureFromPath, cultureOfSegment, isCultureLike, localePath, swapCulture } from './culture-url';
import { negotiateCulture } from './cultures';

describe('swapCulture', () => {
  it.each([
    ['/fr', 'nl', '/nl'],
    ['/fr/', 'nl', '/nl'],
    ['/fr/a-propos', 'de', '/de/a-propos'],
    ['/fr/catalog?q=chaise&sort=price#top', 'es', '/es/catalog?q=chaise&sort=price#top'],
    ['/', 'it', '/it'],
    ['/shoppingcarts', 'pt', '/pt/shoppingcarts'],
  ] as const)('%s → %s gives %s', (href, culture, expected) => {
    expect(swapCulture(href, culture)).toBe(expected);
  });

  it('keeps the application base path', () => {
    expect(swapCulture('/shop/fr/catalog?q=x', 'nl', '/shop')).toBe('/shop/nl/catalog?q=x');
    expect(cultureFromPath('/shop/de/x', '/shop')).toBe('de');
    expect(localePath('it', '/catalog', '/shop/')).toBe('/shop/it/catalog');
  });

  it('reads the culture segment only when it is a supported culture', () => {
    expect(cultureFromPath('/nl/x')).toBe('nl');
    expect(cultureFromPath('/en/x')).toBeUndefined();
    expect(cultureFromPath('/')).toBeUndefined();
  });
});

describe('negotiateCulture', () => {
  it('takes the supported language with the highest weight', () => {
    expect(negotiateCulture('en-GB,en;q=0.9,nl;q=0.8,de;q=0.9', 'fr')).toBe('de');
    expect(negotiateCulture('pt-BR', 'fr')).toBe('pt');
    expect(negotiateCulture('en-US,en;q=0.5', 'fr')).toBe('fr');
    expect(negotiateCulture('nl;q=0, it', 'fr')).toBe('it');
    expect(negotiateCulture(undefined, 'es')).toBe('es');
  });
});

describe('culture-like segments', () => {
  it.each(['en', 'EN', 'FR', 'fr', 'pt-BR', 'de_CH', 'zh-Hant', 'en-GB'])(
    '%s reads as a language',
    (segment) => {
      expect(isCultureLike(segment)).toBe(true);
    },
  );

  it.each(['catalog', 'a-propos', 'faq', 'p', 'f1', '', 'fr-', 'en-a', 'admin'])('%s does not', (segment) => {
    expect(isCultureLike(segment)).toBe(false);
  });

  it('names our culture when the segment is ours in another case or with a region', () => {
    expect(cultureOfSegment('FR')).toBe('fr');
    expect(cultureOfSegment('pt-BR')).toBe('pt');
    expect(cultureOfSegment('De_ch')).toBe('de');
    expect(cultureOfSegment('en')).toBeNull();
    expect(cultureOfSegment('en-FR')).toBeNull();
    expect(cultureOfSegment('francais')).toBeNull();
  });
});
