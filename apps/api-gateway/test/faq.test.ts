import { randomUUID } from 'node:crypto';
import type {
  AdminFaqEntry,
  AdminFaqEntrySummary,
  AdminFaqSection,
  Faq,
  SaveFaqEntryRequest,
} from '@vitrine/api-client';
import { seedDemoFaq, users } from '@vitrine/db';
import { decodeMessage } from '@vitrine/validation';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CUSTOMER } from '../src/build-server';
import { hashPassword } from '../src/modules/security/passwords';
import { assetIdOf, createEditor, EDITOR, png, signedIn, uploadOk } from './assets-library-helpers';
import { databaseTargets, expectProblem, startTestApp, type TestApp, type TestBrowser } from './helpers';

const SALES = { email: 'sally.sales@vitrine.example', password: 'sales-password-1' };

const text = (words: string) => ({
  Type: 'text' as const,
  Id: randomUUID(),
  Content: [{ Kind: 'paragraph' as const, Runs: [{ Text: words }] }],
});

describe.each(databaseTargets)('FAQ on $name', ({ url }) => {
  let t: TestApp;
  let editor: TestBrowser;
  let image: string;
  let shipping: AdminFaqSection;
  let returns: AdminFaqSection;

  async function section(title: string, anchor: string, nl = true) {
    const response = await editor.send('POST', '/api/v1/backoffice/faq/sections', {
      Translations: {
        fr: { Title: title, Anchor: anchor },
        ...(nl ? { nl: { Title: `${title} NL`, Anchor: `${anchor}-nl` } } : {}),
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<AdminFaqSection>();
  }

  const entry = (
    overrides: Partial<SaveFaqEntryRequest> & { question?: string } = {},
  ): SaveFaqEntryRequest => {
    const question = overrides.question ?? `Question ${randomUUID().slice(0, 8)} ?`;
    return {
      SectionId: shipping.SectionId,
      Status: 'published',
      Translations: {
        fr: { Question: question, Blocks: [text(`Réponse à ${question}`)] },
        nl: { Question: `${question} NL`, Blocks: [text('Antwoord')] },
      },
      ...overrides,
    };
  };

  async function create(body: SaveFaqEntryRequest) {
    const response = await editor.send('POST', '/api/v1/backoffice/faq/entries', body);
    expect(response.statusCode, response.body).toBe(201);
    return response.json<AdminFaqEntry>();
  }

  const page = async (culture: string) => {
    const response = await t.browser().request({ method: 'GET', url: `/api/v1/faq/${culture}` });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<Faq>();
  };
  const questionsOf = (faq: Faq) => faq.Sections.flatMap((s) => s.Entries.map((e) => e.Question));

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
    const uploaded = await uploadOk(editor, [{ name: 'faq.png', data: await png(800, 600, '#336699') }]);
    image = uploaded.map(assetIdOf)[0] ?? '';
  });
  afterAll(() => t?.close());

  it('seeds the demo FAQ once, in the six cultures, grouped by section', async () => {
    expect((await seedDemoFaq(t.app.db)).entriesCreated).toBe(6);
    expect((await seedDemoFaq(t.app.db)).entriesCreated).toBe(0);
    for (const culture of ['fr', 'nl', 'es', 'de', 'it', 'pt']) {
      const faq = await page(culture);
      expect(
        faq.Sections.map((s) => s.Entries.length),
        culture,
      ).toEqual([2, 2, 2]);
      expect(faq.Cultures).toEqual(['de', 'es', 'fr', 'it', 'nl', 'pt']);
    }
    const de = await page('de');
    expect(de.Sections[0]).toMatchObject({ Title: 'Lieferung', Anchor: 'lieferung' });
    expect(de.Sections[0]?.Entries[0]?.Question).toBe('Wie lange dauert die Lieferung?');
    expect(de.Sections[0]?.Entries[0]?.Anchor).toMatch(/^q-[0-9a-f]{8}$/);
    shipping = await section('Expédition', 'expedition');
    returns = await section('Échanges', 'echanges', false);
  });

  it('answers the published questions of one culture, in order, with rendered images; drafts hidden', async () => {
    const first = await create(
      entry({
        question: 'Livrez-vous en Belgique ?',
        Translations: {
          fr: {
            Question: 'Livrez-vous en Belgique ?',
            Blocks: [text('Oui.'), { Type: 'image', Id: randomUUID(), AssetId: image, Caption: 'Carte' }],
          },
        },
      }),
    );
    const draft = await create(entry({ question: 'Brouillon caché ?', Status: 'draft' }));
    await create(entry({ question: 'Et le week-end ?' }));
    const fr = await page('fr');
    const own = fr.Sections.find((s) => s.SectionId === shipping.SectionId);
    expect(own?.Anchor).toBe('expedition');
    expect(own?.Entries.map((e) => e.Question)).toEqual(['Livrez-vous en Belgique ?', 'Et le week-end ?']);
    const imageBlock = own?.Entries[0]?.Answer.find((block) => block.Type === 'image');
    expect(imageBlock?.Type === 'image' && imageBlock.Image?.Url).toBeTruthy();
    // The Dutch page has no "Livrez-vous" (written in French only), and no draft anywhere.
    expect(questionsOf(await page('nl'))).not.toContain('Livrez-vous en Belgique ? NL');
    expect(questionsOf(fr)).not.toContain('Brouillon caché ?');
    // Publishing shows it at once: the cached page is dropped on save.
    const published = await editor.send('PUT', `/api/v1/backoffice/faq/entries/${draft.EntryId}/status`, {
      Status: 'published',
      Version: draft.Version,
    });
    expect(published.statusCode, published.body).toBe(200);
    expect(questionsOf(await page('fr'))).toContain('Brouillon caché ?');
    expect(first.SortOrder).toBe(0);
    // An unknown culture is a 400, not an error.
    expectProblem(await t.browser().request({ method: 'GET', url: '/api/v1/faq/xx' }), 400);
  });

  it('reorders sections and questions in one request, moving a question to another section', async () => {
    const sections = (await editor.request({ method: 'GET', url: '/api/v1/backoffice/faq/sections' })).json<
      AdminFaqSection[]
    >();
    const entries = (await editor.request({ method: 'GET', url: '/api/v1/backoffice/faq/entries' })).json<
      AdminFaqEntrySummary[]
    >();
    const inSection = (id: string) =>
      entries
        .filter((e) => e.SectionId === id)
        .sort((a, b) => a.SortOrder - b.SortOrder)
        .map((e) => e.EntryId);
    const moved = inSection(shipping.SectionId)[0] ?? '';
    const order = [...sections].reverse().map((s) => ({
      SectionId: s.SectionId,
      EntryIds:
        s.SectionId === shipping.SectionId
          ? inSection(s.SectionId).slice(1).reverse()
          : s.SectionId === returns.SectionId
            ? [moved]
            : inSection(s.SectionId),
    }));
    const response = await editor.send('PUT', '/api/v1/backoffice/faq/order', { Sections: order });
    expect(response.statusCode, response.body).toBe(204);
    const fr = await page('fr');
    expect(fr.Sections[0]?.SectionId).toBe(returns.SectionId);
    expect(fr.Sections[0]?.Entries.map((e) => e.Question)).toEqual(['Livrez-vous en Belgique ?']);
    expect(fr.Sections[1]?.Entries.map((e) => e.Question)).toEqual(['Et le week-end ?', 'Brouillon caché ?']);
    // Leaving one out is refused, nothing changed.
    const partial = expectProblem(
      await editor.send('PUT', '/api/v1/backoffice/faq/order', { Sections: order.slice(1) }),
      400,
    );
    expect(decodeMessage(partial.errors?.Sections?.[0] ?? '').key).toBe('Faq.OrderIncomplete');
    expect((await page('fr')).Sections[0]?.SectionId).toBe(returns.SectionId);
  });

  it('refuses bad input with a 400 naming each field, writing nothing', async () => {
    const bad = expectProblem(
      await editor.send('POST', '/api/v1/backoffice/faq/entries', {
        SectionId: shipping.SectionId,
        Status: 'published',
        Translations: {
          fr: {
            Question: '',
            Blocks: [
              {
                Type: 'text',
                Id: randomUUID(),
                Content: [{ Kind: 'paragraph', Runs: [{ Text: 'x', Href: 'javascript:alert(1)' }] }],
              },
            ],
          },
          nl: { Question: 'Html ?', Blocks: [{ Type: 'html', Id: randomUUID(), Html: '<script>' }] },
        },
      }),
      400,
      '/problems/validation',
    );
    expect(Object.keys(bad.errors ?? {})).toEqual(
      expect.arrayContaining([
        'Translations.fr.Question',
        'Translations.fr.Blocks.0.Content.0.Runs.0.Href',
        'Translations.nl.Blocks.0.Type',
      ]),
    );
    const unknownSection = expectProblem(
      await editor.send('POST', '/api/v1/backoffice/faq/entries', entry({ SectionId: randomUUID() })),
      400,
    );
    expect(decodeMessage(unknownSection.errors?.SectionId?.[0] ?? '').key).toBe('Faq.UnknownSection');
    const missingImage = expectProblem(
      await editor.send(
        'POST',
        '/api/v1/backoffice/faq/entries',
        entry({
          Translations: {
            fr: {
              Question: 'Image ?',
              Blocks: [{ Type: 'image', Id: randomUUID(), AssetId: randomUUID(), Caption: '' }],
            },
          },
        }),
      ),
      400,
    );
    expect(Object.keys(missingImage.errors ?? {})).toEqual(['Translations.fr.Blocks']);
    const nothing = expectProblem(
      await editor.send('POST', '/api/v1/backoffice/faq/entries', entry({ Translations: {} })),
      400,
    );
    expect(Object.keys(nothing.errors ?? {})).toEqual(['Translations']);
    const anchor = expectProblem(
      await editor.send('POST', '/api/v1/backoffice/faq/sections', {
        Translations: {
          fr: { Title: 'Doublon', Anchor: 'expedition' },
          de: { Title: 'Leer', Anchor: 'a b' },
        },
      }),
      400,
    );
    expect(Object.keys(anchor.errors ?? {})).toEqual(['Translations.de.Anchor']);
    const taken = expectProblem(
      await editor.send('POST', '/api/v1/backoffice/faq/sections', {
        Translations: { fr: { Title: 'Doublon', Anchor: 'expedition' } },
      }),
      400,
    );
    expect(decodeMessage(taken.errors?.['Translations.fr.Anchor']?.[0] ?? '').key).toBe('Faq.AnchorTaken');
    // A section with questions stays.
    const full = expectProblem(
      await editor.send('DELETE', `/api/v1/backoffice/faq/sections/${shipping.SectionId}`),
      400,
    );
    expect(decodeMessage(full.errors?.SectionId?.[0] ?? '').key).toBe('Faq.SectionNotEmpty');
    expect(questionsOf(await page('fr'))).not.toContain('Image ?');
  });

  it('lets editors and admins write; sales staff, customers and visitors cannot', async () => {
    const sales = await signedIn(t, SALES);
    const customer = await signedIn(t, DEMO_CUSTOMER);
    for (const who of [sales, customer]) {
      expectProblem(await who.send('POST', '/api/v1/backoffice/faq/entries', entry()), 403);
      expectProblem(await who.request({ method: 'GET', url: '/api/v1/backoffice/faq/sections' }), 403);
      expectProblem(await who.send('PUT', '/api/v1/backoffice/faq/order', { Sections: [] }), 403);
    }
    expectProblem(await t.browser().send('POST', '/api/v1/backoffice/faq/entries', entry()), 401);
    const admin = await signedIn(t, t.config.admin);
    const written = await admin.send(
      'POST',
      '/api/v1/backoffice/faq/entries',
      entry({ question: 'Par l’admin ?' }),
    );
    expect(written.statusCode, written.body).toBe(201);
  });

  it('refuses a save over another editor’s newer one (409), for questions and sections', async () => {
    const created = await create(entry({ question: 'Deux éditeurs ?' }));
    const mine = await editor.send(
      'PUT',
      `/api/v1/backoffice/faq/entries/${created.EntryId}`,
      entry({ question: 'Deux éditeurs ?', Status: 'draft', Version: created.Version }),
    );
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json<AdminFaqEntry>().Version).toBe(created.Version + 1);
    const stale = await editor.send(
      'PUT',
      `/api/v1/backoffice/faq/entries/${created.EntryId}`,
      entry({ question: 'Écrasé ?', Version: created.Version }),
    );
    expectProblem(stale, 409, '/problems/faq-edit-conflict');
    expectProblem(
      await editor.send('PUT', `/api/v1/backoffice/faq/entries/${created.EntryId}/status`, {
        Status: 'published',
        Version: created.Version,
      }),
      409,
    );
    const stored = (
      await editor.request({ method: 'GET', url: `/api/v1/backoffice/faq/entries/${created.EntryId}` })
    ).json<AdminFaqEntry>();
    expect(stored.Status).toBe('draft');
    expect(stored.Translations.fr?.Question).toBe('Deux éditeurs ?');
    expect(questionsOf(await page('fr'))).not.toContain('Deux éditeurs ?');
    // Sections: the same rule.
    const renamed = await editor.send('PUT', `/api/v1/backoffice/faq/sections/${returns.SectionId}`, {
      Translations: { fr: { Title: 'Retours', Anchor: 'echanges' } },
      Version: returns.Version,
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expectProblem(
      await editor.send('PUT', `/api/v1/backoffice/faq/sections/${returns.SectionId}`, {
        Translations: { fr: { Title: 'Trop tard', Anchor: 'echanges' } },
        Version: returns.Version,
      }),
      409,
      '/problems/faq-edit-conflict',
    );
    expect((await page('fr')).Sections.find((s) => s.SectionId === returns.SectionId)?.Title).toBe('Retours');
    expectProblem(await editor.send('DELETE', `/api/v1/backoffice/faq/entries/${randomUUID()}`), 404);
  });

  it('lists the FAQ in the sitemap in every culture that has one', async () => {
    const response = await t.browser().request({ method: 'GET', url: '/sitemap-pages.xml' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toMatch(/\/fr\/faq<\/loc>.*hreflang="de" href="[^"]*\/de\/faq"/);
  });
});
