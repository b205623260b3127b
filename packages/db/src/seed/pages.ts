import type { Culture } from '@vitrine/i18n';

/** The words of one demo page in one culture; the markup around them is shared. */
interface PageCopy {
  slug: string;
  title: string;
  summary: string;
  paragraphs: string[];
}

export interface DemoPage {
  key: string;
  isHomepage: boolean;
  showInMenu: boolean;
  sortOrder: number;
  translations: Record<Culture, { slug: string; title: string; summary: string; bodyHtml: string }>;
}

type Links = Record<'about' | 'delivery' | 'contact', { slug: string; title: string; summary: string }>;

const homeCopy: Record<
  Culture,
  PageCopy & {
    cards: string;
    more: string;
    terms: string;
    partner: string;
    top: string;
    /** The hero's call to the catalogue, and the titles of the home page's sections. */
    shop: string;
    categories: string;
    popular: string;
    newest: string;
    services: string;
    story: string;
  }
> = {
  fr: {
    slug: '',
    title: 'Bienvenue chez Vitrine',
    summary: 'Mobilier et objets pour la maison, choisis avec soin et livrés partout en Europe.',
    paragraphs: [
      'Vitrine réunit des créateurs européens qui fabriquent des objets durables : chaises en chêne massif, luminaires en verre soufflé, textiles en lin lavé.',
      'Chaque pièce est sélectionnée pour sa qualité, sa réparabilité et la transparence de sa fabrication.',
      'Nos conseillers répondent à vos questions du lundi au samedi et vous aident à composer un intérieur qui vous ressemble.',
    ],
    cards: 'Découvrir',
    more: 'En savoir plus',
    terms: 'Conditions générales (PDF)',
    partner: 'Notre partenaire de recyclage',
    top: 'Retour en haut',
    shop: 'Découvrir le catalogue',
    categories: 'Nos univers',
    popular: 'Les plus aimés',
    newest: 'Nouveautés',
    services: 'À votre service',
    story: 'Notre histoire',
  },
  nl: {
    slug: '',
    title: 'Welkom bij Vitrine',
    summary: 'Meubels en woonaccessoires, met zorg gekozen en in heel Europa geleverd.',
    paragraphs: [
      'Vitrine brengt Europese makers samen die duurzame voorwerpen maken: stoelen van massief eiken, lampen van mondgeblazen glas, textiel van gewassen linnen.',
      'Elk stuk wordt gekozen om zijn kwaliteit, herstelbaarheid en transparante productie.',
      'Onze adviseurs beantwoorden uw vragen van maandag tot zaterdag en helpen u een interieur samen te stellen dat bij u past.',
    ],
    cards: 'Ontdekken',
    more: 'Meer weten',
    terms: 'Algemene voorwaarden (PDF)',
    partner: 'Onze recyclagepartner',
    top: 'Naar boven',
    shop: 'Bekijk de catalogus',
    categories: 'Onze collecties',
    popular: 'Meest geliefd',
    newest: 'Nieuw binnen',
    services: 'Tot uw dienst',
    story: 'Ons verhaal',
  },
  es: {
    slug: '',
    title: 'Bienvenido a Vitrine',
    summary: 'Muebles y objetos para el hogar, elegidos con cuidado y enviados a toda Europa.',
    paragraphs: [
      'Vitrine reúne a creadores europeos que fabrican objetos duraderos: sillas de roble macizo, lámparas de vidrio soplado, textiles de lino lavado.',
      'Cada pieza se selecciona por su calidad, su facilidad de reparación y la transparencia de su fabricación.',
      'Nuestros asesores responden a sus preguntas de lunes a sábado y le ayudan a crear un interior a su medida.',
    ],
    cards: 'Descubrir',
    more: 'Más información',
    terms: 'Condiciones generales (PDF)',
    partner: 'Nuestro socio de reciclaje',
    top: 'Volver arriba',
    shop: 'Ver el catálogo',
    categories: 'Nuestros universos',
    popular: 'Los más queridos',
    newest: 'Novedades',
    services: 'A su servicio',
    story: 'Nuestra historia',
  },
  de: {
    slug: '',
    title: 'Willkommen bei Vitrine',
    summary: 'Möbel und Wohnaccessoires, sorgfältig ausgewählt und in ganz Europa geliefert.',
    paragraphs: [
      'Vitrine vereint europäische Hersteller langlebiger Dinge: Stühle aus massiver Eiche, Leuchten aus mundgeblasenem Glas, Textilien aus gewaschenem Leinen.',
      'Jedes Stück wird nach Qualität, Reparierbarkeit und transparenter Herstellung ausgewählt.',
      'Unsere Berater beantworten Ihre Fragen von Montag bis Samstag und helfen Ihnen, ein Zuhause nach Ihrem Geschmack einzurichten.',
    ],
    cards: 'Entdecken',
    more: 'Mehr erfahren',
    terms: 'Allgemeine Geschäftsbedingungen (PDF)',
    partner: 'Unser Recyclingpartner',
    top: 'Nach oben',
    shop: 'Zum Katalog',
    categories: 'Unsere Welten',
    popular: 'Beliebt',
    newest: 'Neuheiten',
    services: 'Für Sie da',
    story: 'Unsere Geschichte',
  },
  it: {
    slug: '',
    title: 'Benvenuti da Vitrine',
    summary: 'Mobili e oggetti per la casa, scelti con cura e consegnati in tutta Europa.',
    paragraphs: [
      'Vitrine riunisce artigiani europei che creano oggetti durevoli: sedie in rovere massello, lampade in vetro soffiato, tessuti in lino lavato.',
      'Ogni pezzo è scelto per la sua qualità, la riparabilità e la trasparenza della produzione.',
      'I nostri consulenti rispondono alle vostre domande dal lunedì al sabato e vi aiutano a creare una casa che vi somiglia.',
    ],
    cards: 'Scopri',
    more: 'Per saperne di più',
    terms: 'Condizioni generali (PDF)',
    partner: 'Il nostro partner per il riciclo',
    top: 'Torna su',
    shop: 'Scopri il catalogo',
    categories: 'I nostri mondi',
    popular: 'I più amati',
    newest: 'Novità',
    services: 'Al vostro servizio',
    story: 'La nostra storia',
  },
  pt: {
    slug: '',
    title: 'Bem-vindo à Vitrine',
    summary: 'Mobiliário e objetos para a casa, escolhidos com cuidado e entregues em toda a Europa.',
    paragraphs: [
      'A Vitrine reúne criadores europeus que fabricam objetos duradouros: cadeiras de carvalho maciço, candeeiros de vidro soprado, têxteis de linho lavado.',
      'Cada peça é escolhida pela sua qualidade, facilidade de reparação e transparência de fabrico.',
      'Os nossos consultores respondem às suas perguntas de segunda a sábado e ajudam-no a criar um interior à sua medida.',
    ],
    cards: 'Descobrir',
    more: 'Saber mais',
    terms: 'Condições gerais (PDF)',
    partner: 'O nosso parceiro de reciclagem',
    top: 'Voltar ao topo',
    shop: 'Ver o catálogo',
    categories: 'Os nossos universos',
    popular: 'Os mais procurados',
    newest: 'Novidades',
    services: 'Ao seu serviço',
    story: 'A nossa história',
  },
};

