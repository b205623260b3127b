import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkDependencies } from './check-dependencies';
import { forbiddenRules } from './dependency-rules';
import { findMoneyArithmetic, isMoneyName, scanMoneyArithmetic } from './money-arithmetic';

const repository = path.resolve(import.meta.dirname, '../../..');
const fixtures = path.resolve(import.meta.dirname, '../fixtures');

describe('import rules', () => {
  it('the code keeps every rule: no cycle, no reach into another module, no upward import', async () => {
    const violations = await checkDependencies(repository);
    expect(violations).toEqual([]);
  });

  describe('each rule fails on a deliberate violation', async () => {
    const violations = await checkDependencies(path.join(fixtures, 'shape'), ['apps', 'packages']);
    const found = (rule: string) => violations.filter((violation) => violation.rule === rule);

    it.each(forbiddenRules.map((rule) => rule.name))('%s', (rule) => {
      expect(found(rule).length).toBeGreaterThan(0);
    });

    it('names the files of each violation', () => {
      expect(found('no-cycles').map((v) => v.from)).toContain('packages/db/src/cycle-a.ts');
      expect(found('module-internals')).toEqual([
        {
          rule: 'module-internals',
          from: 'apps/api-gateway/src/modules/cart/service.ts',
          to: 'apps/api-gateway/src/modules/orders/repository.ts',
        },
      ]);
      expect(found('plugins-use-module-index').map((v) => v.from)).toEqual([
        'apps/api-gateway/src/plugins/sessions.ts',
      ]);
      expect(found('apps-apart').map((v) => v.from)).toEqual(['apps/storefront/app/features/cart/view.ts']);
      expect(found('packages-by-name').map((v) => v.from)).toEqual(['packages/ui/src/button.ts']);
    });
  });
});

describe('no float arithmetic on money', () => {
  it('the apps and packages compute money only with @vitrine/money', () => {
    const findings = scanMoneyArithmetic(repository);
    expect(findings.map((f) => `${f.file}:${f.line} ${f.text}`)).toEqual([]);
  });

  it('finds every float computation of money in a deliberate violation, and nothing else', async () => {
    const file = path.join(fixtures, 'money', 'float-money.ts');
    const { readFileSync } = await import('node:fs');
    const findings = findMoneyArithmetic('float-money.ts', readFileSync(file, 'utf8'));
    expect(findings.map((f) => f.line)).toEqual([10, 11, 12, 15]);
  });

  it('tells amounts from the numbers about them', () => {
    expect(
      ['unitPrice', 'UnitPriceTaxIncl', 'shipping_cost', 'balance', 'PriceFrom', 'discount'].every(
        isMoneyName,
      ),
    ).toBe(true);
    expect(
      ['discountRate', 'TotalCount', 'priceCount', 'AmountTaxInclHtml', 'total', 'pageSize'].some(
        isMoneyName,
      ),
    ).toBe(false);
  });
});
