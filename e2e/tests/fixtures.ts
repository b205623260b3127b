import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

/** Marks the current document so that a test can tell an in-place load from a full reload. */
export async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as { __vitrineDocument: string }).__vitrineDocument = 'original';
  });
}

export async function isSameDocument(page: Page): Promise<boolean> {
  return page.evaluate(
    () => (window as unknown as { __vitrineDocument?: string }).__vitrineDocument === 'original',
  );
}

/** Waits until React has hydrated the page (the delegated link handler is installed then). */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
}

export async function expectNoAxeViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  expect(
    results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
}

export const test = base;
export { expect };
