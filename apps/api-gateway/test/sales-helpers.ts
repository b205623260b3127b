import { randomUUID } from 'node:crypto';
import { customerAddresses, users } from '@vitrine/db';
import { hashPassword } from '../src/modules/security/passwords';
import { uid } from './fixtures/catalog';
import type { TestApp, TestBrowser } from './helpers';

/** The sales desk's cast: a seller, an editor, two customers whose e-mails share "ca", a staff member and a closed account that must never be found. */
export const CAST = {
  sales: { id: uid(9301), email: 'sacha.sales@vitrine.example', password: 'sales-password-1' },
  editor: { id: uid(9302), email: 'elise.editor@vitrine.example', password: 'editor-password-1' },
  camille: { id: uid(9303), email: 'camille.martin@atelier.example', password: 'customer-password-1' },
  oscar: { id: uid(9304), email: 'oscar@cafe-du-coin.example', password: 'customer-password-2' },
  /** Staff whose address contains "ca": a picker of customers never offers them. */
  staffCa: { id: uid(9305), email: 'carla.staff@vitrine.example', password: 'staff-password-1' },
  closed: { id: uid(9306), email: 'casimir.closed@vitrine.example', password: 'customer-password-3' },
} as const;

export const ADDRESS = {
  camilleBilling: uid(9311),
  camilleDelivery: uid(9312),
  oscarBoth: uid(9313),
} as const;

export async function seedSalesCast(t: TestApp): Promise<void> {
  const hash = (password: string) => hashPassword(password);
  await t.app.db.insert(users).values([
    {
      id: CAST.sales.id,
      email: CAST.sales.email,
      passwordHash: await hash(CAST.sales.password),
      roles: ['sales'],
      firstName: 'Sacha',
      lastName: 'Vendeur',
    },
    {
      id: CAST.editor.id,
      email: CAST.editor.email,
      passwordHash: await hash(CAST.editor.password),
      roles: ['editor'],
    },
    {
      id: CAST.camille.id,
      email: CAST.camille.email,
      passwordHash: await hash(CAST.camille.password),
      firstName: 'Camille',
      lastName: 'Martin',
      culture: 'nl',
    },
    {
      id: CAST.oscar.id,
      email: CAST.oscar.email,
      passwordHash: await hash(CAST.oscar.password),
      firstName: 'Oscar',
      lastName: 'Dupont',
    },
    {
      id: CAST.staffCa.id,
      email: CAST.staffCa.email,
      passwordHash: await hash(CAST.staffCa.password),
      roles: ['sales'],
    },
    {
      id: CAST.closed.id,
      email: CAST.closed.email,
      passwordHash: await hash(CAST.closed.password),
      isActive: false,
    },
  ]);
  await t.app.db.insert(customerAddresses).values([
    {
      id: ADDRESS.camilleBilling,
      customerId: CAST.camille.id,
      addressType: 'Billing',
      accountType: 'Company',
      company: 'Atelier Martin',
      firstName: 'Camille',
      lastName: 'Martin',
      street1: 'Rue de la Loi',
      houseNumber: '16',
      postalCode: '1000',
      city: 'Bruxelles',
      countryCode: 'BE',
      isDefault: true,
    },
    {
      id: ADDRESS.camilleDelivery,
      customerId: CAST.camille.id,
      addressType: 'Shipping',
      firstName: 'Camille',
      lastName: 'Martin',
      street1: 'Meir',
      houseNumber: '1',
      postalCode: '2000',
      city: 'Antwerpen',
      countryCode: 'BE',
      isDefault: true,
    },
    {
      id: ADDRESS.oscarBoth,
      customerId: CAST.oscar.id,
      addressType: 'Both',
      firstName: 'Oscar',
      lastName: 'Dupont',
      street1: 'Grand-Place',
      houseNumber: '1',
      postalCode: '1000',
      city: 'Bruxelles',
      countryCode: 'BE',
      isDefault: true,
    },
  ]);
}

export async function signedIn(t: TestApp, who: { email: string; password: string }): Promise<TestBrowser> {
  const browser = t.browser();
  const response = await browser.signIn(who.email, who.password);
  if (response.statusCode !== 200) throw new Error(`sign-in: ${response.statusCode} ${response.body}`);
  return browser;
}

/** An unsafe call with the anti-forgery token and an Idempotency-Key, as the back office sends it. */
export async function sendWithKey(
  browser: TestBrowser,
  url: string,
  payload: unknown,
  key: string = randomUUID(),
) {
  return browser.request({
    method: 'POST',
    url,
    headers: { 'x-csrf-token': await browser.antiforgeryToken(), 'idempotency-key': key },
    payload: payload as Record<string, unknown>,
  });
}
