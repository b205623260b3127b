import { expect, isSameDocument, markDocument, test, waitForHydration, withConsentGiven } from './fixtures';

test.describe('server-rendered pages and in-place navigation', () => {
  test('the homepage is rendered on the server with body class homepage', async ({ request }) => {
    const response = await request.get('/fr');
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toMatch(/<body class="homepage"/);
    expect(html).toContain('<main id="page"');
    expect(html).toContain('Bienvenue chez Vitrine');
    expect(html).toContain('<html lang="fr"');
  });

  test('/ redirects to the visitor’s culture', async ({ request }) => {
    const response = await request.get('/', {
      headers: { 'Accept-Language': 'de-DE,de;q=0.9' },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(302);
    expect(response.headers().location).toBe('/de');
  });

  test('a page link loads in place: same document, new body class, history pushed', async ({ page }) => {
    await page.goto('/fr');
    await waitForHydration(page);
    await markDocument(page);
    await expect(page.locator('body')).toHaveClass(/\bhomepage\b/);
    await page
      .getByRole('navigation', { name: 'Navigation principale' })
      .getByRole('link', { name: 'À propos de nous' })
      .click();
    await expect(page).toHaveURL(/\/fr\/a-propos$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('À propos de nous');
    await expect(page.locator('body')).toHaveClass(/\bpage\b/);
    await expect(page.locator('body')).not.toHaveClass(/homepage/);
    await expect(page).toHaveTitle('À propos de nous | Vitrine');
    expect(await isSameDocument(page)).toBe(true);
    await page.goBack();
    await expect(page).toHaveURL(/\/fr$/);
    await expect(page.locator('body')).toHaveClass(/\bhomepage\b/);
    expect(await isSameDocument(page)).toBe(true);
  });

  test('a load runs its steps in order: leave, out animation, request, in animation, loaded, images, finished', async ({
    page,
  }) => {
    await page.goto('/fr');
    await waitForHydration(page);
    await page.evaluate(() => {
      const log: string[] = [];
      (window as unknown as { __steps: string[] }).__steps = log;
      for (const name of [
        'vitrine:page-leave',
        'vitrine:page-loaded',
        'vitrine:page-images-loaded',
        'vitrine:page-finished',
      ]) {
        document.addEventListener(name, () => log.push(name));
      }
      const present = new Set<string>();
      new MutationObserver(() => {
        for (const step of ['page-out', 'page-in']) {
          const on = document.body.classList.contains(step);
          if (on && !present.has(step)) log.push(step);
          if (on) present.add(step);
          else present.delete(step);
        }
      }).observe(document.body, { attributes: true, attributeFilter: ['class'] });
      const fetch = window.fetch;
      window.fetch = (...args) => {
        if (String(args[0] instanceof Request ? args[0].url : args[0]).includes('.data')) log.push('request');
        return fetch(...args);
      };
    });
    await page
      .getByRole('navigation', { name: 'Navigation principale' })
      .getByRole('link', { name: 'Contact' })
      .click();
    await expect(page).toHaveURL(/\/fr\/contact$/);
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __steps: string[] }).__steps))
      .toEqual([
        'vitrine:page-leave',
        'page-out',
        'request',
        'page-in',
        'vitrine:page-loaded',
        'vitrine:page-images-loaded',
        'vitrine:page-finished',
      ]);
  });

  test('back restores the previous scroll position', async ({ page, context, baseURL }) => {
    await withConsentGiven(context, baseURL!);
    await page.setViewportSize({ width: 1280, height: 420 });
    await page.goto('/fr');
    await waitForHydration(page);
    await markDocument(page);
    const link = page.locator('.cards').getByRole('link', { name: 'Découvrir' }).nth(1);
    // Scrolled down so that the card's link sits low in the window.
    await page.evaluate(() => {
      const target = document.querySelectorAll('.cards a')[1] as HTMLElement;
      window.scrollTo(0, target.getBoundingClientRect().top + window.scrollY - 360);
    });
    // The position that counts is the one the page had when it was left.
    await page.evaluate(() =>
      document.addEventListener(
        'vitrine:page-leave',
        () => {
          (window as unknown as { __leftAt: number }).__leftAt = Math.round(window.scrollY);
        },
        { once: true },
      ),
    );
    await link.click();
    await expect(page).toHaveURL(/\/fr\/livraison$/);
    const before = await page.evaluate(() => (window as unknown as { __leftAt: number }).__leftAt);
    expect(before).toBeGreaterThan(100);
    await page.waitForFunction(() => window.scrollY === 0);
    await page.goBack();
    await expect(page).toHaveURL(/\/fr$/);
    await page.waitForFunction((y) => Math.abs(window.scrollY - y) < 2, before);
    expect(await isSameDocument(page)).toBe(true);
  });

  test('a bigger-link card is clickable as a whole', async ({ page }) => {
    await page.goto('/fr');
    await waitForHydration(page);
    await markDocument(page);
    const card = page.locator('.card.bigger-link', { hasText: 'Contact' });
    await card.scrollIntoViewIfNeeded();
    // A click that ends a scroll is ignored for 500 ms (spec 000 §9): the shopper's click comes later.
    await page.waitForTimeout(600);
    await card.locator('p').click();
    await expect(page).toHaveURL(/\/fr\/contact$/);
    expect(await isSameDocument(page)).toBe(true);
  });

  test('an anchor on the same page scrolls smoothly without a load', async ({ page }) => {
    await page.goto('/fr');
    await waitForHydration(page);
    await markDocument(page);
    const started = Date.now();
    await page.getByRole('link', { name: 'En savoir plus' }).click();
    await expect(page).toHaveURL(/\/fr#stories$/);
    // It lands just below the sticky header.
    await page.waitForFunction(() => {
      const top = document.getElementById('stories')?.getBoundingClientRect().top ?? 999;
      const header = document.querySelector('.site-header')?.getBoundingClientRect().bottom ?? 0;
      return top - header < 20 && top - header > -5;
    });
    // Spec 000 §9: the anchor scroll lasts 800 ms, not a jump.
    expect(Date.now() - started).toBeGreaterThan(600);
    expect(await isSameDocument(page)).toBe(true);
  });

  test('external, file and ctrl-clicked links are left to the browser', async ({ page, context }) => {
    await page.goto('/fr');
    await waitForHydration(page);
    await markDocument(page);

    // External: a real navigation away (the network is closed here, so it is stopped at the route).
    let externalRequested = false;
    await page.route('https://www.example.org/**', async (route) => {
      externalRequested = route.request().isNavigationRequest();
      await route.fulfill({ status: 200, contentType: 'text/html', body: '<title>partner</title>partner' });
    });
    await page.getByRole('link', { name: 'Notre partenaire de recyclage' }).click();
    await expect(page).toHaveURL('https://www.example.org/recycling');
    expect(externalRequested).toBe(true);
    expect(await isSameDocument(page)).toBe(false);

    // A .pdf link: the browser loads the file itself.
    await page.goto('/fr');
    await waitForHydration(page);
    await markDocument(page);
    const pdfResponse = page.waitForResponse((r) => r.url().endsWith('/documents/conditions.pdf'));
    await page.getByRole('link', { name: 'Conditions générales (PDF)' }).click();
    const pdf = await pdfResponse;
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    expect(pdf.request().isNavigationRequest()).toBe(true);

    // Ctrl-click: a new tab, the current page stays.
    await page.goto('/fr');
    await waitForHydration(page);
    await markDocument(page);
    const popup = context.waitForEvent('page');
    await page
      .getByRole('navigation', { name: 'Navigation principale' })
      .getByRole('link', { name: 'Contact' })
      .click({ modifiers: ['ControlOrMeta'] });
    const newTab = await popup;
    await newTab.waitForLoadState();
    expect(newTab.url()).toMatch(/\/fr\/contact$/);
    await expect(page).toHaveURL(/\/fr$/);
    expect(await isSameDocument(page)).toBe(true);
  });

  test('links with class no-ajax or target _blank are not loaded in place', async ({ page }) => {
    await page.goto('/fr');
    await waitForHydration(page);
    await markDocument(page);
    await page.evaluate(() => {
      document
        .querySelector('#page')
        ?.insertAdjacentHTML('afterbegin', '<a id="plain" class="no-ajax" href="/fr/contact">plain</a>');
    });
    await page.locator('#plain').click();
    await expect(page).toHaveURL(/\/fr\/contact$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact');
    expect(await isSameDocument(page)).toBe(false);
  });

  test('a link with a confirm attribute asks first (SureToDelete), then loads uncached', async ({ page }) => {
    await page.goto('/fr');
    await waitForHydration(page);
    await markDocument(page);
    await page.evaluate(() => {
      document
        .querySelector('#page')
        ?.insertAdjacentHTML('afterbegin', '<a id="danger" data-confirm href="/fr/contact">delete</a>');
    });
    await page.locator('#danger').click();
    const dialog = page.getByRole('dialog', { name: 'Confirmation' });
    await expect(dialog).toContainText('Êtes-vous sûr de vouloir supprimer cet élément ?');
    await dialog.getByRole('button', { name: 'Annuler' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/fr$/);
    await page.locator('#danger').click();
    const load = page.waitForResponse((response) => new URL(response.url()).pathname === '/fr/contact.data');
    await page.getByRole('dialog', { name: 'Confirmation' }).getByRole('button', { name: 'OK' }).click();
    await expect(page).toHaveURL(/\/fr\/contact$/);
    expect(await isSameDocument(page)).toBe(true);
    // Loaded uncached: the answer came from the server and may not be reused without asking it.
    const answer = await load;
    expect(answer.fromServiceWorker()).toBe(false);
    expect(answer.headers()['cache-control']).toBe('private, no-cache');
  });

  test('a long load adds long-loading, and a newer load supersedes the previous one', async ({ page }) => {
    await page.goto('/fr');
    await waitForHydration(page);
    await markDocument(page);
    await page.route(
      (url) => url.pathname.startsWith('/fr/a-propos.data'),
      async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 1500));
        await route.continue().catch(() => {});
      },
    );
    const nav = page.getByRole('navigation', { name: 'Navigation principale' });
    await nav.getByRole('link', { name: 'À propos de nous' }).click();
    await expect(page.locator('body')).toHaveClass(/long-loading/);
    await nav.getByRole('link', { name: 'Contact' }).click();
    await expect(page).toHaveURL(/\/fr\/contact$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact');
    await page.waitForTimeout(1800);
    await expect(page).toHaveURL(/\/fr\/contact$/);
    await expect(page.locator('body')).not.toHaveClass(/long-loading/);
    expect(await isSameDocument(page)).toBe(true);
  });

  test('the language choice leads to the same page in the other culture and keeps the rest', async ({
    page,
  }) => {
    await page.goto('/fr/livraison?ref=mail#frais');
    await waitForHydration(page);
    const dutch = page
      .getByRole('navigation', { name: 'Choisir la langue' })
      .getByRole('link', { name: 'Nederlands' });
    // The Dutch page has its own slug: the link goes there, with the query and the hash.
    await expect(dutch).toHaveAttribute('href', '/nl/levering?ref=mail#frais');
    await dutch.click();
    await expect(page).toHaveURL(/\/nl\/levering\?ref=mail/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Levering en retour');
    await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
    await expect(page.getByRole('navigation', { name: 'Hoofdnavigatie' })).toBeVisible();
  });

  test('an unknown page is a translated 404 inside the shop', async ({ page }) => {
    const response = await page.goto('/de/gibt-es-nicht');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Seite nicht gefunden');
    await expect(page.getByRole('navigation', { name: 'Hauptnavigation' })).toBeVisible();
  });
});
