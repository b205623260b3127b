import { randomUUID } from 'node:crypto';
import { CULTURES, type Culture } from '@vitrine/i18n';
import type { Database } from '../client';
import { announcements, announcementTranslations } from '../schema/announcements';

/**
 * The demo's popup and banner have fixed ids: the e2e journeys' shared fixture marks them as
 * already closed in the popup-seen cookie, so they do not stand over the journeys' pages.
 */
export const DEMO_POPUP_ID = '2c6f3f7e-6f55-4d6b-9f3c-5e0d1b7a0001';
export const DEMO_BANNER_ID = '2c6f3f7e-6f55-4d6b-9f3c-5e0d1b7a0002';

type Words = Record<Culture, { title: string; text: string }>;

const POPUP: Words = {
  fr: {
    title: 'Bienvenue chez Vitrine',
    text: 'Inscrivez-vous à la lettre d’information et recevez nos nouveautés en avant-première.',
  },
  nl: {
    title: 'Welkom bij Vitrine',
    text: 'Schrijf u in voor de nieuwsbrief en ontvang onze nieuwigheden als eerste.',
  },
  es: {
    title: 'Bienvenido a Vitrine',
    text: 'Suscríbase al boletín y reciba nuestras novedades en primicia.',
  },
  de: {
    title: 'Willkommen bei Vitrine',
    text: 'Abonnieren Sie den Newsletter und erfahren Sie als Erste von unseren Neuheiten.',
  },
  it: { title: 'Benvenuti da Vitrine', text: 'Iscriviti alla newsletter e ricevi le novità in anteprima.' },
  pt: { title: 'Bem-vindo à Vitrine', text: 'Subscreva a newsletter e receba as novidades em primeira mão.' },
};

const BANNER: Words = {
  fr: { title: 'Livraison offerte dès 50 €', text: 'Découvrez le catalogue.' },
  nl: { title: 'Gratis levering vanaf € 50', text: 'Ontdek de catalogus.' },
  es: { title: 'Envío gratuito desde 50 €', text: 'Descubra el catálogo.' },
  de: { title: 'Kostenloser Versand ab 50 €', text: 'Entdecken Sie den Katalog.' },
  it: { title: 'Spedizione gratuita da 50 €', text: 'Scopri il catalogo.' },
  pt: { title: 'Entrega gratuita a partir de 50 €', text: 'Descubra o catálogo.' },
};

const text = (words: string) => [
  // Content blocks (ADR 035): the contract's shape, written here as stored JSON.
  { Type: 'text', Id: randomUUID(), Content: [{ Kind: 'paragraph', Runs: [{ Text: words }] }] },
];

/** A demo popup and banner on the home page, in the six cultures, on a shop that has none. */
export async function seedDemoAnnouncements(db: Database): Promise<{ created: number }> {
  const existing = await db.select({ id: announcements.id }).from(announcements).limit(1);
  if (existing.length) return { created: 0 };
  await db.transaction(async (tx) => {
    await tx.insert(announcements).values([
      { id: DEMO_POPUP_ID, kind: 'popup', status: 'published', priority: 10, pageKinds: ['home'] },
      { id: DEMO_BANNER_ID, kind: 'banner', status: 'published', priority: 10, pageKinds: ['home'] },
    ]);
    await tx.insert(announcementTranslations).values(
      CULTURES.flatMap((culture) => [
        {
          announcementId: DEMO_POPUP_ID,
          culture,
          title: POPUP[culture].title,
          blocks: text(POPUP[culture].text),
          linkUrl: `/${culture}/newsletter`,
        },
        {
          announcementId: DEMO_BANNER_ID,
          culture,
          title: BANNER[culture].title,
          blocks: text(BANNER[culture].text),
          linkUrl: `/${culture}/catalog`,
        },
      ]),
    );
  });
  return { created: 2 };
}
