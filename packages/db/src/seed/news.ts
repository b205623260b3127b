import { createHash, randomUUID } from 'node:crypto';
import { CULTURES, type Culture } from '@vitrine/i18n';
import sharp from 'sharp';
import type { Database } from '../client';
import { newsCategories, newsCategoryTranslations, newsPosts, newsPostTranslations } from '../schema/news';
import type { FileStorage } from '../storage/file-storage';
import { folderNamed, storeImage } from './assets';
import type { RenderedImage } from './catalog/images';
import { CONTENT_FOLDER } from './index';

const WIDTH = 1200;
const HEIGHT = 800;
const THUMB = 320;

/** A drawn scene: sky, hills and a sun in the post's colours (no photo ships with the demo). */
function sceneSvg(colours: readonly [string, string, string], width = WIDTH, height = HEIGHT): string {
  const [sky, hill, sun] = colours;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 1200 800">
<rect width="1200" height="800" fill="${sky}"/><circle cx="900" cy="220" r="110" fill="${sun}"/>
<path d="M0 560 Q300 380 600 540 T1200 500 V800 H0Z" fill="${hill}"/>
<path d="M0 660 Q400 540 800 660 T1200 640 V800 H0Z" fill="#00000033"/></svg>`;
}

async function drawScene(colours: readonly [string, string, string]): Promise<RenderedImage> {
  const [large, thumb] = await Promise.all([
    sharp(Buffer.from(sceneSvg(colours)))
      .webp({ quality: 80 })
      .toBuffer(),
    sharp(Buffer.from(sceneSvg(colours, THUMB, Math.round((THUMB * HEIGHT) / WIDTH))))
      .webp({ quality: 80 })
      .toBuffer(),
  ]);
  return {
    large,
    thumb,
    width: WIDTH,
    height: HEIGHT,
    sha256: createHash('sha256').update(large).digest('hex'),
  };
}

type Words = Record<Culture, { title: string; summary: string; body: string }>;

const CATEGORY: Record<Culture, { name: string; slug: string; child: string; childSlug: string }> = {
  fr: { name: 'Actualités de la boutique', slug: 'boutique', child: 'Ateliers', childSlug: 'ateliers' },
  nl: { name: 'Winkelnieuws', slug: 'winkel', child: 'Workshops', childSlug: 'workshops' },
  es: { name: 'Noticias de la tienda', slug: 'tienda', child: 'Talleres', childSlug: 'talleres' },
  de: { name: 'Neues aus dem Laden', slug: 'laden', child: 'Werkstätten', childSlug: 'werkstaetten' },
  it: { name: 'Notizie dal negozio', slug: 'negozio', child: 'Laboratori', childSlug: 'laboratori' },
  pt: { name: 'Notícias da loja', slug: 'loja', child: 'Oficinas', childSlug: 'oficinas' },
};

const POSTS: {
  slug: string;
  child: boolean;
  daysAgo: number;
  colours: [string, string, string][];
  words: Words;
}[] = [
  {
    slug: 'nouvelle-collection',
    child: false,
    daysAgo: 2,
    colours: [
      ['#cfe3ea', '#1f4e5f', '#f2b01e'],
      ['#f3e1d2', '#9a3f1c', '#fbfaf7'],
    ],
    words: {
      fr: {
        title: 'La nouvelle collection est arrivée',
        summary: 'Des pièces faites main, en série limitée.',
        body: 'Nos artisans ont travaillé tout l’été : découvrez la collection en boutique et en ligne.',
      },
      nl: {
        title: 'De nieuwe collectie is er',
        summary: 'Handgemaakte stukken, in beperkte oplage.',
        body: 'Onze ambachtslieden werkten de hele zomer: ontdek de collectie in de winkel en online.',
      },
      es: {
        title: 'Ha llegado la nueva colección',
        summary: 'Piezas hechas a mano, en serie limitada.',
        body: 'Nuestros artesanos han trabajado todo el verano: descubra la colección en tienda y en línea.',
      },
      de: {
        title: 'Die neue Kollektion ist da',
        summary: 'Handgefertigte Stücke in limitierter Auflage.',
        body: 'Unsere Handwerker haben den ganzen Sommer gearbeitet: Entdecken Sie die Kollektion im Laden und online.',
      },
      it: {
        title: 'È arrivata la nuova collezione',
        summary: 'Pezzi fatti a mano, in serie limitata.',
        body: 'I nostri artigiani hanno lavorato tutta l’estate: scopri la collezione in negozio e online.',
      },
      pt: {
        title: 'Chegou a nova coleção',
        summary: 'Peças feitas à mão, em série limitada.',
        body: 'Os nossos artesãos trabalharam todo o verão: descubra a coleção na loja e online.',
      },
    },
  },
  {
    slug: 'atelier-couture',
    child: true,
    daysAgo: 9,
    colours: [
      ['#e6e0f3', '#4b3f72', '#f2b01e'],
      ['#dcefe2', '#1e6b3a', '#ffffff'],
      ['#f7e7c6', '#8a5a00', '#fbfaf7'],
    ],
    words: {
      fr: {
        title: 'Atelier couture du samedi',
        summary: 'Apprenez à coudre un tablier en une matinée.',
        body: 'Places limitées à huit personnes ; le matériel est fourni.',
      },
      nl: {
        title: 'Naaiworkshop op zaterdag',
        summary: 'Leer in één ochtend een schort naaien.',
        body: 'Maximaal acht deelnemers; het materiaal wordt voorzien.',
      },
      es: {
        title: 'Taller de costura del sábado',
        summary: 'Aprenda a coser un delantal en una mañana.',
        body: 'Plazas limitadas a ocho personas; se proporciona el material.',
      },
      de: {
        title: 'Nähwerkstatt am Samstag',
        summary: 'Nähen Sie an einem Vormittag eine Schürze.',
        body: 'Höchstens acht Personen; das Material wird gestellt.',
      },
      it: {
        title: 'Laboratorio di cucito del sabato',
        summary: 'Impara a cucire un grembiule in una mattinata.',
        body: 'Posti limitati a otto persone; il materiale è fornito.',
      },
      pt: {
        title: 'Oficina de costura de sábado',
        summary: 'Aprenda a coser um avental numa manhã.',
        body: 'Lugares limitados a oito pessoas; o material é fornecido.',
      },
    },
  },
  {
    slug: 'horaires-des-fetes',
    child: false,
    daysAgo: 20,
    colours: [['#f3d9d9', '#a4161a', '#fbfaf7']],
    words: {
      fr: {
        title: 'Nos horaires pour les fêtes',
        summary: 'La boutique reste ouverte le dimanche en décembre.',
        body: 'Du lundi au dimanche, de 10 h à 19 h, jusqu’au 24 décembre.',
      },
      nl: {
        title: 'Onze openingsuren tijdens de feestdagen',
        summary: 'De winkel is in december ook op zondag open.',
        body: 'Van maandag tot zondag, van 10 tot 19 uur, tot 24 december.',
      },
      es: {
        title: 'Nuestro horario para las fiestas',
        summary: 'La tienda abre los domingos en diciembre.',
        body: 'De lunes a domingo, de 10 a 19 h, hasta el 24 de diciembre.',
      },
      de: {
        title: 'Unsere Öffnungszeiten an den Feiertagen',
        summary: 'Im Dezember ist der Laden auch sonntags geöffnet.',
        body: 'Montag bis Sonntag, 10 bis 19 Uhr, bis zum 24. Dezember.',
      },
      it: {
        title: 'I nostri orari per le feste',
        summary: 'A dicembre il negozio è aperto anche la domenica.',
        body: 'Dal lunedì alla domenica, dalle 10 alle 19, fino al 24 dicembre.',
      },
      pt: {
        title: 'O nosso horário para as festas',
        summary: 'Em dezembro a loja abre também ao domingo.',
        body: 'De segunda a domingo, das 10h às 19h, até 24 de dezembro.',
      },
    },
  },
];

const localSlug = (base: string, culture: Culture) => (culture === 'fr' ? base : `${base}-${culture}`);

/**
 * Demo news (a category with a child, three posts with drawn images in the six cultures): only in
 * the demo, and only on a shop without news, so editors' news is never touched.
 */
export async function seedDemoNews(db: Database, storage: FileStorage): Promise<{ postsCreated: number }> {
  const existing = await db.select({ id: newsCategories.id }).from(newsCategories).limit(1);
  if (existing.length) return { postsCreated: 0 };
  const drawn = await Promise.all(POSTS.map((post) => Promise.all(post.colours.map(drawScene))));
  return db.transaction(async (tx) => {
    const [parent] = await tx
      .insert(newsCategories)
      .values({ sortOrder: 0 })
      .returning({ id: newsCategories.id });
    if (!parent) throw new Error('news category not inserted');
    const [child] = await tx
      .insert(newsCategories)
      .values({ parentId: parent.id, sortOrder: 1 })
      .returning({ id: newsCategories.id });
    if (!child) throw new Error('news category not inserted');
    await tx.insert(newsCategoryTranslations).values(
      CULTURES.flatMap((culture) => [
        { categoryId: parent.id, culture, name: CATEGORY[culture].name, slug: CATEGORY[culture].slug },
        { categoryId: child.id, culture, name: CATEGORY[culture].child, slug: CATEGORY[culture].childSlug },
      ]),
    );
    const folder = await folderNamed(tx, CONTENT_FOLDER, null);
    for (const [index, post] of POSTS.entries()) {
      const images = drawn[index] ?? [];
      const assetIds: string[] = [];
      for (const [n, image] of images.entries())
        assetIds.push(
          await storeImage(tx, storage, image, `actualite-${post.slug}-${n + 1}.webp`, folder.id),
        );
      const [row] = await tx
        .insert(newsPosts)
        .values({
          categoryId: post.child ? child.id : parent.id,
          coverAssetId: assetIds[0] ?? null,
          status: 'published',
          publishAt: new Date(Date.now() - post.daysAgo * 86_400_000),
        })
        .returning({ id: newsPosts.id });
      if (!row) throw new Error('news post not inserted');
      const gallery = assetIds.slice(1);
      await tx.insert(newsPostTranslations).values(
        CULTURES.map((culture) => ({
          postId: row.id,
          culture,
          slug: localSlug(post.slug, culture),
          title: post.words[culture].title,
          summary: post.words[culture].summary,
          // Content blocks (ADR 035): the contract's shape, written here as stored JSON.
          blocks: [
            {
              Type: 'text',
              Id: randomUUID(),
              Content: [{ Kind: 'paragraph', Runs: [{ Text: post.words[culture].body }] }],
            },
            ...(gallery.length
              ? [{ Type: 'gallery', Id: randomUUID(), AssetIds: [assetIds[0], ...gallery], Caption: '' }]
              : []),
          ],
        })),
      );
    }
    return { postsCreated: POSTS.length };
  });
}
