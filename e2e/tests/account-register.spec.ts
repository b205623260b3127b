import { accountMenu, expect, expectNoAxeViolations, test, waitForHydration } from './fixtures';
import { linkIn, messageTo } from './mail';

const PASSWORD = 'violet tram seventeen oars';
const NEW_PASSWORD = 'a lantern under the bridge';

test('register → confirm from the e-mail → sign in; forgot → reset from the e-mail → sign in with the new password', async ({
  page,
}) => {
  const email = `jonas-${Date.now()}@accounts.example`;

  // Register in the modal of the sign-in page.
  await page.goto('/fr/security/login');
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Créer un compte' }).click();
  const register = page.locator('dialog.register-modal');
  await expect(register).toBeVisible();
  await register.getByLabel('Prénom').fill('Jonas');
  await register.getByLabel('Nom', { exact: true }).fill('Peeters');
  await register.getByLabel('Adresse e-mail').fill(email);
  // Too short first: the policy says so in the modal, before any call.
  await register.getByLabel('Mot de passe', { exact: true }).fill('short pass');
  await register.getByLabel('Confirmez le mot de passe').fill('short pass');
  await register.getByRole('button', { name: 'Créer un compte' }).click();
  await expect(register.getByText(/au moins 12 caractères/).first()).toBeVisible();
  await expectNoAxeViolations(page);
  await register.getByLabel('Mot de passe', { exact: true }).fill(PASSWORD);
  await register.getByLabel('Confirmez le mot de passe').fill(PASSWORD);
  await register.getByRole('button', { name: 'Créer un compte' }).click();
  await expect(register).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: `un message à ${email}` })).toBeVisible();
  await expect(page.getByRole('button', { name: 'E-mail envoyé' })).toBeDisabled();

  // Not confirmed yet: the right password is refused with the reason.
  await page.getByLabel('Adresse e-mail', { exact: true }).fill(email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Confirmez d’abord votre adresse e-mail' }),
  ).toBeVisible();

  const confirmation = await messageTo(email, 'Confirmez votre adresse e-mail');
  await page.goto(linkIn(confirmation, 'confirm-email'));
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Confirmer mon adresse' }).click();
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: 'Votre adresse e-mail est confirmée. Vous pouvez vous connecter.' }),
  ).toBeVisible();

  await page.getByRole('link', { name: 'Se connecter' }).click();
  await page.getByLabel('Adresse e-mail', { exact: true }).fill(email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(accountMenu(page)).toHaveText('Jonas Peeters');

  // Signed out, the password forgotten: the modal of the sign-in page sends a link.
  await page.context().clearCookies();
  await page.goto('/fr/security/login');
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Mot de passe oublié ?' }).click();
  const forgot = page.locator('dialog.forgot-password-modal');
  await forgot.getByLabel('Adresse e-mail').fill(email);
  await forgot.getByRole('button', { name: 'Envoyer le lien' }).click();
  await expect(forgot).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'Le lien est valable une heure' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'E-mail envoyé' })).toBeDisabled();

  const reset = await messageTo(email, 'Choisissez un nouveau mot de passe');
  await page.goto(linkIn(reset, 'reset-password'));
  await waitForHydration(page);
  await expect(page.getByRole('heading', { name: 'Choisir un nouveau mot de passe' })).toBeVisible();
  await page.getByLabel('Nouveau mot de passe', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Confirmez le mot de passe').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Enregistrer le nouveau mot de passe' }).click();
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: 'Votre mot de passe a été changé. Connectez-vous avec le nouveau.' }),
  ).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('link', { name: 'Se connecter' }).click();
  await page.getByLabel('Adresse e-mail', { exact: true }).fill(email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Adresse e-mail ou mot de passe incorrect.' }),
  ).toBeVisible();
  await page.getByLabel('Mot de passe', { exact: true }).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(accountMenu(page)).toHaveText('Jonas Peeters');

  // The same link does not work twice.
  await page.goto(linkIn(reset, 'reset-password'));
  await waitForHydration(page);
  await page.getByLabel('Nouveau mot de passe', { exact: true }).fill('yet another long password');
  await page.getByLabel('Confirmez le mot de passe').fill('yet another long password');
  await page.getByRole('button', { name: 'Enregistrer le nouveau mot de passe' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Ce lien n’est pas valable' })).toBeVisible();
});

test('the register page at 360 px: labelled, keyboard-usable, axe-clean', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
  const page = await context.newPage();
  await page.goto('/nl/security/register');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { name: 'Uw account aanmaken' })).toBeVisible();
  await page.getByLabel('Voornaam').focus();
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Achternaam')).toBeFocused();
  // Nothing wider than the screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await page.getByRole('button', { name: 'Account aanmaken' }).press('Enter');
  await expect(page.getByText('Dit veld is verplicht.').first()).toBeVisible();
  await expectNoAxeViolations(page);
  await context.close();
});
