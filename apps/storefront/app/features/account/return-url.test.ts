import { describe, expect, it } from 'vitest';
import { safeReturnUrl } from './return-url';

describe('safeReturnUrl', () => {
  it('keeps addresses of this site', () => {
    expect(safeReturnUrl('/fr/contact?x=1', '/fr')).toBe('/fr/contact?x=1');
  });
  it.each(['//evil.example/', '/\\evil.example', 'https://evil.example/', 'javascript:alert(1)', '', null])(
    'replaces %s by the fallback',
    (value) => {
      expect(safeReturnUrl(value, '/fr')).toBe('/fr');
    },
  );
});
