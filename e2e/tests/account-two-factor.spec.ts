import { expect, expectNoAxeViolations, openAccountMenu, test, waitForHydration } from './fixtures';
import { linkIn, messageTo } from './mail';
import { totpCode } from './totp';

const PASSWORD = 'seven lanterns over the quay';

test('two-step verification: turned on with the secret shown, then sign-in asks a code, or a recovery code', async ({
  page,
}) => {
  const email = `ines-${Date.now()}@two-factor.example`;

  // An account of its own, registered and confirmed through the API (the register journey
  // covers those forms).
  const csrf = async () =>
    ({
      'x-csrf-token': (await (await page.request.get('/api/v1/security/antiforgery')).json()).Token,
    }) as Record<string, string>;
  const registered = await page.request.post('/api/v1/security/register', {
    headers: await csrf(),
    data: {
      Email: email,
      Password: PASSWORD,
      ConfirmPassword: PASSWORD,
      FirstName: 'Inês',
      LastName: 'Duarte',
      Culture: 'fr',
    },
  });
  expect(registered.status()).toBe(202);
  const confirmation = await messageTo(email, 'Confirmez votre adresse e-mail');
  const token = /token=([\w-]+)/.exec(linkIn(confirmation, 'confirm-email'))?.[1];
  const confirmed = await page.request.post('/api/v1/security/confirm-email', {
    headers: await csrf(),
    data: { Token: token },
  });
  expect(confirmed.status()).toBe(204);

  async function signInWithPassword() {
    await page.goto('/fr/security/login');
    await waitForHydration(page);
    await page.getByLabel('Adresse e-mail', { exact: true }).fill(email);
    await page.getByLabel('Mot de passe', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Se connecter' }).click();
  }
  async function signOut() {
    await openAccountMenu(page);
    await page.getByRole('link', { name: 'Se déconnecter' }).click();
    await expect(page.locator('.header-account summary')).toHaveCount(0);
  }

  // Turning it on, on a phone.
  await page.setViewportSize({ width: 360, height: 740 });
  await signInWithPassword();
  await expect(page.getByRole('button', { name: 'Se connecter' })).toBeHidden();
  await page.goto('/fr/account/security');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { name: 'Vérification en deux étapes' })).toBeVisible();
  await expect(page.locator('.two-factor__status')).toHaveText('Désactivée');
  await page.getByRole('button', { name: 'Activer', exact: true }).click();
  await page.getByLabel('Mot de passe actuel').fill('not my password');
  await page.getByRole('button', { name: 'Continuer' }).click();
  await expect(
    page.getByText('Le mot de passe actuel est incorrect.').or(page.locator('.form-error')),
  ).toBeVisible();
  await page.getByLabel('Mot de passe actuel').fill(PASSWORD);
  await page.getByRole('button', { name: 'Continuer' }).click();

  // The QR code is an image the phone can read: drawn, not a broken box.
  const qr = page.getByRole('img', { name: 'QR code à scanner avec votre application d’authentification' });
  await expect(qr).toBeVisible();
  await expect
    .poll(() => qr.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0))
    .toBe(true);
  const secret = ((await page.locator('.two-factor__secret').textContent()) ?? '').replace(/\s/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await expectNoAxeViolations(page);

  await page.getByLabel('Code de l’application').fill(totpCode(secret));
  await page.getByRole('button', { name: 'Activer', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Enregistrez vos codes de secours' })).toBeVisible();
  const codes = await page.locator('.two-factor__code-list code').allTextContents();
  expect(codes).toHaveLength(10);
  await expect(page.getByText('La vérification en deux étapes est activée.')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'J’ai enregistré mes codes' }).click();
  await expect(page.locator('.two-factor__status')).toContainText('Activée');
  await expect(page.locator('.two-factor__status')).toContainText('Codes de secours restants : 10.');
  await expect
    .poll(async () => (await messageTo(email, 'Vérification en deux étapes activée')).to)
    .toBe(email);

  // Back in on a desktop: the password, then a code from the app.
  await page.setViewportSize({ width: 1366, height: 900 });
  await signOut();
  await signInWithPassword();
  const step = page.getByRole('form', { name: 'Vérification en deux étapes' });
  await expect(step).toBeVisible();
  await expect(page.getByLabel('Code de l’application')).toBeFocused();
  await expectNoAxeViolations(page);
  await page.getByLabel('Code de l’application').fill('000000');
  await page.getByRole('button', { name: 'Vérifier' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Ce code n’est pas valable.' })).toBeVisible();
  // The code that turned it on was taken: the app's next one is.
  await page.getByLabel('Code de l’application').fill(totpCode(secret, Date.now() + 30_000));
  await page.getByRole('button', { name: 'Vérifier' }).click();
  await expect(step).toBeHidden();
  await expect(page.locator('.header-account summary')).toBeVisible();

  // And with a recovery code, for who has lost the phone.
  await signOut();
  await signInWithPassword();
  await page.getByRole('button', { name: 'Utiliser un code de secours' }).click();
  await expect(page.getByLabel('Code de secours')).toBeFocused();
  await page.getByLabel('Code de secours').fill(codes[0] ?? '');
  await page.getByRole('button', { name: 'Vérifier' }).click();
  await expect(page.locator('.header-account summary')).toBeVisible();

  await page.goto('/fr/account/security');
  await waitForHydration(page);
  await expect(page.locator('.two-factor__status')).toContainText('Codes de secours restants : 9.');
  const turnOff = page.getByRole('form', { name: 'Désactiver la vérification en deux étapes' });
  await turnOff.getByLabel('Code de l’application ou code de secours').fill(codes[1] ?? '');
  await turnOff.getByRole('button', { name: 'Désactiver' }).click();
  await expect(page.getByText('La vérification en deux étapes est désactivée.')).toBeVisible();
  await expect(page.locator('.two-factor__status')).toHaveText('Désactivée');
});

test.describe('without scripts', () => {
  test.use({ javaScriptEnabled: false });

  test('the sign-in form posts: the password never lands in an address', async ({ page }) => {
    await page.goto('/fr/security/login?returnUrl=%2Ffr%2Fcontact');
    await page.getByLabel('Adresse e-mail', { exact: true }).fill('someone@two-factor.example');
    await page.getByLabel('Mot de passe', { exact: true }).fill('a secret that must not travel');
    const posted = page.waitForRequest(
      (request) => request.isNavigationRequest() && request.method() === 'POST',
    );
    await page.getByRole('button', { name: 'Se connecter' }).click();
    const request = await posted;
    expect(request.url()).not.toContain('secret');
    await page.waitForURL((url) => url.pathname === '/fr/security/login');
    await page.waitForLoadState('load');
    expect(page.url()).not.toContain('secret');
    expect(new URL(page.url()).searchParams.get('returnUrl')).toBe('/fr/contact');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});
