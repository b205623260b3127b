import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test, waitForHydration, withConsentGiven } from './fixtures';

// The demo FAQ (packages/db seed): three sections of two questions each, in the six cultures.
const SECTIONS = ['Livraison', 'Retours et remboursements', 'Paiement et compte'] as const;

const menu = (page: Page) => page.getByRole('navigation', { name: 'Sections de la FAQ' });
const current = (page: Page) => menu(page).locator('a[aria-current="location"]');
const section = (page: Page, name: string) => page.getByRole('region', { name });

test('a shopper lands on the section the address names, and the menu follows the sections read (desktop, then 360 px)', async ({
  page,
  context,
  baseURL,
}) => {
  await withConsentGiven(context, baseURL ?? '');
  // A short window, so that the sections are taller than what it shows.
  await page.setViewportSize({ width: 1280, height: 600 });

  // The footer leads to the FAQ.
  await page.goto('/fr');
  await waitForHydration(page);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Questions fréquentes' }).click();
  await expect(page).toHaveURL(/\/fr\/faq$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Questions fréquentes' })).toBeVisible();

  await page.goto('/fr/faq#retours');
  await waitForHydration(page);
  await expect(section(page, SECTIONS[1]).getByRole('heading', { level: 2 })).toBeInViewport();
  await expect(current(page)).toHaveText(SECTIONS[1]);
  // The questions are disclosures: open them all, which makes the page long.
  for (const summary of await page.locator('.faq__question').all()) await summary.click();
  await expect(page.locator('details.faq__entry[open]')).toHaveCount(6);

  // The menu is beside the questions and stays in view; a click goes to the section and marks it.
  await menu(page).getByRole('link', { name: SECTIONS[2] }).click();
  await expect(page).toHaveURL(/#paiement$/);
  await expect(current(page)).toHaveText(SECTIONS[2]);
  await expect(section(page, SECTIONS[2]).getByRole('heading', { level: 2 })).toBeInViewport();
  await expect(menu(page)).toBeInViewport();
  await menu(page).getByRole('link', { name: SECTIONS[0] }).click();
  await expect(current(page)).toHaveText(SECTIONS[0]);
  await expect(page).toHaveURL(/#livraison$/);

  // Reading on, once the page has stopped moving (the shopper scrolls): the marked entry follows
  // the section in view.
  await page.waitForFunction(() => {
    const header =
      Number.parseFloat(getComputedStyle(document.documentElement).getPropertyValue('--header-height')) || 0;
    const top = document.getElementById('livraison')?.getBoundingClientRect().top ?? -1;
    return window.scrollY === 0 || Math.abs(top - header - 8) < 2;
  });
  // …and has stopped: the smooth scroll's last frames would otherwise undo the reader's scroll.
  await page.waitForFunction(
    () =>
      new Promise<boolean>((resolve) => {
        let last = -1;
        let still = 0;
        const frame = () => {
          still = window.scrollY === last ? still + 1 : 0;
          last = window.scrollY;
          if (still >= 5) resolve(true);
          else requestAnimationFrame(frame);
        };
        requestAnimationFrame(frame);
      }),
  );
  for (const [anchor, name] of [
    ['retours', SECTIONS[1]],
    ['paiement', SECTIONS[2]],
    ['livraison', SECTIONS[0]],
  ] as const) {
    await page.evaluate((id) => document.getElementById(id)?.scrollIntoView({ block: 'start' }), anchor);
    await expect(current(page)).toHaveText(name);
  }
  await expectNoAxeViolations(page, { rules: ['heading-order'] });

  // A deep link to a question opens it.
  const questionId = await section(page, SECTIONS[2]).locator('details').first().getAttribute('id');
  await page.goto('/fr/faq');
  await waitForHydration(page);
  await page.goto(`/fr/faq#${questionId}`);
  await waitForHydration(page);
  await expect(page.locator(`[id="${questionId}"]`)).toHaveAttribute('open', '');
  await expect(page.locator(`[id="${questionId}"] summary`)).toBeInViewport();
  await expect(current(page)).toHaveText(SECTIONS[2]);

  // On a phone the menu folds into a button naming the section being read.
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/fr/faq');
  await waitForHydration(page);
  const toggle = menu(page).getByRole('button', { name: /Aller à une section/ });
  await expect(toggle).toBeVisible();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(menu(page).getByRole('link', { name: SECTIONS[1] })).toBeHidden();
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await menu(page).getByRole('link', { name: SECTIONS[1] }).click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(toggle).toContainText(SECTIONS[1]);
  await expect(page).toHaveURL(/#retours$/);
  await expect(section(page, SECTIONS[1]).getByRole('heading', { level: 2 })).toBeInViewport();
  await expectNoAxeViolations(page, { rules: ['heading-order'] });
});

test('the FAQ tells search engines its questions and answers (FAQPage), in the shopper’s language', async ({
  page,
}) => {
  await page.goto('/de/faq');
  const data = JSON.parse(
    (await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}',
  );
  expect(data['@type']).toBe('FAQPage');
  expect(data.mainEntity).toHaveLength(6);
  expect(data.mainEntity[0]).toEqual({
    '@type': 'Question',
    name: 'Wie lange dauert die Lieferung?',
    acceptedAnswer: {
      '@type': 'Answer',
      text: 'Bestellungen vor 14 Uhr verlassen das Lager am selben Tag und kommen in zwei bis drei Werktagen an.',
    },
  });
});
