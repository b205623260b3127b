import { CULTURES } from '@vitrine/i18n';
import { eq } from 'drizzle-orm';
import type { Database } from '../client';
import { contentPages, contentPageTranslations, siteSettings } from '../schema/content';
import { type Role, users } from '../schema/security';
import type { FileStorage } from '../storage/file-storage';
import { folderNamed, storeImage } from './assets';
import { renderHeroImage } from './catalog/images';
import { recordLivePageVersions } from './live-page-versions';
import { demoPages } from './pages';

/** The library folder of the content pages' images. */
export const CONTENT_FOLDER = 'Contenu';

export interface SeedOptions {
  hashPassword: (password: string) => Promise<string>;
  demoCustomer?: { email: string; password: string; firstName: string; lastName: string };
  /** Demo staff accounts (a sales and an editor account), each with its one role. */
  demoStaff?: readonly {
    email: string;
    password: string;
    firstName: string;
    lastName: string;
    roles: Role[];
  }[];
  /** Where the homepage's hero image goes; without it the homepage starts without one. */
  storage?: FileStorage;
}

export interface SeedReport {
  pagesCreated: number;
  settingsCreated: number;
  customerCreated: boolean;
  /** Demo staff accounts added (only when asked for). */
  staffCreated?: number;
}

/** Site settings a fresh shop starts with. The consent stamp versions the cookie banner. */
export const DEFAULT_SETTINGS: Record<string, unknown> = {
  'shop.name': 'Vitrine',
  'consent.stamp': '2026-11-01',
  'ui.loginInModal': true,
  'consent.scripts': [
    {
      category: 'statistics',
      code: "window.vitrineStatisticsLoaded = true; (window.dataLayer = window.dataLayer || []).push({ event: 'statisticsReady' });",
    },
  ],
};

/**
 * Demo content for a new shop. Idempotent: what exists (by page key, setting key, e-mail) is
 * left as the editors made it; only what is missing is added, all in one transaction.
 */
export async function seedDemoContent(db: Database, options: SeedOptions): Promise<SeedReport> {
  const customerHash = options.demoCustomer
    ? await options.hashPassword(options.demoCustomer.password)
    : null;
  const staffHashes = await Promise.all(
    (options.demoStaff ?? []).map((staff) => options.hashPassword(staff.password)),
  );
  // Drawn before the transaction: it only needs storing if the homepage is created now.
  const hero = options.storage ? await renderHeroImage() : null;
  return db.transaction(async (tx) => {
    let pagesCreated = 0;
    for (const page of demoPages(CULTURES)) {
      const [created] = await tx
        .insert(contentPages)
        .values({
          key: page.key,
          isHomepage: page.isHomepage,
          showInMenu: page.showInMenu,
          sortOrder: page.sortOrder,
        })
        .onConflictDoNothing()
        .returning({ id: contentPages.id });
      if (!created) continue;
      pagesCreated += 1;
      if (page.isHomepage && hero && options.storage) {
        const folder = await folderNamed(tx, CONTENT_FOLDER, null);
        const heroId = await storeImage(tx, options.storage, hero, 'accueil-interieur.webp', folder.id);
        await tx.update(contentPages).set({ heroAssetId: heroId }).where(eq(contentPages.id, created.id));
      }
      await tx
        .insert(contentPageTranslations)
        .values(CULTURES.map((culture) => ({ pageId: created.id, culture, ...page.translations[culture] })));
    }
    // The demo pages are live: editors find each as its published version 1.
    if (pagesCreated > 0) await recordLivePageVersions(tx);
    const insertedSettings = await tx
      .insert(siteSettings)
      .values(Object.entries(DEFAULT_SETTINGS).map(([key, value]) => ({ key, value })))
      .onConflictDoNothing()
      .returning({ key: siteSettings.key });
    let customerCreated = false;
    if (options.demoCustomer && customerHash) {
      const { email, firstName, lastName } = options.demoCustomer;
      const inserted = await tx
        .insert(users)
        .values({ email, firstName, lastName, passwordHash: customerHash, roles: ['customer'] })
        .onConflictDoNothing()
        .returning({ id: users.id });
      customerCreated = inserted.length > 0;
    }
    let staffCreated = 0;
    for (const [index, staff] of (options.demoStaff ?? []).entries()) {
      const { email, firstName, lastName, roles } = staff;
      const inserted = await tx
        .insert(users)
        .values({ email, firstName, lastName, passwordHash: staffHashes[index] ?? '', roles })
        .onConflictDoNothing()
        .returning({ id: users.id });
      staffCreated += inserted.length;
    }
    return {
      pagesCreated,
      settingsCreated: insertedSettings.length,
      customerCreated,
      ...(options.demoStaff ? { staffCreated } : {}),
    };
  });
}

export {
  type CatalogSeedOptions,
  type CatalogSeedReport,
  DEFAULT_CATALOG_SEED,
  seedCatalog,
} from './catalog/index';
