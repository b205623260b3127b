import { randomUUID } from 'node:crypto';
import type {
  AdminContentPage,
  AdminContentPageSummary,
  AssetUsages,
  ContentPage,
  ContentPageVersion,
  SaveContentPageRequest,
} from '@vitrine/api-client';
import { contentPages, contentPageTranslations, recordLivePageVersions } from '@vitrine/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assetIdOf, createEditor, EDITOR, png, signedIn, uploadOk } from './assets-library-helpers';
import { databaseTargets, expectProblem, startTestApp, type TestApp, type TestBrowser } from './helpers';

const PAGES = '/api/v1/backoffice/pages';
const text = (words: string) => ({
  Type: 'text' as const,
  Id: randomUUID(),
  Content: [{ Kind: 'paragraph' as const, Runs: [{ Text: words }] }],
});

describe.each(databaseTargets)('content pages made of blocks on $name', ({ url }) => {
  let t: TestApp;
  let editor: TestBrowser;
  let images: string[];

  const shop = async (culture: string, slug: string) =>
    t.browser().request({ method: 'GET', url: `/api/v1/content/${culture}/pages?slug=${slug}` });

  function body(
    slug: string,
    words: string,
    overrides: Partial<SaveContentPageRequest> = {},
  ): SaveContentPageRequest {
    return {
      Key: `page-${slug}`,
      Translations: {
        fr: { Title: `Titre ${words}`, Slug: slug, MetaTitle: 'Pour les moteurs', Blocks: [text(words)] },
        nl: { Title: `Titel ${words}`, Slug: `${slug}-nl`, Blocks: [text(`${words} NL`)] },
      },
      ...overrides,
    };
  }

  async function create(request: SaveContentPageRequest) {
    const response = await editor.send('POST', PAGES, request);
    expect(response.statusCode, response.body).toBe(201);
    return response.json<AdminContentPage>();
  }

  async function publish(page: AdminContentPage, publishAt?: string) {
    const response = await editor.send('POST', `${PAGES}/${page.PageId}/publish`, {
      Version: page.Version,
      ...(publishAt ? { PublishAt: publishAt } : {}),
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<AdminContentPage>();
  }

  beforeAll(async () => {
    t = await startTestApp(url);
    await createEditor(t);
    editor = await signedIn(t, EDITOR);
    images = (
      await uploadOk(editor, [
        { name: 'one.png', data: await png(400, 300, '#336699') },
        { name: 'two.png', data: await png(300, 400, '#996633') },
      ])
    ).map(assetIdOf);
  });
  afterAll(() => t?.close());

  it('keeps a new page as a draft until it is published, then shows its blocks with their images', async () => {
    const slug = `atelier-${randomUUID().slice(0, 6)}`;
    const imageId = randomUUID();
    const page = await create(
      body(slug, 'Bonjour', {
        Translations: {
          fr: {
            Title: 'Atelier',
            Slug: slug,
            MetaTitle: 'Atelier pour les moteurs',
            Blocks: [
              text('Bonjour'),
              { Type: 'image', Id: imageId, AssetId: images[0] ?? '', Caption: 'Vitrine' },
            ],
          },
        },
      }),
    );
    expect(page.Published).toBeNull();
    expect(page.Draft.fr?.Blocks).toHaveLength(2);
    expect(page.Assets.map((asset) => asset.AssetId)).toEqual([images[0]]);
    expect((await shop('fr', slug)).statusCode).toBe(404);

    const published = await publish(page);
    expect(published.PublishedNumber).toBe(1);
    expect(published.HasChanges).toBe(false);
    const answer = await shop('fr', slug);
    expect(answer.statusCode, answer.body).toBe(200);
    const shown = answer.json<ContentPage>();
    expect(shown.BodyHtml).toBe('');
    expect(shown.MetaTitle).toBe('Atelier pour les moteurs');
    expect(shown.Blocks[0]).toMatchObject({ Type: 'text' });
    expect(shown.Blocks[1]).toMatchObject({ Type: 'image', Id: imageId, Image: { AssetId: images[0] } });
    // The sitemap lists it.
    const sitemap = await t.browser().request({ method: 'GET', url: '/sitemap-pages.xml' });
    if (sitemap.statusCode === 200) expect(sitemap.body).toContain(slug);
  });

  it('saves a draft while the shop keeps the published version, and lists the missing translations', async () => {
    const slug = `drafts-${randomUUID().slice(0, 6)}`;
    const page = await publish(await create(body(slug, 'Premier')));
    const edit = await editor.send('PUT', `${PAGES}/${page.PageId}`, {
      ...body(slug, 'Second'),
      Version: page.Version,
    });
    expect(edit.statusCode, edit.body).toBe(200);
    const edited = edit.json<AdminContentPage>();
    expect(edited.HasChanges).toBe(true);
    expect(edited.Draft.fr?.Title).toBe('Titre Second');
    expect(edited.Published?.fr?.Title).toBe('Titre Premier');
    expect((await shop('fr', slug)).json<ContentPage>().Title).toBe('Titre Premier');

    const list = (await editor.request({ method: 'GET', url: `${PAGES}?culture=fr` })).json<
      AdminContentPageSummary[]
    >();
    const entry = list.find((item) => item.PageId === page.PageId);
    expect(entry).toMatchObject({
      Title: 'Titre Second',
      Cultures: ['fr', 'nl'],
      HasChanges: true,
      PublishedNumber: 1,
    });

    const again = await publish(edited);
    expect(again.PublishedNumber).toBe(2);
    expect((await shop('fr', slug)).json<ContentPage>().Title).toBe('Titre Second');
  });

  it('refuses a body with per-field errors: an unsafe link, an unknown image, a widget out of bounds, HTML', async () => {
    const slug = `invalid-${randomUUID().slice(0, 6)}`;
    const response = await editor.send('POST', PAGES, {
      Key: `page-${slug}`,
      Translations: {
        fr: {
          Title: 'Invalide',
          Slug: slug,
          Blocks: [
            text('ok'),
            {
              Type: 'text',
              Id: randomUUID(),
              Content: [{ Kind: 'paragraph', Runs: [{ Text: 'x', Href: 'javascript:alert(1)' }] }],
            },
            {
              Type: 'widget',
              Id: randomUUID(),
              Widget: {
                Name: 'news-list',
                CategoryIds: [],
                DisplayChildren: false,
                PostPerPage: 99,
                Layout: 'blog',
              },
            },
          ],
        },
      },
    });
    const problem = expectProblem(response, 400);
    expect(problem.errors?.['Translations.fr.Blocks.1.Content.0.Runs.0.Href']).toBeTruthy();
    expect(problem.errors?.['Translations.fr.Blocks.2.Widget.PostPerPage']).toBeTruthy();

    const unknownImage = await editor.send('POST', PAGES, {
      Key: `page-${slug}`,
      Translations: {
        fr: {
          Title: 'Image',
          Slug: slug,
          Blocks: [{ Type: 'image', Id: randomUUID(), AssetId: randomUUID(), Caption: '' }],
        },
      },
    });
    expect(Object.keys(expectProblem(unknownImage, 400).errors ?? {})).toEqual(['Translations.fr.Blocks']);

    const html = await editor.send('POST', PAGES, {
      Key: `page-${slug}`,
      Translations: {
        fr: {
          Title: 'HTML',
          Slug: slug,
          Blocks: [{ Type: 'html', Id: randomUUID(), Html: '<script>x</script>' }],
        },
      },
    });
    expect(expectProblem(html, 400).errors?.['Translations.fr.Blocks.0.Html']).toEqual([
      'ContentPages.HtmlNotAllowed',
    ]);
  });

  it('refuses a save over another editor’s newer one with a 409 that carries their version', async () => {
    const slug = `conflict-${randomUUID().slice(0, 6)}`;
    const page = await create(body(slug, 'Base'));
    const first = await editor.send('PUT', `${PAGES}/${page.PageId}`, {
      ...body(slug, 'Theirs'),
      Version: page.Version,
    });
    expect(first.statusCode, first.body).toBe(200);
    const second = await editor.send('PUT', `${PAGES}/${page.PageId}`, {
      ...body(slug, 'Mine'),
      Version: page.Version,
    });
    const problem = expectProblem(second, 409, '/problems/content-page-edit-conflict') as unknown as {
      Current: AdminContentPage;
    };
    expect(problem.Current.Draft.fr?.Title).toBe('Titre Theirs');
    expect(problem.Current.Version).toBe(page.Version + 1);
  });

  it('lists the published versions and restores an older one as the draft', async () => {
    const slug = `versions-${randomUUID().slice(0, 6)}`;
    let page = await publish(await create(body(slug, 'Un')));
    const edit = await editor.send('PUT', `${PAGES}/${page.PageId}`, {
      ...body(slug, 'Deux'),
      Version: page.Version,
    });
    page = await publish(edit.json<AdminContentPage>());
    const versions = (
      await editor.request({ method: 'GET', url: `${PAGES}/${page.PageId}/versions?culture=fr` })
    ).json<ContentPageVersion[]>();
    expect(versions.map((v) => [v.Number, v.Title, v.Current])).toEqual([
      [2, 'Titre Deux', true],
      [1, 'Titre Un', false],
    ]);
    const restore = await editor.send('POST', `${PAGES}/${page.PageId}/versions/1/restore`, {
      Version: page.Version,
    });
    expect(restore.statusCode, restore.body).toBe(200);
    const restored = restore.json<AdminContentPage>();
    expect(restored.Draft.fr?.Title).toBe('Titre Un');
    expect(restored.HasChanges).toBe(true);
    expect((await shop('fr', slug)).json<ContentPage>().Title).toBe('Titre Deux');
    const stale = await editor.send('POST', `${PAGES}/${page.PageId}/versions/1/restore`, {
      Version: page.Version,
    });
    expectProblem(stale, 409);
  });

  it('publishes a scheduled draft when its time comes, not before', async () => {
    const slug = `scheduled-${randomUUID().slice(0, 6)}`;
    const page = await create(body(slug, 'Bientôt'));
    const at = new Date(Date.now() + 60 * 60 * 1000);
    const scheduled = await publish(page, at.toISOString());
    expect(scheduled.ScheduledAt).toBe(at.toISOString());
    expect(scheduled.PublishedNumber).toBeNull();
    await t.app.jobs.runDue({ limit: 100 });
    expect((await shop('fr', slug)).statusCode).toBe(404);
    await t.app.jobs.runDue({ now: new Date(at.getTime() + 1000), limit: 100 });
    expect((await shop('fr', slug)).json<ContentPage>().Title).toBe('Titre Bientôt');
    const after = (
      await editor.request({ method: 'GET', url: `${PAGES}/${page.PageId}` })
    ).json<AdminContentPage>();
    expect(after).toMatchObject({ ScheduledAt: null, PublishedNumber: 1 });
  });

  it('shows a page written before blocks as one HTML block, which an edit may keep but not change', async () => {
    const slug = `legacy-${randomUUID().slice(0, 6)}`;
    const [row] = await t.app.db
      .insert(contentPages)
      .values({ key: `legacy-${slug}` })
      .returning({ id: contentPages.id });
    const pageId = row?.id ?? '';
    await t.app.db
      .insert(contentPageTranslations)
      .values({ pageId, culture: 'fr', slug, title: 'Ancienne', bodyHtml: '<p>Ancien corps</p>' });
    const shown = (await shop('fr', slug)).json<ContentPage>();
    expect(shown.Blocks).toEqual([expect.objectContaining({ Type: 'html', Html: '<p>Ancien corps</p>' })]);
    const page = (
      await editor.request({ method: 'GET', url: `${PAGES}/${pageId}` })
    ).json<AdminContentPage>();
    const legacy = page.Draft.fr?.Blocks[0];
    expect(legacy).toMatchObject({ Type: 'html' });
    const kept = await editor.send('PUT', `${PAGES}/${pageId}`, {
      Version: page.Version,
      Translations: { fr: { Title: 'Ancienne', Slug: slug, Blocks: [legacy, text('Nouveau')] } },
    });
    expect(kept.statusCode, kept.body).toBe(200);
    const changed = await editor.send('PUT', `${PAGES}/${pageId}`, {
      Version: kept.json<AdminContentPage>().Version,
      Translations: { fr: { Title: 'Ancienne', Slug: slug, Blocks: [{ ...legacy, Html: '<p>changé</p>' }] } },
    });
    expect(expectProblem(changed, 400).errors?.['Translations.fr.Blocks.0.Html']).toBeTruthy();
    // Published with its HTML only (a new title), it stays an HTML page: its markers keep working.
    const current = (
      await editor.request({ method: 'GET', url: `${PAGES}/${pageId}` })
    ).json<AdminContentPage>();
    const retitled = await editor.send('PUT', `${PAGES}/${pageId}`, {
      Version: current.Version,
      Translations: { fr: { Title: 'Ancienne page', Slug: slug, Blocks: [legacy] } },
    });
    await publish(retitled.json<AdminContentPage>());
    const republished = (await shop('fr', slug)).json<ContentPage>();
    expect(republished).toMatchObject({ Title: 'Ancienne page', BodyHtml: '<p>Ancien corps</p>' });
    await t.app.db.delete(contentPages).where(eq(contentPages.id, pageId));
  });

  it('lists a page the shop showed before versions were kept as published, its words as version 1', async () => {
    const slug = `older-${randomUUID().slice(0, 6)}`;
    const [row] = await t.app.db
      .insert(contentPages)
      .values({ key: `older-${slug}` })
      .returning({ id: contentPages.id });
    const pageId = row?.id ?? '';
    await t.app.db
      .insert(contentPageTranslations)
      .values({ pageId, culture: 'fr', slug, title: 'Plus ancienne', bodyHtml: '<p>Corps</p>' });
    await recordLivePageVersions(t.app.db);
    // Run again (a restart, another seed): nothing more is recorded.
    await recordLivePageVersions(t.app.db);
    const listed = (await editor.request({ method: 'GET', url: `${PAGES}?culture=fr` }))
      .json<AdminContentPageSummary[]>()
      .find((page) => page.PageId === pageId);
    expect(listed).toMatchObject({ PublishedNumber: 1, HasChanges: false, Title: 'Plus ancienne' });
    const versions = (
      await editor.request({ method: 'GET', url: `${PAGES}/${pageId}/versions?culture=fr` })
    ).json<ContentPageVersion[]>();
    expect(versions.map((v) => [v.Number, v.Title, v.Current])).toEqual([[1, 'Plus ancienne', true]]);
    // Restored, version 1 gives back the page's HTML body as it was.
    const page = (
      await editor.request({ method: 'GET', url: `${PAGES}/${pageId}` })
    ).json<AdminContentPage>();
    const restore = await editor.send('POST', `${PAGES}/${pageId}/versions/1/restore`, {
      Version: page.Version,
    });
    expect(restore.statusCode, restore.body).toBe(200);
    expect(restore.json<AdminContentPage>().Draft.fr?.Blocks).toEqual([
      expect.objectContaining({ Type: 'html', Html: '<p>Corps</p>' }),
    ]);
    await t.app.db.delete(contentPages).where(eq(contentPages.id, pageId));
  });

  it('tells where an asset is used and refuses to delete one a published body shows', async () => {
    const slug = `usage-${randomUUID().slice(0, 6)}`;
    const used = images[1] ?? '';
    const page = await create(
      body(slug, 'Usage', {
        Translations: {
          fr: {
            Title: 'Usage',
            Slug: slug,
            Blocks: [{ Type: 'gallery', Id: randomUUID(), AssetIds: [used], Caption: '' }],
          },
        },
      }),
    );
    const draftOnly = (
      await editor.request({ method: 'GET', url: `/api/v1/assetslibrary/assets/${used}/usages` })
    ).json<AssetUsages>();
    expect(draftOnly).toEqual({
      Deletable: true,
      Usages: [
        { Kind: 'page-body', OwnerId: page.PageId, Title: 'Usage', Cultures: ['fr'], Published: false },
      ],
    });
    await publish(page);
    const usages = (
      await editor.request({ method: 'GET', url: `/api/v1/assetslibrary/assets/${used}/usages` })
    ).json<AssetUsages>();
    expect(usages.Deletable).toBe(false);
    expect(usages.Usages[0]).toMatchObject({ Kind: 'page-body', Published: true });
    const refused = await editor.send('DELETE', `/api/v1/assetslibrary/assets/${used}`);
    const problem = expectProblem(refused, 409, '/problems/asset-in-use') as unknown as { Usages: unknown[] };
    expect(problem.Usages).toHaveLength(1);
    // Anonymous visitors learn nothing.
    expect(
      (await t.browser().request({ method: 'GET', url: `/api/v1/assetslibrary/assets/${used}/usages` }))
        .statusCode,
    ).toBe(401);
  });
});
