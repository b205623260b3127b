import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { contentSecurityPolicies } from '../src/lib/content-security-policy';

const base = { NODE_ENV: 'test', SESSION_SECRET: 'test-secret-that-is-long-enough-for-hmac-0123456789' };
const adyen = {
  ...base,
  PAYMENT_PROVIDER: 'adyen',
  ADYEN_API_KEY: 'key',
  ADYEN_MERCHANT_ACCOUNT: 'VitrineShop',
  ADYEN_CLIENT_KEY: 'test_ABC',
  ADYEN_HMAC_KEY: '44782DEF547AAA06C910C43932B1EB0C71FC68D9D0C057550C48EC2ACF6BA056',
};

describe('the storefront’s Content Security Policy and the payment drop-in (ADR 024)', () => {
  it('lets Adyen’s drop-in load its script, styles, calls and card frames from its environment’s host only', () => {
    const policy = contentSecurityPolicies(loadConfig(adyen)).storefront;
    const host = 'https://checkoutshopper-test.adyen.com';
    for (const directive of ['scriptSrc', 'styleSrc', 'connectSrc', 'frameSrc', 'imgSrc'] as const)
      expect([...(policy[directive] ?? [])], directive).toContain(host);
    expect(JSON.stringify(policy)).not.toContain('checkoutshopper-live');
  });

  it('allows no outside host with the built-in test provider', () => {
    const policy = contentSecurityPolicies(loadConfig(base)).storefront;
    expect(JSON.stringify(policy)).not.toContain('adyen');
    expect([...(policy.connectSrc ?? [])]).toEqual(["'self'"]);
  });
});