const aboutCopy: Record<Culture, PageCopy> = {
  fr: {
    slug: 'a-propos',
    title: 'À propos de nous',
    summary: 'Une boutique indépendante fondée par des passionnés de design durable.',
    paragraphs: [
      'Fondée à Lille, Vitrine travaille directement avec une quarantaine d’ateliers en France, en Belgique, en Espagne, en Italie, en Allemagne et au Portugal.',
      'Nous privilégions les matériaux locaux, les finitions naturelles et les emballages recyclés.',
      'Chaque commande finance la plantation d’arbres avec nos partenaires forestiers.',
    ],
  },
  nl: {
    slug: 'over-ons',
    title: 'Over ons',
    summary: 'Een onafhankelijke winkel, opgericht door liefhebbers van duurzaam design.',
    paragraphs: [
      'Vitrine werd opgericht in Rijsel en werkt rechtstreeks samen met een veertigtal ateliers in Frankrijk, België, Spanje, Italië, Duitsland en Portugal.',
      'We kiezen voor lokale materialen, natuurlijke afwerkingen en gerecyclede verpakkingen.',
      'Elke bestelling financiert het planten van bomen met onze bospartners.',
    ],
  },
  es: {
    slug: 'sobre-nosotros',
    title: 'Sobre nosotros',
    summary: 'Una tienda independiente fundada por apasionados del diseño sostenible.',
    paragraphs: [
      'Fundada en Lille, Vitrine trabaja directamente con unos cuarenta talleres de Francia, Bélgica, España, Italia, Alemania y Portugal.',
      'Damos prioridad a los materiales locales, los acabados naturales y los embalajes reciclados.',
      'Cada pedido financia la plantación de árboles con nuestros socios forestales.',
    ],
  },
  de: {
    slug: 'ueber-uns',
    title: 'Über uns',
    summary: 'Ein unabhängiges Geschäft, gegründet von Liebhabern nachhaltigen Designs.',
    paragraphs: [
      'Vitrine wurde in Lille gegründet und arbeitet direkt mit rund vierzig Werkstätten in Frankreich, Belgien, Spanien, Italien, Deutschland und Portugal zusammen.',
      'Wir setzen auf lokale Materialien, natürliche Oberflächen und recycelte Verpackungen.',
      'Jede Bestellung finanziert das Pflanzen von Bäumen mit unseren Forstpartnern.',
    ],
  },
  it: {
    slug: 'chi-siamo',
    title: 'Chi siamo',
    summary: 'Un negozio indipendente fondato da appassionati di design sostenibile.',
    paragraphs: [
      'Fondata a Lille, Vitrine lavora direttamente con una quarantina di laboratori in Francia, Belgio, Spagna, Italia, Germania e Portogallo.',
      'Privilegiamo materiali locali, finiture naturali e imballaggi riciclati.',
      'Ogni ordine finanzia la piantumazione di alberi con i nostri partner forestali.',
    ],
  },
  pt: {
    slug: 'sobre-nos',
    title: 'Sobre nós',
    summary: 'Uma loja independente fundada por apaixonados pelo design sustentável.',
    paragraphs: [
      'Fundada em Lille, a Vitrine trabalha diretamente com cerca de quarenta oficinas em França, Bélgica, Espanha, Itália, Alemanha e Portugal.',
      'Privilegiamos materiais locais, acabamentos naturais e embalagens recicladas.',
      'Cada encomenda financia a plantação de árvores com os nossos parceiros florestais.',
    ],
  },
};

