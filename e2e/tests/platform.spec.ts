import { expect, test, waitForHydration, watchCspViolations } from './fixtures';

test.describe('static files, tracking and API errors', () => {
  test('the storefront bundles come from /dist with immutable caching and compression', async ({
    request,
  }) => {
    const html = await (await request.get('/fr')).text();
    const bundle = /href="(\/dist\/[^"]+\.js)"/.exec(html)?.[1];
    expect(bundle).toBeTruthy();
    const response = await request.get(bundle!, { headers: { 'Accept-Encoding': 'br, gzip' } });
    expect(response.status()).toBe(200);
    expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(['br', 'gzip']).toContain(response.headers()['content-encoding']);
  });

  test('the API docs page shows the operations under its policy, without a violation', async ({ page }) => {
    const violations = await watchCspViolations(page);
    await page.goto('/api/docs');
    await expect(page.getByRole('heading', { name: /Vitrine API/ })).toBeVisible();
    await expect(page.getByText('/api/v1/security/login').first()).toBeVisible();
    // Page routes are not API operations.
    await expect(page.getByText('/{culture}/*')).toHaveCount(0);
    expect(violations()).toEqual([]);
  });

  test('pages run only their own nonce-carrying scripts, hydrate and navigate in place, without a violation', async ({
    page,
  }) => {
    const violations = await watchCspViolations(page);
    await page.goto('/fr');
    await waitForHydration(page);
    await page.locator('main a[href^="/fr/"]').first().click();
    await expect(page).not.toHaveURL(/\/fr$/);
    await waitForHydration(page);
    expect(violations()).toEqual([]);
  });

  test('unknown API addresses answer 404 problem+json', async ({ request }) => {
    const response = await request.get('/api/v1/nothing-here');
    expect(response.status()).toBe(404);
    expect(response.headers()['content-type']).toContain('application/problem+json');
    expect((await response.json()).type).toBe('/problems/not-found');
  });

  test('e-mail and phone clicks and in-place page views reach the data layer', async ({ page }) => {
    await page.goto('/fr/contact');
    await waitForHydration(page);
    await page.evaluate(() => {
      for (const link of document.querySelectorAll('a[href^="mailto:"], a[href^="tel:"]')) {
        link.addEventListener('click', (event) => event.preventDefault());
      }
    });
    await page.getByRole('link', { name: 'service@vitrine.example' }).click();
    await page.getByRole('link', { name: '+33 3 20 00 00 00' }).click();
    await page
      .getByRole('navigation', { name: 'Navigation principale' })
      .getByRole('link', { name: 'À propos de nous' })
      .click();
    await expect(page).toHaveURL(/\/fr\/a-propos$/);
    await expect
      .poll(() =>
        page.evaluate(() =>
          (window as unknown as { dataLayer?: { event: string }[] }).dataLayer?.map((e) => e.event),
        ),
      )
      .toEqual(expect.arrayContaining(['emailClick', 'phoneClick', 'VirtualPageview']));
    const pageview = await page.evaluate(() =>
      (window as unknown as { dataLayer: Record<string, unknown>[] }).dataLayer.find(
        (e) => e.event === 'VirtualPageview',
      ),
    );
    expect(pageview).toMatchObject({
      virtualPageURL: expect.stringMatching(/\/fr\/a-propos$/),
      virtualPageTitle: 'À propos de nous | Vitrine',
    });
  });
});
