import { CULTURES } from '@vitrine/i18n';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createDatabase } from './client';
import {
  contentPages,
  contentPageTranslations,
  contentPageVersions,
  siteSettings,
  users,
} from './schema/index';
import { seedDemoContent } from './seed/index';
import { createTestDatabase, type TestDatabase } from './testing';

const servers = [
  { name: 'PGlite', url: undefined },
  ...((process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL)
    ? [{ name: 'PostgreSQL', url: process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL }]
    : []),
];

describe.each(servers)('database on $name', ({ url }) => {
  let testDb: TestDatabase;
  beforeAll(async () => {
    testDb = await createTestDatabase(url);
  });
  afterAll(() => testDb?.dispose());

  it('migrates from empty to the full schema', async () => {
    const { db } = testDb.handle;
    const tables = await db.execute<{ table_name: string }>(
      sql`select table_name from information_schema.tables where table_schema = 'public' order by 1`,
    );
    expect(tables.rows.map((row) => row.table_name)).toEqual(
      expect.arrayContaining([
        'content_page_translations',
        'content_pages',
        'rate_limit_counters',
        'sessions',
        'site_settings',
        'users',
      ]),
    );
  });

  it('seeds demo content once, idempotently, in every culture', async () => {
    const { db } = testDb.handle;
    const options = {
      hashPassword: async (p: string) => `hashed:${p}`,
      demoCustomer: { email: 'Demo@Vitrine.example', password: 'pw', firstName: 'Ana', lastName: 'Silva' },
    };
    const first = await seedDemoContent(db, options);
    expect(first.pagesCreated).toBeGreaterThanOrEqual(4);
    expect(first.customerCreated).toBe(true);
    const second = await seedDemoContent(db, {
      ...options,
      demoCustomer: { ...options.demoCustomer, email: 'demo@vitrine.example' },
    });
    expect(second).toEqual({ pagesCreated: 0, settingsCreated: 0, customerCreated: false });

    const home = await db.select().from(contentPages).where(eq(contentPages.isHomepage, true));
    expect(home).toHaveLength(1);
    const translations = await db
      .select()
      .from(contentPageTranslations)
      .where(eq(contentPageTranslations.pageId, home[0]!.id));
    expect(translations.map((t) => t.culture).sort()).toEqual([...CULTURES].sort());
    // The demo pages are live: each is its own published version 1, recorded once.
    expect(home[0]?.publishedNumber).toBe(1);
    const versions = await db.select().from(contentPageVersions);
    expect(versions.length).toBe(first.pagesCreated);
    expect(Object.keys(versions.find((v) => v.pageId === home[0]?.id)?.translations ?? {}).sort()).toEqual(
      [...CULTURES].sort(),
    );
    expect((await db.select().from(users)).length).toBe(1);
    expect((await db.select().from(siteSettings)).length).toBeGreaterThan(0);
  });

  it('seeds the demo staff accounts with their one role each, once', async () => {
    const { db } = testDb.handle;
    const demoStaff = [
      {
        email: 'sales@demo.example',
        password: 'pw',
        firstName: 'S',
        lastName: 'V',
        roles: ['sales' as const],
      },
      {
        email: 'editor@demo.example',
        password: 'pw',
        firstName: 'E',
        lastName: 'R',
        roles: ['editor' as const],
      },
    ];
    const hashPassword = async (p: string) => `hashed:${p}`;
    expect((await seedDemoContent(db, { hashPassword, demoStaff })).staffCreated).toBe(2);
    expect((await seedDemoContent(db, { hashPassword, demoStaff })).staffCreated).toBe(0);
    const rows = await db
      .select({ email: users.email, roles: users.roles })
      .from(users)
      .where(sql`${users.email} LIKE '%@demo.example'`)
      .orderBy(users.email);
    expect(rows).toEqual([
      { email: 'editor@demo.example', roles: ['editor'] },
      { email: 'sales@demo.example', roles: ['sales'] },
    ]);
  });

  it('refuses a second homepage and a duplicate slug in one culture', async () => {
    const { db } = testDb.handle;
    await expect(db.insert(contentPages).values({ key: 'other-home', isHomepage: true })).rejects.toThrow();
    const [page] = await db.insert(contentPages).values({ key: 'dup' }).returning();
    await expect(
      db
        .insert(contentPageTranslations)
        .values({ pageId: page!.id, culture: 'fr', slug: 'contact', title: 'x' }),
    ).rejects.toThrow();
  });
});

const serverUrl = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;

describe.runIf(serverUrl)('a pool on the PostgreSQL server', () => {
  it('outlives an idle connection the server ends, and tells about it', async () => {
    const ended: Error[] = [];
    const handle = await createDatabase({
      url: serverUrl,
      poolSize: 1,
      onIdleError: (error) => ended.push(error),
    });
    try {
      const first = await handle.db.execute<{ pid: number }>(sql`select pg_backend_pid() as pid`);
      const pid = first.rows[0]?.pid;
      const admin = new pg.Client({ connectionString: serverUrl });
      await admin.connect();
      await admin.query('select pg_terminate_backend($1)', [pid]);
      await admin.end();
      await vi.waitFor(() => expect(ended).toHaveLength(1));
      expect(ended[0]?.message).toMatch(/terminating connection/);
      // The next query gets a new connection.
      const next = await handle.db.execute<{ pid: number }>(sql`select pg_backend_pid() as pid`);
      expect(next.rows[0]?.pid).not.toBe(pid);
    } finally {
      await handle.close();
    }
  });
});