const deliveryCopy: Record<Culture, PageCopy & { sections: [string, string][] }> = {
  fr: {
    slug: 'livraison',
    title: 'Livraison et retours',
    summary: 'Délais, frais et modalités de retour.',
    paragraphs: ['Retrouvez ci-dessous tout ce qu’il faut savoir sur l’expédition de vos commandes.'],
    sections: [
      [
        'Délais',
        'Les articles en stock sont expédiés sous 48 heures ouvrées. Les pièces fabriquées à la demande sont livrées en trois à six semaines.',
      ],
      [
        'Frais',
        'La livraison est offerte dès 150 € d’achat en France métropolitaine et en Belgique. Les meubles volumineux sont livrés sur rendez-vous.',
      ],
      [
        'Retours',
        'Vous disposez de trente jours pour changer d’avis. Le retour est gratuit depuis un point relais.',
      ],
    ],
  },
  nl: {
    slug: 'levering',
    title: 'Levering en retour',
    summary: 'Termijnen, kosten en retourvoorwaarden.',
    paragraphs: ['Hieronder vindt u alles wat u moet weten over de verzending van uw bestellingen.'],
    sections: [
      [
        'Termijnen',
        'Artikelen op voorraad worden binnen 48 werkuren verzonden. Stukken op bestelling worden binnen drie tot zes weken geleverd.',
      ],
      [
        'Kosten',
        'De levering is gratis vanaf € 150 in België en Nederland. Grote meubels worden op afspraak geleverd.',
      ],
      ['Retour', 'U hebt dertig dagen bedenktijd. Terugsturen via een afhaalpunt is gratis.'],
    ],
  },
  es: {
    slug: 'envios',
    title: 'Envíos y devoluciones',
    summary: 'Plazos, gastos y condiciones de devolución.',
    paragraphs: ['A continuación encontrará todo lo que necesita saber sobre el envío de sus pedidos.'],
    sections: [
      [
        'Plazos',
        'Los artículos en stock se envían en 48 horas laborables. Las piezas fabricadas por encargo se entregan en tres a seis semanas.',
      ],
      [
        'Gastos',
        'El envío es gratuito a partir de 150 € en la península. Los muebles voluminosos se entregan con cita previa.',
      ],
      [
        'Devoluciones',
        'Dispone de treinta días para cambiar de opinión. La devolución es gratuita desde un punto de recogida.',
      ],
    ],
  },
  de: {
    slug: 'lieferung',
    title: 'Lieferung und Rückgabe',
    summary: 'Lieferzeiten, Kosten und Rückgabebedingungen.',
    paragraphs: ['Hier finden Sie alles Wissenswerte zum Versand Ihrer Bestellungen.'],
    sections: [
      [
        'Lieferzeiten',
        'Lagerartikel werden innerhalb von 48 Arbeitsstunden versandt. Auf Bestellung gefertigte Stücke werden in drei bis sechs Wochen geliefert.',
      ],
      [
        'Kosten',
        'Ab 150 € Bestellwert liefern wir in Deutschland und Österreich versandkostenfrei. Große Möbel werden nach Terminvereinbarung geliefert.',
      ],
      [
        'Rückgabe',
        'Sie haben dreißig Tage Zeit, es sich anders zu überlegen. Die Rücksendung über eine Abholstation ist kostenlos.',
      ],
    ],
  },
  it: {
    slug: 'consegna',
    title: 'Consegna e resi',
    summary: 'Tempi, costi e condizioni di reso.',
    paragraphs: ['Di seguito trovate tutto ciò che c’è da sapere sulla spedizione dei vostri ordini.'],
    sections: [
      [
        'Tempi',
        'Gli articoli disponibili vengono spediti entro 48 ore lavorative. I pezzi realizzati su ordinazione vengono consegnati in tre-sei settimane.',
      ],
      [
        'Costi',
        'La consegna è gratuita a partire da 150 € in Italia. I mobili ingombranti vengono consegnati su appuntamento.',
      ],
      ['Resi', 'Avete trenta giorni per cambiare idea. Il reso è gratuito da un punto di ritiro.'],
    ],
  },
  pt: {
    slug: 'entrega',
    title: 'Entregas e devoluções',
    summary: 'Prazos, custos e condições de devolução.',
    paragraphs: ['Encontre abaixo tudo o que precisa de saber sobre o envio das suas encomendas.'],
    sections: [
      [
        'Prazos',
        'Os artigos em stock são enviados em 48 horas úteis. As peças feitas por encomenda são entregues em três a seis semanas.',
      ],
      [
        'Custos',
        'A entrega é gratuita a partir de 150 € em Portugal continental. Os móveis volumosos são entregues com marcação.',
      ],
      [
        'Devoluções',
        'Tem trinta dias para mudar de ideias. A devolução é gratuita a partir de um ponto de recolha.',
      ],
    ],
  },
};

