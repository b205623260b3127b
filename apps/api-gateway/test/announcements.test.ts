import { randomUUID } from 'node:crypto';
import type {
  AdminAnnouncement,
  AdminAnnouncementSummary,
  Announcement,
  SaveAnnouncementRequest,
} from '@vitrine/api-client';
import { DEMO_BANNER_ID, DEMO_POPUP_ID, seedDemoAnnouncements, users } from '@vitrine/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CUSTOMER } from '../src/build-server';
import { hashPassword } from '../src/modules/security/passwords';
import { assetIdOf, createEditor, EDITOR, png, signedIn, uploadOk } from './assets-library-helpers';
import { databaseTargets, expectProblem, startTestApp, type TestApp, type TestBrowser } from './helpers';

const SALES = { email: 'sam.sales@vitrine.example', password: 'sales-password-1' };
const HOUR = 3_600_000;
const STAFF = '/api/v1/backoffice/announcements';

const text = (words: string) => ({
  Type: 'text' as const,
  Id: randomUUID(),
  Content: [{ Kind: 'paragraph' as const, Runs: [{ Text: words }] }],
});

describe.each(databaseTargets)('popups and banners on $name', ({ url }) => {
  let t: TestApp;
  let editor: TestBrowser;
  let image: string;
  let seeded: number;
  /** Each test's titles carry its own mark, so what other tests wrote does not disturb it. */
  const mark = () => randomUUID().slice(0, 8);

  function announcement(
    title: string,
    overrides: Partial<SaveAnnouncementRequest> = {},
  ): SaveAnnouncementRequest {
    return {
      Kind: 'popup',
      Status: 'published',
      StartDatetime: null,
      EndDatetime: null,
      Priority: 0,
      PageKinds: [],
      PathPatterns: [],
      Translations: {
        fr: {
          Title: title,
          Blocks: [text('Bonjour'), { Type: 'image', Id: randomUUID(), AssetId: image, Caption: '' }],
        },
        nl: { Title: `${title} NL`, Blocks: [text('Hallo')], LinkUrl: '/nl/catalog' },
      },
      ...overrides,
    };
  }

  async function create(body: SaveAnnouncementRequest) {
    const response = await editor.send('POST', STAFF, body);
    expect(response.statusCode, response.body).toBe(201);
    return response.json<AdminAnnouncement>();
  }

  async function live(culture: string, query = '') {
    const response = await t
      .browser()
      .request({ method: 'GET', url: `/api/v1/announcements/${culture}${query}` });
    expect(response.statusCode, response.body).toBe(200);
    return response;
  }
  const titles = async (culture: string, query = '') =>
    (await live(culture, query)).json<Announcement[]>().map((item) => item.Title);

  beforeAll(async () => {
    t = await startTestApp(url);
    await createEditor(t);
    await t.app.db
      .insert(users)
      .values({
        email: SALES.email,
        passwordHash: await hashPassword(SALES.password),
        roles: ['sales'],
        firstName: 'Sam',
        lastName: 'Sales',
      })
      .onConflictDoNothing();
    editor = await signedIn(t, EDITOR);
    // The demo's popup and banner, as a demo shop starts with them (before any other exists).
    seeded = (await seedDemoAnnouncements(t.app.db)).created;
    const [uploaded] = await uploadOk(editor, [{ name: 'popup.png', data: await png(800, 600, '#336699') }]);
    image = assetIdOf(uploaded);
  });
  afterAll(() => t?.close());

  it('seeds the demo popup and banner once, for the home page in the six cultures', async () => {
    expect(seeded).toBe(2);
    expect((await seedDemoAnnouncements(t.app.db)).created).toBe(0);
    for (const culture of ['fr', 'nl', 'es', 'de', 'it', 'pt']) {
      const home = (await live(culture, '?PageKind=home&Path=/')).json<Announcement[]>();
      expect(home.find((item) => item.Id === DEMO_POPUP_ID)?.Kind, culture).toBe('popup');
      expect(home.find((item) => item.Id === DEMO_BANNER_ID)?.Kind, culture).toBe('banner');
      const catalogue = (await live(culture, '?PageKind=catalogue&Path=/catalog')).json<Announcement[]>();
      expect(catalogue.some((item) => item.Id === DEMO_POPUP_ID || item.Id === DEMO_BANNER_ID)).toBe(false);
    }
  });

  it('shows a published one in the cultures it is written in, its image as the library renders it', async () => {
    const m = mark();
    const created = await create(announcement(`Soldes ${m}`));
    expect(created.Version).toBe(1);
    const french = (await live('fr')).json<Announcement[]>().find((item) => item.Id === created.Id);
    expect(french?.Title).toBe(`Soldes ${m}`);
    expect(french?.EndDatetime).toBeNull();
    const picture = french?.Blocks.find((block) => block.Type === 'image');
    expect(picture?.Type === 'image' && picture.Image?.Url).toMatch(/\/large/);
    const dutch = (await live('nl')).json<Announcement[]>().find((item) => item.Id === created.Id);
    expect(dutch?.LinkUrl).toBe('/nl/catalog');
    // Not written in German: not shown there.
    expect(await titles('de')).not.toContain(`Soldes ${m}`);
  });

  it('honours drafts, the start and EndDatetime, at once after a save', async () => {
    const m = mark();
    await create(announcement(`Brouillon ${m}`, { Status: 'draft' }));
    await create(
      announcement(`Plus tard ${m}`, { StartDatetime: new Date(Date.now() + HOUR).toISOString() }),
    );
    await create(announcement(`Fini ${m}`, { EndDatetime: new Date(Date.now() - 1000).toISOString() }));
    const now = await create(
      announcement(`En cours ${m}`, {
        StartDatetime: new Date(Date.now() - HOUR).toISOString(),
        EndDatetime: new Date(Date.now() + HOUR).toISOString(),
      }),
    );
    const shown = await titles('fr');
    expect(shown).toContain(`En cours ${m}`);
    for (const hidden of [`Brouillon ${m}`, `Plus tard ${m}`, `Fini ${m}`])
      expect(shown).not.toContain(hidden);
    // A shared cache keeps the answer no longer than the next start or end (an hour at most away).
    const maxAge = Number(/max-age=(\d+)/.exec(String((await live('fr')).headers['cache-control']))?.[1]);
    expect(maxAge).toBeGreaterThan(0);
    expect(maxAge).toBeLessThanOrEqual(60);
    // Unpublished: gone from the next read (the cache is forgotten on save).
    const saved = await editor.send(
      'PUT',
      `${STAFF}/${now.Id}`,
      announcement(`En cours ${m}`, { Status: 'draft', Version: now.Version }),
    );
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await titles('fr')).not.toContain(`En cours ${m}`);
  });

  it('targets page kinds and path patterns; no target is every page', async () => {
    const m = mark();
    await create(announcement(`Partout ${m}`));
    await create(announcement(`Accueil ${m}`, { PageKinds: ['home'] }));
    await create(announcement(`Catégories ${m}`, { PathPatterns: ['/c/*'] }));
    await create(announcement(`Produit ${m}`, { PageKinds: ['product'], PathPatterns: ['/p/lampe'] }));
    const home = await titles('fr', '?PageKind=home&Path=/');
    expect(home.filter((title) => title.endsWith(m)).sort()).toEqual([`Accueil ${m}`, `Partout ${m}`].sort());
    const category = await titles('fr', '?PageKind=catalogue&Path=/c/luminaires');
    expect(category.filter((title) => title.endsWith(m)).sort()).toEqual(
      [`Catégories ${m}`, `Partout ${m}`].sort(),
    );
    const lamp = await titles('fr', '?Path=/p/lampe');
    expect(lamp).toContain(`Produit ${m}`);
    expect(await titles('fr', '?Path=/p/chaise')).not.toContain(`Produit ${m}`);
    // Without a page: every live one, with its targeting for the storefront to match.
    const all = (await live('fr')).json<Announcement[]>().filter((item) => item.Title.endsWith(m));
    expect(all).toHaveLength(4);
    expect(all.find((item) => item.Title === `Catégories ${m}`)?.PathPatterns).toEqual(['/c/*']);
    expectProblem(
      await t.browser().request({ method: 'GET', url: '/api/v1/announcements/fr?PageKind=basket' }),
      400,
    );
    expectProblem(await t.browser().request({ method: 'GET', url: '/api/v1/announcements/en' }), 400);
  });

  it('answers highest priority first', async () => {
    const m = mark();
    await create(announcement(`Bas ${m}`, { Priority: 1 }));
    await create(announcement(`Haut ${m}`, { Priority: 900 }));
    const mine = (await titles('fr')).filter((title) => title.endsWith(m));
    expect(mine).toEqual([`Haut ${m}`, `Bas ${m}`]);
  });

  it('refuses bad input with a 400 naming each field, writing nothing', async () => {
    const m = mark();
    const bad = expectProblem(
      await editor.send(
        'POST',
        STAFF,
        announcement(`Mauvais ${m}`, {
          Kind: 'popup',
          StartDatetime: new Date(Date.now() + HOUR).toISOString(),
          EndDatetime: new Date(Date.now()).toISOString(),
          PathPatterns: ['catalog'],
          Priority: -1,
          Translations: {
            fr: {
              Title: '',
              Blocks: [{ Type: 'gallery', Id: randomUUID(), AssetIds: [image], Caption: '' }],
              LinkUrl: 'javascript:alert(1)',
            },
          },
        }),
      ),
      400,
      '/problems/validation',
    );
    const errors = bad.errors ?? {};
    expect(errors['Translations.fr.Title']).toEqual(['Validation.Required']);
    expect(errors['Translations.fr.LinkUrl']).toEqual(['Validation.Url']);
    expect(errors['Translations.fr.Blocks.0.Type']).toEqual(['Announcements.BlockNotAllowed']);
    expect(errors['PathPatterns.0']).toEqual(['Announcements.PathPattern']);
    expect(errors.Priority).toBeDefined();
    expect(errors.EndDatetime).toEqual(['Announcements.EndBeforeStart']);
    const none = expectProblem(
      await editor.send('POST', STAFF, announcement(`Vide ${m}`, { Translations: {} })),
      400,
    );
    expect(none.errors?.Translations).toEqual(['Validation.Required']);
    const unknownImage = expectProblem(
      await editor.send(
        'POST',
        STAFF,
        announcement(`Image ${m}`, {
          Translations: {
            de: {
              Title: 'Bild',
              Blocks: [{ Type: 'image', Id: randomUUID(), AssetId: randomUUID(), Caption: '' }],
            },
          },
        }),
      ),
      400,
    );
    expect(Object.keys(unknownImage.errors ?? {})).toEqual(['Translations.de.Blocks']);
    const list = (await editor.request({ method: 'GET', url: STAFF })).json<AdminAnnouncementSummary[]>();
    expect(list.some((item) => item.Title.endsWith(m))).toBe(false);
  });

  it('refuses a save over another editor’s newer one with a 409', async () => {
    const m = mark();
    const created = await create(announcement(`Deux ${m}`));
    const mine = await editor.send('PUT', `${STAFF}/${created.Id}`, {
      ...announcement(`Deux ${m}`, { Status: 'draft' }),
      Version: created.Version,
    });
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json<AdminAnnouncement>().Version).toBe(created.Version + 1);
    const theirs = await editor.send('PUT', `${STAFF}/${created.Id}`, {
      ...announcement(`Deux ${m} (autre)`),
      Version: created.Version,
    });
    expectProblem(theirs, 409, '/problems/announcement-edit-conflict');
    const stored = (
      await editor.request({ method: 'GET', url: `${STAFF}/${created.Id}` })
    ).json<AdminAnnouncement>();
    expect(stored.Status).toBe('draft');
    expect(stored.Translations.fr?.Title).toBe(`Deux ${m}`);
    expectProblem(await editor.send('PUT', `${STAFF}/${created.Id}`, announcement(`Deux ${m}`)), 400);
    expectProblem(
      await editor.send('PUT', `${STAFF}/${randomUUID()}`, { ...announcement(`X ${m}`), Version: 1 }),
      404,
    );
  });

  it('lists every one for editors with its cultures, and deletes', async () => {
    const m = mark();
    const created = await create(announcement(`Liste ${m}`, { Kind: 'popup-banner' }));
    const list = (await editor.request({ method: 'GET', url: `${STAFF}?culture=nl` })).json<
      AdminAnnouncementSummary[]
    >();
    const entry = list.find((item) => item.Id === created.Id);
    expect(entry?.Title).toBe(`Liste ${m} NL`);
    expect(entry?.Cultures).toEqual(['fr', 'nl']);
    expect(entry?.Kind).toBe('popup-banner');
    const item = (
      await editor.request({ method: 'GET', url: `${STAFF}/${created.Id}` })
    ).json<AdminAnnouncement>();
    expect(item.Assets.map((asset) => asset.AssetId)).toEqual([image]);
    expect((await editor.send('DELETE', `${STAFF}/${created.Id}`)).statusCode).toBe(204);
    expect(await titles('fr')).not.toContain(`Liste ${m}`);
    expectProblem(await editor.request({ method: 'GET', url: `${STAFF}/${created.Id}` }), 404);
  });

  it('lets editors and admins write; sales staff, customers and visitors cannot', async () => {
    const sales = await signedIn(t, SALES);
    const customer = await signedIn(t, DEMO_CUSTOMER);
    for (const who of [sales, customer]) {
      expectProblem(await who.send('POST', STAFF, announcement('Non')), 403);
      expectProblem(await who.request({ method: 'GET', url: STAFF }), 403);
    }
    expectProblem(await t.browser().send('POST', STAFF, announcement('Non')), 401);
    expectProblem(await t.browser().request({ method: 'GET', url: STAFF }), 401);
  });
});
