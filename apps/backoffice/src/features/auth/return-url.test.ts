import { describe, expect, it } from 'vitest';
import { loginPath, safeReturnPath } from './return-url';

describe('safeReturnPath', () => {
  it.each([
    ['/admin/customers', '/customers'],
    ['/admin/customers?page=2#top', '/customers?page=2#top'],
    ['/admin', '/'],
    ['/admin/', '/'],
  ])('follows the app path %s to %s', (returnUrl, expected) => {
    expect(safeReturnPath(returnUrl, '/admin')).toBe(expected);
  });

  it.each([
    [null],
    [''],
    ['https://evil.example/admin'],
    ['//evil.example/admin'],
    ['/\\evil.example'],
    ['/administrator'],
    ['/fr/catalog'],
    ['/admin/../api/v1/security/me'],
    ['/admin/login?returnUrl=%2Fadmin'],
    ['javascript:alert(1)'],
  ])('falls back to the dashboard for %s', (returnUrl) => {
    expect(safeReturnPath(returnUrl, '/admin')).toBe('/');
  });

  it('honours an application path in front of the back office', () => {
    expect(safeReturnPath('/shop/admin/assets', '/shop/admin')).toBe('/assets');
    expect(safeReturnPath('/admin/assets', '/shop/admin')).toBe('/');
  });
});

describe('loginPath', () => {
  it('carries the return address encoded', () => {
    expect(loginPath('/admin/customers?page=2')).toBe('/login?returnUrl=%2Fadmin%2Fcustomers%3Fpage%3D2');
    expect(loginPath()).toBe('/login');
  });
});
