import { randomUUID } from 'node:crypto';
import type {
  AdminNewsCategory,
  AdminNewsPost,
  NewsCalendar,
  NewsPost,
  NewsPostPage,
  SaveNewsPostRequest,
} from '@vitrine/api-client';
import { seedDemoNews, users } from '@vitrine/db';
import { decodeMessage } from '@vitrine/validation';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CUSTOMER } from '../src/build-server';
import { hashPassword } from '../src/modules/security/passwords';
import { assetIdOf, createEditor, EDITOR, png, signedIn, uploadOk } from './assets-library-helpers';
import { databaseTargets, expectProblem, startTestApp, type TestApp, type TestBrowser } from './helpers';

const SALES = { email: 'sally.sales@vitrine.example', password: 'sales-password-1' };
const DAY = 86_400_000;

const text = (words: string) => ({
  Type: 'text' as const,
  Id: randomUUID(),
  Content: [{ Kind: 'paragraph' as const, Runs: [{ Text: words }] }],
});

describe.each(databaseTargets)('news on $name', ({ url }) => {
  let t: TestApp;
  let editor: TestBrowser;
  let images: string[];
  let parent: AdminNewsCategory;
  let child: AdminNewsCategory;
  let other: AdminNewsCategory;
  let seeded: number;

  async function category(name: string, parentId: string | null = null) {
    const slug = `${name.toLowerCase()}-${randomUUID().slice(0, 6)}`;
    const response = await editor.send('POST', '/api/v1/backoffice/news/categories', {
      ParentId: parentId,
      Translations: { fr: { Name: name, Slug: slug }, nl: { Name: `${name} NL`, Slug: slug } },
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<AdminNewsCategory>();
  }

  function post(overrides: Partial<SaveNewsPostRequest> & { title?: string } = {}): SaveNewsPostRequest {
    const title = overrides.title ?? `Post ${randomUUID().slice(0, 8)}`;
    const slug = title.toLowerCase().replace(/[^a-z0-9]+/g, '-');
    return {
      CategoryId: parent.CategoryId,
      CoverAssetId: images[0] ?? null,
      Status: 'published',
      PublishAt: new Date(Date.now() - DAY).toISOString(),
      Translations: {
        fr: { Title: title, Slug: slug, Summary: 'Résumé', Blocks: [text('Bonjour')] },
        nl: { Title: `${title} NL`, Slug: `${slug}-nl`, Summary: 'Samenvatting', Blocks: [text('Hallo')] },
      },
      ...overrides,
    };
  }

  async function create(body: SaveNewsPostRequest) {
    const response = await editor.send('POST', '/api/v1/backoffice/news/posts', body);
    expect(response.statusCode, response.body).toBe(201);
    return response.json<AdminNewsPost>();
  }

  const list = async (query: string) => {
    const response = await t.browser().request({ method: 'GET', url: `/api/v1/news/fr/posts?${query}` });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<NewsPostPage>();
  };

  beforeAll(async () => {
    t = await startTestApp(url);
    await createEditor(t);
    await t.app.db
      .insert(users)
      .values({
        email: SALES.email,
        passwordHash: await hashPassword(SALES.password),
        roles: ['sales'],
        firstName: 'Sally',
        lastName: 'Sales',
      })
      .onConflictDoNothing();
    editor = await signedIn(t, EDITOR);
    // The demo's news, as a demo shop starts with it (before any category exists).
    seeded = (await seedDemoNews(t.app.db, t.app.storage)).postsCreated;
    const uploaded = await uploadOk(editor, [
      { name: 'one.png', data: await png(800, 600, '#336699') },
      { name: 'two.png', data: await png(600, 800, '#996633') },
      { name: 'three.png', data: await png(640, 640, '#339966') },
    ]);
    images = uploaded.map(assetIdOf);
    parent = await category('Atelier');
    child = await category('Couture', parent.CategoryId);
    other = await category('Presse');
  });
  afterAll(() => t?.close());

  it('seeds the demo news once, in the six cultures, with images', async () => {
    expect(seeded).toBe(3);
    expect((await seedDemoNews(t.app.db, t.app.storage)).postsCreated).toBe(0);
    for (const culture of ['fr', 'nl', 'es', 'de', 'it', 'pt']) {
      const response = await t
        .browser()
        .request({ method: 'GET', url: `/api/v1/news/${culture}/posts?PostPerPage=24` });
      const seededPosts = response
        .json<NewsPostPage>()
        .Items.filter((item) => item.CategoryName !== 'Atelier');
      expect(seededPosts.length, culture).toBeGreaterThanOrEqual(3);
      expect(seededPosts.every((item) => item.CoverImage !== null)).toBe(true);
    }
    const post = (
      await t.browser().request({ method: 'GET', url: '/api/v1/news/de/posts/atelier-couture-de' })
    ).json<NewsPost>();
    expect(post.Title).toBe('Nähwerkstatt am Samstag');
    const gallery = post.Blocks.find((block) => block.Type === 'gallery');
    expect(gallery?.Type === 'gallery' && gallery.Images).toHaveLength(3);
    expect(post.Alternates).toHaveLength(6);
  });

  it('publishes a post with a gallery and renders its blocks with the library’s images', async () => {
    const galleryId = randomUUID();
    const created = await create(
      post({
        title: 'Gallery day',
        Translations: {
          fr: {
            Title: 'Journée galerie',
            Slug: 'journee-galerie',
            Summary: 'Des photos',
            Blocks: [
              text('Avant'),
              {
                Type: 'gallery',
                Id: galleryId,
                AssetIds: [images[1] ?? '', images[2] ?? ''],
                Caption: 'Atelier',
              },
              {
                Type: 'widget',
                Id: randomUUID(),
                Widget: { Name: 'news-list', CategoryIds: [], DisplayChildren: false, PostPerPage: 3 },
              },
            ],
          },
        },
      }),
    );
    expect(created.Version).toBe(1);
    expect(created.Assets.map((asset) => asset.AssetId).sort()).toEqual([...images].sort());
    const response = await t
      .browser()
      .request({ method: 'GET', url: '/api/v1/news/fr/posts/journee-galerie' });
    expect(response.statusCode, response.body).toBe(200);
    const read = response.json<NewsPost>();
    expect(read.Title).toBe('Journée galerie');
    expect(read.CoverImage?.AssetId).toBe(images[0]);
    expect(read.Blocks.map((block) => block.Type)).toEqual(['text', 'gallery', 'widget']);
    const gallery = read.Blocks[1];
    expect(gallery?.Type === 'gallery' && gallery.Images.map((image) => image.AssetId)).toEqual([
      images[1],
      images[2],
    ]);
    expect(gallery?.Type === 'gallery' && gallery.Images[0]?.Url).toMatch(/\/assets\/images\/.+\/large/);
    // Written in French only: no Dutch address.
    expect(read.Alternates.map((alt) => alt.Culture)).toEqual(['fr']);
    const dutch = await t.browser().request({ method: 'GET', url: '/api/v1/news/nl/posts/journee-galerie' });
    expectProblem(dutch, 404);
  });

  it('refuses a bad block with a 400 naming the field, writing nothing', async () => {
    const bad = expectProblem(
      await editor.send(
        'POST',
        '/api/v1/backoffice/news/posts',
        post({
          title: 'Bad blocks',
          Translations: {
            fr: {
              Title: 'Mauvais blocs',
              Slug: 'mauvais-blocs',
              Blocks: [
                { Type: 'gallery', Id: randomUUID(), AssetIds: [] },
                {
                  Type: 'text',
                  Id: randomUUID(),
                  Content: [{ Kind: 'paragraph', Runs: [{ Text: 'x', Href: 'javascript:alert(1)' }] }],
                },
              ],
            },
          },
        }),
      ),
      400,
      '/problems/validation',
    );
    const fields = Object.keys(bad.errors ?? {});
    expect(fields).toContain('Translations.fr.Blocks.0.AssetIds');
    expect(fields).toContain('Translations.fr.Blocks.1.Content.0.Runs.0.Href');
    expect(decodeMessage(bad.errors?.['Translations.fr.Blocks.1.Content.0.Runs.0.Href']?.[0] ?? '').key).toBe(
      'Validation.Url',
    );
    const unknownType = expectProblem(
      await editor.send(
        'POST',
        '/api/v1/backoffice/news/posts',
        post({
          Translations: {
            fr: {
              Title: 'Html',
              Slug: 'html',
              Blocks: [{ Type: 'html', Id: randomUUID(), Html: '<script>' }],
            },
          } as never,
        }),
      ),
      400,
    );
    expect(Object.keys(unknownType.errors ?? {})).toContain('Translations.fr.Blocks.0.Type');
    // A widget's settings are checked per widget.
    const widget = expectProblem(
      await editor.send(
        'POST',
        '/api/v1/backoffice/news/posts',
        post({
          Translations: {
            fr: {
              Title: 'Carrousel',
              Slug: 'carrousel',
              Blocks: [
                {
                  Type: 'widget',
                  Id: randomUUID(),
                  Widget: {
                    Name: 'news-carousel',
                    CategoryIds: ['nope'],
                    DisplayChildren: false,
                    PostPerPage: 99,
                  },
                },
              ],
            },
          },
        }),
      ),
      400,
    );
    expect(Object.keys(widget.errors ?? {}).sort()).toEqual([
      'Translations.fr.Blocks.0.Widget.CategoryIds.0',
      'Translations.fr.Blocks.0.Widget.PostPerPage',
    ]);
    // An asset that is not in the library is named under the culture's blocks.
    const missing = expectProblem(
      await editor.send(
        'POST',
        '/api/v1/backoffice/news/posts',
        post({
          Translations: {
            fr: {
              Title: 'Image absente',
              Slug: 'image-absente',
              Blocks: [{ Type: 'image', Id: randomUUID(), AssetId: randomUUID(), Caption: '' }],
            },
          },
        }),
      ),
      400,
    );
    expect(Object.keys(missing.errors ?? {})).toEqual(['Translations.fr.Blocks']);
    const nothing = await list(`CategoryIds=${parent.CategoryId}&PostPerPage=24`);
    expect(nothing.Items.map((item) => item.Slug)).not.toContain('mauvais-blocs');
    expect(nothing.Items.map((item) => item.Slug)).not.toContain('image-absente');
  });

  it('keeps drafts and scheduled posts away from the public, and shows them once due', async () => {
    const draft = await create(post({ title: 'Draft only', Status: 'draft', CategoryId: other.CategoryId }));
    const scheduled = await create(
      post({
        title: 'Scheduled later',
        CategoryId: other.CategoryId,
        PublishAt: new Date(Date.now() + 7 * DAY).toISOString(),
      }),
    );
    const visible = await list(`CategoryIds=${other.CategoryId}`);
    expect(visible.Items).toEqual([]);
    for (const slug of ['draft-only', 'scheduled-later'])
      expectProblem(await t.browser().request({ method: 'GET', url: `/api/v1/news/fr/posts/${slug}` }), 404);
    // The back office sees both, with the cultures they are written in.
    const all = (await editor.request({ method: 'GET', url: '/api/v1/backoffice/news/posts' })).json<
      { PostId: string; Status: string; Cultures: string[] }[]
    >();
    expect(all.find((row) => row.PostId === draft.PostId)).toMatchObject({
      Status: 'draft',
      Cultures: ['fr', 'nl'],
    });
    expect(all.some((row) => row.PostId === scheduled.PostId)).toBe(true);
    // Due now: the scheduled post is public.
    const due = await editor.send(
      'PUT',
      `/api/v1/backoffice/news/posts/${scheduled.PostId}`,
      post({
        title: 'Scheduled later',
        CategoryId: other.CategoryId,
        PublishAt: new Date(Date.now() - 1000).toISOString(),
        Version: scheduled.Version,
      }),
    );
    expect(due.statusCode, due.body).toBe(200);
    expect((await list(`CategoryIds=${other.CategoryId}`)).Items.map((item) => item.Slug)).toEqual([
      'scheduled-later',
    ]);
  });

  it('shows a category alone, or with its children when asked, three per page by default', async () => {
    const base = Date.now() - 30 * DAY;
    for (let index = 0; index < 4; index += 1)
      await create(
        post({
          title: `Parent ${index}`,
          PublishAt: new Date(base + index * DAY).toISOString(),
        }),
      );
    await create(
      post({ title: 'Child post', CategoryId: child.CategoryId, PublishAt: new Date(base).toISOString() }),
    );
    const alone = await list(
      `CategoryIds=${parent.CategoryId}&Until=${new Date(base + 10 * DAY).toISOString().slice(0, 10)}`,
    );
    expect(alone.Total).toBe(4);
    expect(alone.Items).toHaveLength(3);
    expect(alone.PageCount).toBe(2);
    expect(alone.Items.map((item) => item.Slug)).toEqual(['parent-3', 'parent-2', 'parent-1']);
    const second = await list(
      `CategoryIds=${parent.CategoryId}&Page=2&Until=${new Date(base + 10 * DAY).toISOString().slice(0, 10)}`,
    );
    expect(second.Items.map((item) => item.Slug)).toEqual(['parent-0']);
    const withChildren = await list(
      `CategoryIds=${parent.CategoryId}&DisplayChildren=true&PostPerPage=10&Until=${new Date(base + 10 * DAY).toISOString().slice(0, 10)}`,
    );
    expect(withChildren.Items.map((item) => item.Slug)).toContain('child-post');
    expect(withChildren.Total).toBe(5);
    // Until a day: nothing published after it.
    const early = await list(
      `CategoryIds=${parent.CategoryId}&Until=${new Date(base + DAY).toISOString().slice(0, 10)}`,
    );
    expect(early.Items.map((item) => item.Slug)).toEqual(['parent-1', 'parent-0']);
    // The calendar: the month's days with posts, and its posts paged.
    const day = new Date(base);
    const calendar = (
      await t.browser().request({
        method: 'GET',
        url: `/api/v1/news/fr/calendar?CategoryIds=${child.CategoryId}&Year=${day.getUTCFullYear()}&Month=${day.getUTCMonth() + 1}`,
      })
    ).json<NewsCalendar>();
    expect(calendar.Days).toEqual([day.getUTCDate()]);
    expect(calendar.Items.map((item) => item.Slug)).toEqual(['child-post']);
    // A bad category list is a 400, not an error.
    expectProblem(
      await t.browser().request({ method: 'GET', url: '/api/v1/news/fr/posts?CategoryIds=nope' }),
      400,
    );
  });

  it('serves an RSS feed per category, with its children’s posts', async () => {
    const response = await t.browser().request({ method: 'GET', url: `/fr/news/rss/${parent.CategoryId}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/rss+xml');
    expect(response.body).toContain('<title>Atelier</title>');
    expect(response.body).toContain('<title>Child post</title>');
    expect(response.body).toContain('/fr/news/parent-3</link>');
    expect(response.body).not.toContain('Draft only');
    expectProblem(await t.browser().request({ method: 'GET', url: `/fr/news/rss/${randomUUID()}` }), 404);
  });

  it('lists public posts in the sitemap in every culture they are written in, and no draft', async () => {
    const response = await t.browser().request({ method: 'GET', url: '/sitemap-pages.xml' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('/fr/news/journee-galerie</loc>');
    expect(response.body).toMatch(
      /\/nl\/news\/parent-0-nl<\/loc>.*hreflang="fr" href="[^"]*\/fr\/news\/parent-0"/,
    );
    expect(response.body).not.toContain('draft-only');
  });

  it('lets editors and admins write; sales staff, customers and visitors cannot', async () => {
    const sales = await signedIn(t, SALES);
    const customer = await signedIn(t, DEMO_CUSTOMER);
    for (const who of [sales, customer]) {
      expectProblem(await who.send('POST', '/api/v1/backoffice/news/posts', post()), 403);
      expectProblem(await who.request({ method: 'GET', url: '/api/v1/backoffice/news/posts' }), 403);
    }
    expectProblem(await t.browser().send('POST', '/api/v1/backoffice/news/posts', post()), 401);
    const admin = await signedIn(t, t.config.admin);
    const written = await admin.send(
      'POST',
      '/api/v1/backoffice/news/posts',
      post({ title: 'By the admin' }),
    );
    expect(written.statusCode, written.body).toBe(201);
  });

  it('refuses a save over another editor’s newer one, and says so', async () => {
    const created = await create(post({ title: 'Two editors' }));
    const mine = await editor.send(
      'PUT',
      `/api/v1/backoffice/news/posts/${created.PostId}`,
      post({ title: 'Two editors', Version: created.Version, Status: 'draft' }),
    );
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json<AdminNewsPost>().Version).toBe(created.Version + 1);
    // The other editor still holds the first version.
    const response = await editor.send(
      'PUT',
      `/api/v1/backoffice/news/posts/${created.PostId}`,
      post({ title: 'Two editors', Version: created.Version }),
    );
    expectProblem(response, 409, '/problems/news-edit-conflict');
    expect(response.json<{ detail: string }>().detail).toMatch(/another editor/i);
    const stored = (
      await editor.request({ method: 'GET', url: `/api/v1/backoffice/news/posts/${created.PostId}` })
    ).json<AdminNewsPost>();
    expect(stored.Status).toBe('draft');
    expect(stored.Version).toBe(created.Version + 1);
  });

  it('refuses a slug another post has in the same culture', async () => {
    await create(post({ title: 'Unique slug' }));
    const taken = expectProblem(
      await editor.send('POST', '/api/v1/backoffice/news/posts', post({ title: 'Unique slug' })),
      400,
    );
    expect(decodeMessage(taken.errors?.['Translations.fr.Slug']?.[0] ?? '').key).toBe('News.SlugTaken');
  });
});
