import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { contentSecurityPolicies } from '../src/lib/content-security-policy';

const base = { NODE_ENV: 'test', SESSION_SECRET: 'test-secret-that-is-long-enough-for-hmac-0123456789' };

describe('the storefront’s Content Security Policy and the video widgets (ADR 042)', () => {
  it('frames YouTube’s privacy-enhanced player and Vimeo’s player, and not youtube.com itself', () => {
    const policy = contentSecurityPolicies(loadConfig(base)).storefront;
    expect([...(policy.frameSrc ?? [])]).toEqual([
      "'self'",
      'https://www.youtube-nocookie.com',
      'https://player.vimeo.com',
    ]);
    expect([...(policy.connectSrc ?? [])]).toEqual(["'self'"]);
  });
});