const contactCopy: Record<Culture, PageCopy & { email: string; phone: string }> = {
  fr: {
    slug: 'contact',
    title: 'Contact',
    summary: 'Une question ? Écrivez-nous ou appelez-nous.',
    paragraphs: ['Notre service client est joignable du lundi au samedi, de 9 h à 18 h.'],
    email: 'Écrivez-nous',
    phone: 'Appelez-nous',
  },
  nl: {
    slug: 'contact',
    title: 'Contact',
    summary: 'Een vraag? Schrijf of bel ons.',
    paragraphs: ['Onze klantendienst is bereikbaar van maandag tot zaterdag, van 9 tot 18 uur.'],
    email: 'Schrijf ons',
    phone: 'Bel ons',
  },
  es: {
    slug: 'contacto',
    title: 'Contacto',
    summary: '¿Alguna pregunta? Escríbanos o llámenos.',
    paragraphs: ['Nuestro servicio de atención al cliente está disponible de lunes a sábado, de 9 a 18 h.'],
    email: 'Escríbanos',
    phone: 'Llámenos',
  },
  de: {
    slug: 'kontakt',
    title: 'Kontakt',
    summary: 'Eine Frage? Schreiben Sie uns oder rufen Sie uns an.',
    paragraphs: ['Unser Kundendienst ist von Montag bis Samstag von 9 bis 18 Uhr erreichbar.'],
    email: 'Schreiben Sie uns',
    phone: 'Rufen Sie uns an',
  },
  it: {
    slug: 'contatti',
    title: 'Contatti',
    summary: 'Una domanda? Scriveteci o chiamateci.',
    paragraphs: ['Il nostro servizio clienti è disponibile dal lunedì al sabato, dalle 9 alle 18.'],
    email: 'Scriveteci',
    phone: 'Chiamateci',
  },
  pt: {
    slug: 'contacto',
    title: 'Contacto',
    summary: 'Uma pergunta? Escreva-nos ou ligue-nos.',
    paragraphs: ['O nosso serviço de apoio ao cliente está disponível de segunda a sábado, das 9h às 18h.'],
    email: 'Escreva-nos',
    phone: 'Ligue-nos',
  },
};

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const paragraphs = (items: string[]) => items.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n');
const anchorId = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-');

/**
 * The home page's body. Sections marked data-widget are filled by the storefront from the
 * catalogue (the hero around the page's own image and title, the categories, a shelf of products
 * by sort, the brands); the editor places them, orders them and titles them like any other HTML.
 */
