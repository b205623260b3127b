import type { Page } from '@playwright/test';

export interface StaffAccount {
  email: string;
  password: string;
}

export const DEMO_ADMIN: StaffAccount = { email: 'admin@vitrine.example', password: 'vitrine-admin' };
/** The demo's catalogue staff member (the `catalogue` role: products, prices and stock). */
export const DEMO_CATALOGUE: StaffAccount = {
  email: 'catalogue@vitrine.example',
  password: 'vitrine-catalogue',
};

/**
 * Signs a staff member in from the back office's login page, in French (the back office keeps
 * its language in the browser), sent on to `returnUrl` when given. The caller waits for the page
 * it expects.
 */
export async function signInToBackOffice(page: Page, account: StaffAccount, returnUrl?: string) {
  await page.goto(returnUrl ? `/admin/login?returnUrl=${encodeURIComponent(returnUrl)}` : '/admin/login');
  await page.evaluate(() => localStorage.setItem('vitrine.backoffice.culture', 'fr'));
  await page.reload();
  await page.getByLabel(/Adresse e-mail/).fill(account.email);
  await page.getByLabel(/Mot de passe/).fill(account.password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
}