function homeBody(culture: Culture, links: Links): string {
  const copy = homeCopy[culture];
  const card = (link: { slug: string; title: string; summary: string }) => `
    <article class="card bigger-link" data-animate>
      <h3>${escapeHtml(link.title)}</h3>
      <p>${escapeHtml(link.summary)}</p>
      <a href="/${culture}/${link.slug}">${escapeHtml(copy.cards)}</a>
    </article>`;
  return `<section data-widget="hero">
  <p class="home-hero__lead">${escapeHtml(copy.summary)}</p>
  <p class="home-hero__actions"><a class="button" href="/${culture}/catalog">${escapeHtml(copy.shop)}</a> <a class="button button--light" href="#stories">${escapeHtml(copy.more)}</a></p>
</section>
<section data-widget="categories" data-title="${escapeHtml(copy.categories)}" data-count="6"></section>
<section data-widget="products" data-sort="popular" data-count="8" data-title="${escapeHtml(copy.popular)}"></section>
<section data-widget="products" data-sort="newest" data-count="8" data-title="${escapeHtml(copy.newest)}"></section>
<section class="cards" aria-labelledby="services-title">
  <h2 id="services-title">${escapeHtml(copy.services)}</h2>
  <div class="cards__grid">${card(links.about)}${card(links.delivery)}${card(links.contact)}
  </div>
</section>
<section data-widget="brands"></section>
<section id="stories" class="prose home-story">
<h2>${escapeHtml(copy.story)}</h2>
${paragraphs(copy.paragraphs)}
<ul class="link-list">
  <li><a href="/documents/conditions.pdf">${escapeHtml(copy.terms)}</a></li>
  <li><a href="https://www.example.org/recycling" rel="noopener">${escapeHtml(copy.partner)}</a></li>
</ul>
<p><a href="#top">${escapeHtml(copy.top)}</a></p>
</section>
<script type="text/plain" data-cookie-consent="marketing">window.vitrineMarketingLoaded = true;</script>`;
}

function simpleBody(copy: PageCopy): string {
  return `<div class="prose">\n<p class="lead">${escapeHtml(copy.summary)}</p>\n${paragraphs(copy.paragraphs)}\n</div>`;
}

function deliveryBody(copy: (typeof deliveryCopy)[Culture]): string {
  const toc = copy.sections
    .map(([title]) => `<li><a href="#${anchorId(title)}">${escapeHtml(title)}</a></li>`)
    .join('');
  const sections = copy.sections
    .map(
      ([title, text]) =>
        `<section id="${anchorId(title)}"><h2>${escapeHtml(title)}</h2><p>${escapeHtml(text)}</p></section>`,
    )
    .join('\n');
  return `<div class="prose">\n<p class="lead">${escapeHtml(copy.summary)}</p>\n${paragraphs(copy.paragraphs)}\n<nav class="toc"><ul>${toc}</ul></nav>\n${sections}\n</div>`;
}

function contactBody(copy: (typeof contactCopy)[Culture]): string {
  return `<div class="prose">
<p class="lead">${escapeHtml(copy.summary)}</p>
${paragraphs(copy.paragraphs)}
<ul class="link-list">
  <li>${escapeHtml(copy.email)} : <a href="mailto:service@vitrine.example">service@vitrine.example</a></li>
  <li>${escapeHtml(copy.phone)} : <a href="tel:+33320000000">+33 3 20 00 00 00</a></li>
</ul>
</div>`;
}

export function demoPages(cultures: readonly Culture[]): DemoPage[] {
  const byCulture = <T>(make: (culture: Culture) => T) =>
    Object.fromEntries(cultures.map((culture) => [culture, make(culture)])) as Record<Culture, T>;
  const linksFor = (culture: Culture): Links => ({
    about: aboutCopy[culture],
    delivery: deliveryCopy[culture],
    contact: contactCopy[culture],
  });
  const translation = (copy: PageCopy, bodyHtml: string) => ({
    slug: copy.slug,
    title: copy.title,
    summary: copy.summary,
    bodyHtml,
  });
  return [
    {
      key: 'home',
      isHomepage: true,
      showInMenu: false,
      sortOrder: 0,
      translations: byCulture((c) => translation(homeCopy[c], homeBody(c, linksFor(c)))),
    },
    {
      key: 'about',
      isHomepage: false,
      showInMenu: true,
      sortOrder: 10,
      translations: byCulture((c) => translation(aboutCopy[c], simpleBody(aboutCopy[c]))),
    },
    {
      key: 'delivery',
      isHomepage: false,
      showInMenu: true,
      sortOrder: 20,
      translations: byCulture((c) => translation(deliveryCopy[c], deliveryBody(deliveryCopy[c]))),
    },
    {
      key: 'contact',
      isHomepage: false,
      showInMenu: true,
      sortOrder: 30,
      translations: byCulture((c) => translation(contactCopy[c], contactBody(contactCopy[c]))),
    },
  ];
}
