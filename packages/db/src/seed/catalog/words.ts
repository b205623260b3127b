import type { Culture } from '@vitrine/i18n';

/**
 * The vocabulary of the demo catalogue. Product names are composed as
 * "<type> <model> <preposition> <material>" because that order reads naturally in all six
 * languages without adjective agreement (Chaise Alba en chêne, Stuhl Alba aus Eiche).
 */

export type PerCulture<T = string> = Record<Culture, T>;

export type ShapeKey =
  | 'chair'
  | 'lamp'
  | 'vase'
  | 'table'
  | 'cushion'
  | 'mug'
  | 'pot'
  | 'shelf'
  | 'rug'
  | 'bowl'
  | 'stool'
  | 'clock';

export type SizeGroup = 'letters' | 'cushion' | 'rug' | 'table' | 'width';

export type MaterialKey =
  | 'oak'
  | 'walnut'
  | 'ash'
  | 'steel'
  | 'brass'
  | 'linen'
  | 'wool'
  | 'cotton'
  | 'stoneware'
  | 'porcelain'
  | 'glass'
  | 'terracotta'
  | 'rattan'
  | 'ceramic'
  | 'aluminium';

export type ColourKey =
  | 'white'
  | 'black'
  | 'grey'
  | 'natural'
  | 'walnut'
  | 'sage'
  | 'terracotta'
  | 'ochre'
  | 'navy'
  | 'rose'
  | 'teal'
  | 'black-oak'
  | 'white-ash'
  | 'navy-white'
  | 'tricolour';

export interface ProductType {
  key: string;
  shape: ShapeKey;
  /** Singular (for names) and plural (what shoppers type in a search box). */
  words: PerCulture<[string, string]>;
  materials: MaterialKey[];
  colours: ColourKey[];
  sizes: SizeGroup | null;
  /** Base price range in euros, tax included. */
  price: [number, number];
}

const WOOD_COLOURS: ColourKey[] = [
  'natural',
  'walnut',
  'black',
  'white',
  'black-oak',
  'white-ash',
  'sage',
  'grey',
];
const TEXTILE_COLOURS: ColourKey[] = [
  'white',
  'grey',
  'natural',
  'sage',
  'terracotta',
  'ochre',
  'navy',
  'rose',
  'teal',
  'navy-white',
  'tricolour',
];
const CERAMIC_COLOURS: ColourKey[] = [
  'white',
  'black',
  'grey',
  'sage',
  'terracotta',
  'ochre',
  'navy',
  'rose',
  'teal',
];
const METAL_COLOURS: ColourKey[] = ['black', 'white', 'grey', 'ochre', 'sage', 'teal', 'navy'];

const t = (
  fr: [string, string],
  nl: [string, string],
  es: [string, string],
  de: [string, string],
  it: [string, string],
  pt: [string, string],
) => ({ fr, nl, es, de, it, pt });

export const PRODUCT_TYPES: Record<string, ProductType> = {
  chair: {
    key: 'chair',
    shape: 'chair',
    words: t(
      ['chaise', 'chaises'],
      ['stoel', 'stoelen'],
      ['silla', 'sillas'],
      ['Stuhl', 'Stühle'],
      ['sedia', 'sedie'],
      ['cadeira', 'cadeiras'],
    ),
    materials: ['oak', 'walnut', 'ash', 'steel'],
    colours: WOOD_COLOURS,
    sizes: null,
    price: [89, 390],
  },
  armchair: {
    key: 'armchair',
    shape: 'chair',
    words: t(
      ['fauteuil', 'fauteuils'],
      ['fauteuil', 'fauteuils'],
      ['sillón', 'sillones'],
      ['Sessel', 'Sessel'],
      ['poltrona', 'poltrone'],
      ['poltrona', 'poltronas'],
    ),
    materials: ['oak', 'walnut', 'linen', 'wool'],
    colours: TEXTILE_COLOURS,
    sizes: null,
    price: [390, 1490],
  },
  diningTable: {
    key: 'dining-table',
    shape: 'table',
    words: t(
      ['table', 'tables'],
      ['tafel', 'tafels'],
      ['mesa', 'mesas'],
      ['Tisch', 'Tische'],
      ['tavolo', 'tavoli'],
      ['mesa', 'mesas'],
    ),
    materials: ['oak', 'walnut', 'ash'],
    colours: WOOD_COLOURS,
    sizes: 'table',
    price: [490, 1890],
  },
  sideTable: {
    key: 'side-table',
    shape: 'table',
    words: t(
      ["table d'appoint", "tables d'appoint"],
      ['bijzettafel', 'bijzettafels'],
      ['mesita', 'mesitas'],
      ['Beistelltisch', 'Beistelltische'],
      ['tavolino', 'tavolini'],
      ['mesa de apoio', 'mesas de apoio'],
    ),
    materials: ['oak', 'walnut', 'steel', 'rattan'],
    colours: WOOD_COLOURS,
    sizes: null,
    price: [79, 349],
  },
  desk: {
    key: 'desk',
    shape: 'table',
    words: t(
      ['bureau', 'bureaux'],
      ['schrijftafel', 'schrijftafels'],
      ['escritorio', 'escritorios'],
      ['Schreibtisch', 'Schreibtische'],
      ['scrivania', 'scrivanie'],
      ['secretária', 'secretárias'],
    ),
    materials: ['oak', 'walnut', 'ash', 'steel'],
    colours: WOOD_COLOURS,
    sizes: 'width',
    price: [390, 1290],
  },
  shelf: {
    key: 'shelf',
    shape: 'shelf',
    words: t(
      ['étagère', 'étagères'],
      ['wandrek', 'wandrekken'],
      ['estante', 'estantes'],
      ['Wandregal', 'Wandregale'],
      ['mensola', 'mensole'],
      ['prateleira', 'prateleiras'],
    ),
    materials: ['oak', 'ash', 'steel', 'aluminium'],
    colours: WOOD_COLOURS,
    sizes: 'width',
    price: [59, 290],
  },
  bookcase: {
    key: 'bookcase',
    shape: 'shelf',
    words: t(
      ['bibliothèque', 'bibliothèques'],
      ['boekenkast', 'boekenkasten'],
      ['librería', 'librerías'],
      ['Bücherregal', 'Bücherregale'],
      ['libreria', 'librerie'],
      ['estante', 'estantes'],
    ),
    materials: ['oak', 'walnut', 'ash'],
    colours: WOOD_COLOURS,
    sizes: 'width',
    price: [290, 1190],
  },
  stool: {
    key: 'stool',
    shape: 'stool',
    words: t(
      ['tabouret', 'tabourets'],
      ['kruk', 'krukken'],
      ['taburete', 'taburetes'],
      ['Hocker', 'Hocker'],
      ['sgabello', 'sgabelli'],
      ['banqueta', 'banquetas'],
    ),
    materials: ['oak', 'ash', 'steel', 'rattan'],
    colours: WOOD_COLOURS,
    sizes: 'letters',
    price: [69, 260],
  },
  bench: {
    key: 'bench',
    shape: 'stool',
    words: t(
      ['banc', 'bancs'],
      ['bank', 'banken'],
      ['banco', 'bancos'],
      ['Bank', 'Bänke'],
      ['panca', 'panche'],
      ['banco', 'bancos'],
    ),
    materials: ['oak', 'walnut', 'ash'],
    colours: WOOD_COLOURS,
    sizes: 'width',
    price: [190, 690],
  },
  tableLamp: {
    key: 'table-lamp',
    shape: 'lamp',
    words: t(
      ['lampe de table', 'lampes de table'],
      ['tafellamp', 'tafellampen'],
      ['lámpara de mesa', 'lámparas de mesa'],
      ['Tischleuchte', 'Tischleuchten'],
      ['lampada da tavolo', 'lampade da tavolo'],
      ['candeeiro de mesa', 'candeeiros de mesa'],
    ),
    materials: ['brass', 'glass', 'ceramic', 'linen'],
    colours: METAL_COLOURS,
    sizes: 'letters',
    price: [59, 390],
  },
  floorLamp: {
    key: 'floor-lamp',
    shape: 'lamp',
    words: t(
      ['lampadaire', 'lampadaires'],
      ['vloerlamp', 'vloerlampen'],
      ['lámpara de pie', 'lámparas de pie'],
      ['Stehleuchte', 'Stehleuchten'],
      ['lampada da terra', 'lampade da terra'],
      ['candeeiro de pé', 'candeeiros de pé'],
    ),
    materials: ['brass', 'steel', 'aluminium', 'linen'],
    colours: METAL_COLOURS,
    sizes: null,
    price: [149, 690],
  },
  pendant: {
    key: 'pendant',
    shape: 'lamp',
    words: t(
      ['suspension', 'suspensions'],
      ['hanglamp', 'hanglampen'],
      ['lámpara colgante', 'lámparas colgantes'],
      ['Pendelleuchte', 'Pendelleuchten'],
      ['lampada a sospensione', 'lampade a sospensione'],
      ['candeeiro suspenso', 'candeeiros suspensos'],
    ),
    materials: ['glass', 'brass', 'rattan', 'aluminium'],
    colours: METAL_COLOURS,
    sizes: 'letters',
    price: [89, 490],
  },
  lantern: {
    key: 'lantern',
    shape: 'lamp',
    words: t(
      ['lanterne', 'lanternes'],
      ['lantaarn', 'lantaarns'],
      ['farol', 'faroles'],
      ['Laterne', 'Laternen'],
      ['lampione', 'lampioni'],
      ['lanterna', 'lanternas'],
    ),
    materials: ['steel', 'glass', 'aluminium'],
    colours: METAL_COLOURS,
    sizes: 'letters',
    price: [39, 190],
  },
  cushion: {
    key: 'cushion',
    shape: 'cushion',
    words: t(
      ['coussin', 'coussins'],
      ['kussen', 'kussens'],
      ['cojín', 'cojines'],
      ['Kissen', 'Kissen'],
      ['cuscino', 'cuscini'],
      ['almofada', 'almofadas'],
    ),
    materials: ['linen', 'wool', 'cotton'],
    colours: TEXTILE_COLOURS,
    sizes: 'cushion',
    price: [29, 89],
  },
  rug: {
    key: 'rug',
    shape: 'rug',
    words: t(
      ['tapis', 'tapis'],
      ['vloerkleed', 'vloerkleden'],
      ['alfombra', 'alfombras'],
      ['Teppich', 'Teppiche'],
      ['tappeto', 'tappeti'],
      ['tapete', 'tapetes'],
    ),
    materials: ['wool', 'cotton', 'linen'],
    colours: TEXTILE_COLOURS,
    sizes: 'rug',
    price: [149, 890],
  },
  throw: {
    key: 'throw',
    shape: 'rug',
    words: t(
      ['plaid', 'plaids'],
      ['plaid', 'plaids'],
      ['manta', 'mantas'],
      ['Decke', 'Decken'],
      ['coperta', 'coperte'],
      ['manta', 'mantas'],
    ),
    materials: ['wool', 'cotton', 'linen'],
    colours: TEXTILE_COLOURS,
    sizes: null,
    price: [49, 179],
  },
  mug: {
    key: 'mug',
    shape: 'mug',
    words: t(
      ['mug', 'mugs'],
      ['mok', 'mokken'],
      ['taza', 'tazas'],
      ['Becher', 'Becher'],
      ['tazza', 'tazze'],
      ['caneca', 'canecas'],
    ),
    materials: ['stoneware', 'porcelain', 'ceramic'],
    colours: CERAMIC_COLOURS,
    sizes: 'letters',
    price: [12, 32],
  },
  teapot: {
    key: 'teapot',
    shape: 'mug',
    words: t(
      ['théière', 'théières'],
      ['theepot', 'theepotten'],
      ['tetera', 'teteras'],
      ['Teekanne', 'Teekannen'],
      ['teiera', 'teiere'],
      ['bule', 'bules'],
    ),
    materials: ['stoneware', 'porcelain', 'glass'],
    colours: CERAMIC_COLOURS,
    sizes: null,
    price: [29, 99],
  },
  bowl: {
    key: 'bowl',
    shape: 'bowl',
    words: t(
      ['bol', 'bols'],
      ['schaal', 'schalen'],
      ['cuenco', 'cuencos'],
      ['Schale', 'Schalen'],
      ['ciotola', 'ciotole'],
      ['taça', 'taças'],
    ),
    materials: ['stoneware', 'porcelain', 'ceramic', 'glass'],
    colours: CERAMIC_COLOURS,
    sizes: 'letters',
    price: [14, 49],
  },
  saladBowl: {
    key: 'salad-bowl',
    shape: 'bowl',
    words: t(
      ['saladier', 'saladiers'],
      ['saladeschaal', 'saladeschalen'],
      ['ensaladera', 'ensaladeras'],
      ['Salatschale', 'Salatschalen'],
      ['ciotola da insalata', 'ciotole da insalata'],
      ['saladeira', 'saladeiras'],
    ),
    materials: ['oak', 'stoneware', 'glass'],
    colours: CERAMIC_COLOURS,
    sizes: null,
    price: [29, 89],
  },
  vase: {
    key: 'vase',
    shape: 'vase',
    words: t(
      ['vase', 'vases'],
      ['vaas', 'vazen'],
      ['jarrón', 'jarrones'],
      ['Vase', 'Vasen'],
      ['vaso', 'vasi'],
      ['jarra', 'jarras'],
    ),
    materials: ['glass', 'stoneware', 'ceramic', 'porcelain'],
    colours: CERAMIC_COLOURS,
    sizes: 'letters',
    price: [24, 149],
  },
  candleHolder: {
    key: 'candle-holder',
    shape: 'vase',
    words: t(
      ['bougeoir', 'bougeoirs'],
      ['kandelaar', 'kandelaars'],
      ['candelabro', 'candelabros'],
      ['Kerzenhalter', 'Kerzenhalter'],
      ['portacandele', 'portacandele'],
      ['candelabro', 'candelabros'],
    ),
    materials: ['brass', 'glass', 'ceramic'],
    colours: METAL_COLOURS,
    sizes: 'letters',
    price: [19, 79],
  },
  wallClock: {
    key: 'wall-clock',
    shape: 'clock',
    words: t(
      ['horloge murale', 'horloges murales'],
      ['wandklok', 'wandklokken'],
      ['reloj de pared', 'relojes de pared'],
      ['Wanduhr', 'Wanduhren'],
      ['orologio da parete', 'orologi da parete'],
      ['relógio de parede', 'relógios de parede'],
    ),
    materials: ['oak', 'walnut', 'steel', 'aluminium'],
    colours: METAL_COLOURS,
    sizes: 'letters',
    price: [49, 229],
  },
  alarmClock: {
    key: 'alarm-clock',
    shape: 'clock',
    words: t(
      ['réveil', 'réveils'],
      ['wekker', 'wekkers'],
      ['despertador', 'despertadores'],
      ['Wecker', 'Wecker'],
      ['sveglia', 'sveglie'],
      ['despertador', 'despertadores'],
    ),
    materials: ['oak', 'steel', 'aluminium'],
    colours: METAL_COLOURS,
    sizes: null,
    price: [29, 119],
  },
  plantPot: {
    key: 'plant-pot',
    shape: 'pot',
    words: t(
      ['pot de fleurs', 'pots de fleurs'],
      ['bloempot', 'bloempotten'],
      ['maceta', 'macetas'],
      ['Blumentopf', 'Blumentöpfe'],
      ['vaso da fiori', 'vasi da fiori'],
      ['vaso de plantas', 'vasos de plantas'],
    ),
    materials: ['terracotta', 'stoneware', 'ceramic'],
    colours: CERAMIC_COLOURS,
    sizes: 'letters',
    price: [15, 129],
  },
  planter: {
    key: 'planter',
    shape: 'pot',
    words: t(
      ['jardinière', 'jardinières'],
      ['plantenbak', 'plantenbakken'],
      ['jardinera', 'jardineras'],
      ['Pflanzkübel', 'Pflanzkübel'],
      ['fioriera', 'fioriere'],
      ['floreira', 'floreiras'],
    ),
    materials: ['terracotta', 'steel', 'oak', 'aluminium'],
    colours: CERAMIC_COLOURS,
    sizes: 'width',
    price: [39, 290],
  },
  gardenChair: {
    key: 'garden-chair',
    shape: 'chair',
    words: t(
      ['chaise de jardin', 'chaises de jardin'],
      ['tuinstoel', 'tuinstoelen'],
      ['silla de jardín', 'sillas de jardín'],
      ['Gartenstuhl', 'Gartenstühle'],
      ['sedia da giardino', 'sedie da giardino'],
      ['cadeira de jardim', 'cadeiras de jardim'],
    ),
    materials: ['aluminium', 'steel', 'rattan', 'ash'],
    colours: METAL_COLOURS,
    sizes: null,
    price: [79, 290],
  },
  gardenTable: {
    key: 'garden-table',
    shape: 'table',
    words: t(
      ['table de jardin', 'tables de jardin'],
      ['tuintafel', 'tuintafels'],
      ['mesa de jardín', 'mesas de jardín'],
      ['Gartentisch', 'Gartentische'],
      ['tavolo da giardino', 'tavoli da giardino'],
      ['mesa de jardim', 'mesas de jardim'],
    ),
    materials: ['aluminium', 'steel', 'ash'],
    colours: METAL_COLOURS,
    sizes: 'table',
    price: [190, 990],
  },
};

export interface CategorySpec {
  key: string;
  names: PerCulture;
  /** Leaf categories name the product types they hold. */
  types?: (keyof typeof PRODUCT_TYPES)[];
  children?: CategorySpec[];
}

const n = (fr: string, nl: string, es: string, de: string, it: string, pt: string): PerCulture => ({
  fr,
  nl,
  es,
  de,
  it,
  pt,
});

export const CATEGORY_TREE: CategorySpec[] = [
  {
    key: 'furniture',
    names: n('Mobilier', 'Meubels', 'Muebles', 'Möbel', 'Mobili', 'Mobiliário'),
    children: [
      {
        key: 'chairs',
        names: n('Chaises', 'Stoelen', 'Sillas', 'Stühle', 'Sedie', 'Cadeiras'),
        types: ['chair', 'armchair'],
      },
      {
        key: 'tables',
        names: n('Tables', 'Tafels', 'Mesas', 'Tische', 'Tavoli', 'Mesas'),
        types: ['diningTable', 'sideTable', 'desk'],
      },
      {
        key: 'shelving',
        names: n('Étagères', 'Kasten en rekken', 'Estanterías', 'Regale', 'Scaffali', 'Estantes'),
        types: ['shelf', 'bookcase'],
      },
      {
        key: 'stools-benches',
        names: n(
          'Tabourets et bancs',
          'Krukken en banken',
          'Taburetes y bancos',
          'Hocker und Bänke',
          'Sgabelli e panche',
          'Banquetas e bancos',
        ),
        types: ['stool', 'bench'],
      },
    ],
  },
  {
    key: 'lighting',
    names: n('Luminaires', 'Verlichting', 'Iluminación', 'Leuchten', 'Illuminazione', 'Iluminação'),
    children: [
      {
        key: 'table-lamps',
        names: n(
          'Lampes de table',
          'Tafellampen',
          'Lámparas de mesa',
          'Tischleuchten',
          'Lampade da tavolo',
          'Candeeiros de mesa',
        ),
        types: ['tableLamp'],
      },
      {
        key: 'floor-lamps',
        names: n(
          'Lampadaires',
          'Vloerlampen',
          'Lámparas de pie',
          'Stehleuchten',
          'Lampade da terra',
          'Candeeiros de pé',
        ),
        types: ['floorLamp'],
      },
      {
        key: 'pendants',
        names: n(
          'Suspensions',
          'Hanglampen',
          'Lámparas colgantes',
          'Pendelleuchten',
          'Lampade a sospensione',
          'Candeeiros suspensos',
        ),
        types: ['pendant'],
      },
    ],
  },
  {
    key: 'textiles',
    names: n('Textiles', 'Woontextiel', 'Textiles', 'Heimtextilien', 'Tessili', 'Têxteis'),
    children: [
      {
        key: 'cushions',
        names: n('Coussins', 'Kussens', 'Cojines', 'Kissen', 'Cuscini', 'Almofadas'),
        types: ['cushion'],
      },
      {
        key: 'rugs',
        names: n('Tapis', 'Vloerkleden', 'Alfombras', 'Teppiche', 'Tappeti', 'Tapetes'),
        types: ['rug'],
      },
      {
        key: 'throws',
        names: n('Plaids', 'Plaids', 'Mantas', 'Wohndecken', 'Coperte', 'Mantas'),
        types: ['throw'],
      },
    ],
  },
  {
    key: 'kitchen',
    names: n('Cuisine', 'Keuken', 'Cocina', 'Küche', 'Cucina', 'Cozinha'),
    children: [
      { key: 'mugs', names: n('Mugs', 'Mokken', 'Tazas', 'Becher', 'Tazze', 'Canecas'), types: ['mug'] },
      {
        key: 'bowls',
        names: n(
          'Bols et saladiers',
          'Schalen en saladeschalen',
          'Cuencos y ensaladeras',
          'Schalen und Salatschalen',
          'Ciotole e insalatiere',
          'Taças e saladeiras',
        ),
        types: ['bowl', 'saladBowl'],
      },
      {
        key: 'teapots',
        names: n('Théières', 'Theepotten', 'Teteras', 'Teekannen', 'Teiere', 'Bules'),
        types: ['teapot'],
      },
    ],
  },
  {
    key: 'decoration',
    names: n('Décoration', 'Decoratie', 'Decoración', 'Dekoration', 'Decorazione', 'Decoração'),
    children: [
      { key: 'vases', names: n('Vases', 'Vazen', 'Jarrones', 'Vasen', 'Vasi', 'Jarras'), types: ['vase'] },
      {
        key: 'clocks',
        names: n('Horloges', 'Klokken', 'Relojes', 'Uhren', 'Orologi', 'Relógios'),
        types: ['wallClock', 'alarmClock'],
      },
      {
        key: 'candle-holders',
        names: n('Bougeoirs', 'Kandelaars', 'Candelabros', 'Kerzenhalter', 'Portacandele', 'Candelabros'),
        types: ['candleHolder'],
      },
    ],
  },
  {
    key: 'garden',
    names: n('Jardin', 'Tuin', 'Jardín', 'Garten', 'Giardino', 'Jardim'),
    children: [
      {
        key: 'plant-pots',
        names: n(
          'Pots et jardinières',
          'Potten en plantenbakken',
          'Macetas y jardineras',
          'Töpfe und Pflanzkübel',
          'Vasi e fioriere',
          'Vasos e floreiras',
        ),
        types: ['plantPot', 'planter'],
      },
      {
        key: 'garden-furniture',
        names: n(
          'Mobilier de jardin',
          'Tuinmeubelen',
          'Muebles de jardín',
          'Gartenmöbel',
          'Mobili da giardino',
          'Mobiliário de jardim',
        ),
        types: ['gardenChair', 'gardenTable'],
      },
      {
        key: 'outdoor-lighting',
        names: n(
          'Éclairage extérieur',
          'Buitenverlichting',
          'Iluminación exterior',
          'Außenleuchten',
          'Illuminazione esterna',
          'Iluminação exterior',
        ),
        types: ['lantern'],
      },
    ],
  },
];

/** "Our selection: chairs, by European makers." German keeps its capitalised nouns. */
export const CATEGORY_DESCRIPTION: PerCulture<(name: string) => string> = {
  fr: (name) => `Notre sélection : ${name.toLowerCase()}, par des créateurs européens, faits pour durer.`,
  nl: (name) => `Onze selectie: ${name.toLowerCase()} van Europese makers, gemaakt om lang mee te gaan.`,
  es: (name) => `Nuestra selección: ${name.toLowerCase()} de creadores europeos, hechos para durar.`,
  de: (name) => `Unsere Auswahl: ${name} von europäischen Herstellern, gebaut für viele Jahre.`,
  it: (name) => `La nostra selezione: ${name.toLowerCase()} di artigiani europei, fatti per durare.`,
  pt: (name) => `A nossa seleção: ${name.toLowerCase()} de criadores europeus, feitos para durar.`,
};

export const MATERIAL_PREPOSITION: PerCulture = {
  fr: 'en',
  nl: 'van',
  es: 'de',
  de: 'aus',
  it: 'in',
  pt: 'de',
};

export const MATERIALS: Record<MaterialKey, PerCulture> = {
  oak: n('chêne', 'eikenhout', 'roble', 'Eiche', 'rovere', 'carvalho'),
  walnut: n('noyer', 'notenhout', 'nogal', 'Nussbaum', 'noce', 'nogueira'),
  ash: n('frêne', 'essenhout', 'fresno', 'Esche', 'frassino', 'freixo'),
  steel: n('acier', 'staal', 'acero', 'Stahl', 'acciaio', 'aço'),
  brass: n('laiton', 'messing', 'latón', 'Messing', 'ottone', 'latão'),
  linen: n('lin', 'linnen', 'lino', 'Leinen', 'lino', 'linho'),
  wool: n('laine', 'wol', 'lana', 'Wolle', 'lana', 'lã'),
  cotton: n('coton', 'katoen', 'algodón', 'Baumwolle', 'cotone', 'algodão'),
  stoneware: n('grès', 'steengoed', 'gres', 'Steinzeug', 'gres', 'grés'),
  porcelain: n('porcelaine', 'porselein', 'porcelana', 'Porzellan', 'porcellana', 'porcelana'),
  glass: n('verre', 'glas', 'vidrio', 'Glas', 'vetro', 'vidro'),
  terracotta: n('terre cuite', 'terracotta', 'terracota', 'Terrakotta', 'terracotta', 'terracota'),
  rattan: n('rotin', 'rotan', 'ratán', 'Rattan', 'rattan', 'rotim'),
  ceramic: n('céramique', 'keramiek', 'cerámica', 'Keramik', 'ceramica', 'cerâmica'),
  aluminium: n('aluminium', 'aluminium', 'aluminio', 'Aluminium', 'alluminio', 'alumínio'),
};

export interface ColourSpec {
  names: PerCulture;
  codes: [string] | [string, string] | [string, string, string];
}

export const COLOURS: Record<ColourKey, ColourSpec> = {
  white: { names: n('Blanc', 'Wit', 'Blanco', 'Weiß', 'Bianco', 'Branco'), codes: ['#F4F1EA'] },
  black: { names: n('Noir', 'Zwart', 'Negro', 'Schwarz', 'Nero', 'Preto'), codes: ['#22201E'] },
  grey: { names: n('Gris', 'Grijs', 'Gris', 'Grau', 'Grigio', 'Cinzento'), codes: ['#8A8D91'] },
  natural: { names: n('Naturel', 'Naturel', 'Natural', 'Natur', 'Naturale', 'Natural'), codes: ['#C8A97E'] },
  walnut: { names: n('Noyer', 'Noten', 'Nogal', 'Nussbaum', 'Noce', 'Nogueira'), codes: ['#6B4A32'] },
  sage: {
    names: n('Vert sauge', 'Saliegroen', 'Verde salvia', 'Salbeigrün', 'Verde salvia', 'Verde-salva'),
    codes: ['#9CAF88'],
  },
  terracotta: {
    names: n('Terracotta', 'Terracotta', 'Terracota', 'Terrakotta', 'Terracotta', 'Terracota'),
    codes: ['#C8643C'],
  },
  ochre: { names: n('Ocre', 'Oker', 'Ocre', 'Ocker', 'Ocra', 'Ocre'), codes: ['#D8A032'] },
  navy: {
    names: n('Bleu marine', 'Marineblauw', 'Azul marino', 'Marineblau', 'Blu navy', 'Azul-marinho'),
    codes: ['#23365A'],
  },
  rose: {
    names: n('Rose poudré', 'Oudroze', 'Rosa empolvado', 'Altrosa', 'Rosa cipria', 'Rosa-velho'),
    codes: ['#E3B5B0'],
  },
  teal: {
    names: n('Bleu canard', 'Petrolblauw', 'Verde azulado', 'Petrol', 'Verde petrolio', 'Azul-petróleo'),
    codes: ['#2F7F7A'],
  },
  'black-oak': {
    names: n(
      'Noir et chêne',
      'Zwart en eiken',
      'Negro y roble',
      'Schwarz und Eiche',
      'Nero e rovere',
      'Preto e carvalho',
    ),
    codes: ['#22201E', '#C8A97E'],
  },
  'white-ash': {
    names: n(
      'Blanc et frêne',
      'Wit en essen',
      'Blanco y fresno',
      'Weiß und Esche',
      'Bianco e frassino',
      'Branco e freixo',
    ),
    codes: ['#F4F1EA', '#D9C4A0'],
  },
  'navy-white': {
    names: n(
      'Rayé marine et blanc',
      'Marine en wit gestreept',
      'Rayas marino y blanco',
      'Marine-weiß gestreift',
      'Righe blu e bianche',
      'Riscas azul e branco',
    ),
    codes: ['#23365A', '#F4F1EA'],
  },
  tricolour: {
    names: n('Tricolore', 'Driekleurig', 'Tricolor', 'Dreifarbig', 'Tricolore', 'Tricolor'),
    codes: ['#C8643C', '#D8A032', '#23365A'],
  },
};

const same = (value: string): PerCulture => n(value, value, value, value, value, value);

/** Size values by group, in display order; dimensions read the same everywhere. */
export const SIZES: Record<SizeGroup, { key: string; names: PerCulture; factor: number }[]> = {
  letters: [
    {
      key: 's',
      names: n('Petit (S)', 'Klein (S)', 'Pequeño (S)', 'Klein (S)', 'Piccolo (S)', 'Pequeno (S)'),
      factor: 0.85,
    },
    {
      key: 'm',
      names: n('Moyen (M)', 'Middel (M)', 'Mediano (M)', 'Mittel (M)', 'Medio (M)', 'Médio (M)'),
      factor: 1,
    },
    {
      key: 'l',
      names: n('Grand (L)', 'Groot (L)', 'Grande (L)', 'Groß (L)', 'Grande (L)', 'Grande (L)'),
      factor: 1.2,
    },
    {
      key: 'xl',
      names: n(
        'Très grand (XL)',
        'Extra groot (XL)',
        'Extragrande (XL)',
        'Extragroß (XL)',
        'Extra grande (XL)',
        'Extragrande (XL)',
      ),
      factor: 1.4,
    },
  ],
  cushion: [
    { key: '40x40', names: same('40 × 40 cm'), factor: 0.9 },
    { key: '50x50', names: same('50 × 50 cm'), factor: 1 },
    { key: '60x60', names: same('60 × 60 cm'), factor: 1.15 },
    { key: '40x60', names: same('40 × 60 cm'), factor: 1.05 },
  ],
  rug: [
    { key: '120x170', names: same('120 × 170 cm'), factor: 0.7 },
    { key: '160x230', names: same('160 × 230 cm'), factor: 1 },
    { key: '200x300', names: same('200 × 300 cm'), factor: 1.45 },
  ],
  table: [
    { key: '140x80', names: same('140 × 80 cm'), factor: 0.85 },
    { key: '180x90', names: same('180 × 90 cm'), factor: 1 },
    { key: '220x100', names: same('220 × 100 cm'), factor: 1.25 },
  ],
  width: [
    { key: 'w60', names: same('60 cm'), factor: 0.8 },
    { key: 'w90', names: same('90 cm'), factor: 1 },
    { key: 'w120', names: same('120 cm'), factor: 1.2 },
    { key: 'w160', names: same('160 cm'), factor: 1.45 },
  ],
};

export const ATTRIBUTE_NAMES = {
  colour: n('Couleur', 'Kleur', 'Color', 'Farbe', 'Colore', 'Cor'),
  size: n('Taille', 'Maat', 'Tamaño', 'Größe', 'Misura', 'Tamanho'),
  material: n('Matière', 'Materiaal', 'Material', 'Material', 'Materiale', 'Material'),
};

export const TAGS: { key: string; names: PerCulture }[] = [
  { key: 'new', names: n('Nouveauté', 'Nieuw', 'Novedad', 'Neuheit', 'Novità', 'Novidade') },
  {
    key: 'bestseller',
    names: n('Meilleure vente', 'Bestseller', 'Más vendido', 'Bestseller', 'Più venduto', 'Mais vendido'),
  },
  {
    key: 'handmade',
    names: n('Fait main', 'Handgemaakt', 'Hecho a mano', 'Handgemacht', 'Fatto a mano', 'Feito à mão'),
  },
  {
    key: 'eco-design',
    names: n('Écoconçu', 'Duurzaam ontwerp', 'Ecodiseño', 'Ökodesign', 'Ecodesign', 'Ecodesign'),
  },
  {
    key: 'made-in-europe',
    names: n(
      'Fabriqué en Europe',
      'Gemaakt in Europa',
      'Hecho en Europa',
      'Hergestellt in Europa',
      'Prodotto in Europa',
      'Feito na Europa',
    ),
  },
  {
    key: 'recycled',
    names: n(
      'Matériaux recyclés',
      'Gerecycled materiaal',
      'Materiales reciclados',
      'Recycelte Materialien',
      'Materiali riciclati',
      'Materiais reciclados',
    ),
  },
  {
    key: 'gift-idea',
    names: n(
      'Idée cadeau',
      'Cadeau-idee',
      'Idea de regalo',
      'Geschenkidee',
      'Idea regalo',
      'Ideia de presente',
    ),
  },
  {
    key: 'limited-edition',
    names: n(
      'Édition limitée',
      'Beperkte oplage',
      'Edición limitada',
      'Limitierte Auflage',
      'Edizione limitata',
      'Edição limitada',
    ),
  },
  { key: 'outdoor', names: n('Extérieur', 'Buiten', 'Exterior', 'Outdoor', 'Esterno', 'Exterior') },
  {
    key: 'repairable',
    names: n('Réparable', 'Repareerbaar', 'Reparable', 'Reparierbar', 'Riparabile', 'Reparável'),
  },
];

/** Invented makers, spread over the six countries of the shop's languages. */
export const BRANDS: string[] = [
  'Atelier Morvan',
  'Houtwerk Delft',
  'Casa Albera',
  'Werkstatt Haller',
  'Bottega Lunare',
  'Oficina do Tejo',
  'Lichtmeister',
  'Maison Céleste',
  'Studio Vondel',
  'Taller Brisa',
  'Fornace Vetri',
  'Cerâmica Douro',
  'Linière du Nord',
  'Weverij Lys',
  'Alfarería Segura',
  'Drechslerei Amsel',
  'Tessitura Orsini',
  'Olaria Monsaraz',
  'Ébénisterie Varenne',
  'Smederij Kempen',
  'Vidrios Montseny',
  'Keramik Elbe',
  'Officina Brera',
  'Cortiça Alentejo',
  'Atelier Loire',
];

export const WAREHOUSES = [
  { code: 'BE-ANR', name: 'Antwerpen Noord', city: 'Antwerpen' },
  { code: 'FR-LYS', name: 'Lyon Saint-Priest', city: 'Lyon' },
  { code: 'ES-VLC', name: 'Valencia Puerto', city: 'Valencia' },
  { code: 'DE-LEJ', name: 'Leipzig Halle', city: 'Leipzig' },
];

/** Model names: invented, pronounceable in every language, never translated. */
export const MODELS = [
  'Alba',
  'Brisa',
  'Cala',
  'Dune',
  'Elma',
  'Fjord',
  'Gala',
  'Hara',
  'Isla',
  'Jara',
  'Kaja',
  'Lumo',
  'Mira',
  'Nova',
  'Oda',
  'Pila',
  'Rota',
  'Sola',
  'Tessa',
  'Uma',
  'Vela',
  'Wren',
  'Ysa',
  'Zola',
  'Arno',
  'Bruma',
  'Cora',
  'Delta',
  'Enzo',
  'Flora',
  'Greta',
  'Hugo',
  'Iris',
  'Juno',
  'Kiko',
  'Lisa',
  'Mano',
  'Nilo',
  'Orla',
  'Pico',
];

export interface CopyContext {
  name: string;
  brand: string;
  material: string;
  materialPhrase: string;
  reference: string;
  years: number;
}

const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

interface CopyTemplate {
  short: (c: CopyContext) => string;
  labels: { material: string; brand: string; reference: string; warranty: string; years: string };
  care: string;
  repair: string;
}

const COPY: PerCulture<CopyTemplate> = {
  fr: {
    short: (c) =>
      `Une création ${c.brand}, ${c.materialPhrase}, fabriquée en Europe. Garantie ${c.years} ans, pièces de rechange disponibles.`,
    labels: {
      material: 'Matière',
      brand: 'Fabricant',
      reference: 'Référence',
      warranty: 'Garantie',
      years: 'ans',
    },
    care: "Entretien : un chiffon doux et légèrement humide suffit. Évitez l'exposition prolongée au soleil.",
    repair: "Chaque pièce est réparable : l'atelier fournit les pièces détachées pendant dix ans.",
  },
  nl: {
    short: (c) =>
      `Een ontwerp van ${c.brand}, ${c.materialPhrase}, gemaakt in Europa. ${c.years} jaar garantie, reserveonderdelen leverbaar.`,
    labels: {
      material: 'Materiaal',
      brand: 'Maker',
      reference: 'Referentie',
      warranty: 'Garantie',
      years: 'jaar',
    },
    care: 'Onderhoud: een zachte, licht vochtige doek volstaat. Vermijd langdurig direct zonlicht.',
    repair: 'Elk stuk is repareerbaar: de werkplaats levert tien jaar lang onderdelen.',
  },
  es: {
    short: (c) =>
      `Una creación de ${c.brand}, ${c.materialPhrase}, fabricada en Europa. Garantía de ${c.years} años y piezas de repuesto disponibles.`,
    labels: {
      material: 'Material',
      brand: 'Fabricante',
      reference: 'Referencia',
      warranty: 'Garantía',
      years: 'años',
    },
    care: 'Cuidado: basta con un paño suave y ligeramente húmedo. Evite la exposición prolongada al sol.',
    repair: 'Cada pieza es reparable: el taller suministra repuestos durante diez años.',
  },
  de: {
    short: (c) =>
      `Ein Entwurf von ${c.brand}, ${c.materialPhrase}, in Europa gefertigt. ${c.years} Jahre Garantie, Ersatzteile erhältlich.`,
    labels: {
      material: 'Material',
      brand: 'Hersteller',
      reference: 'Artikelnummer',
      warranty: 'Garantie',
      years: 'Jahre',
    },
    care: 'Pflege: Ein weiches, leicht feuchtes Tuch genügt. Längere direkte Sonne vermeiden.',
    repair: 'Jedes Stück ist reparierbar: Die Werkstatt liefert zehn Jahre lang Ersatzteile.',
  },
  it: {
    short: (c) =>
      `Una creazione di ${c.brand}, ${c.materialPhrase}, prodotta in Europa. Garanzia di ${c.years} anni e ricambi disponibili.`,
    labels: {
      material: 'Materiale',
      brand: 'Produttore',
      reference: 'Codice',
      warranty: 'Garanzia',
      years: 'anni',
    },
    care: "Manutenzione: basta un panno morbido leggermente umido. Evitare l'esposizione prolungata al sole.",
    repair: 'Ogni pezzo è riparabile: il laboratorio fornisce i ricambi per dieci anni.',
  },
  pt: {
    short: (c) =>
      `Uma criação de ${c.brand}, ${c.materialPhrase}, fabricada na Europa. Garantia de ${c.years} anos e peças de substituição disponíveis.`,
    labels: {
      material: 'Material',
      brand: 'Fabricante',
      reference: 'Referência',
      warranty: 'Garantia',
      years: 'anos',
    },
    care: 'Cuidados: basta um pano macio ligeiramente húmido. Evite a exposição prolongada ao sol.',
    repair: 'Cada peça é reparável: a oficina fornece peças de substituição durante dez anos.',
  },
};

export function productCopy(
  culture: Culture,
  c: CopyContext,
): { shortDescription: string; descriptionHtml: string } {
  const copy = COPY[culture];
  const shortDescription = copy.short(c);
  const { labels } = copy;
  // French typography puts a space before the colon; the other five languages do not.
  const colon = culture === 'fr' ? ' :' : ':';
  const descriptionHtml =
    `<p>${escapeHtml(shortDescription)}</p>` +
    `<ul><li>${labels.material}${colon} ${escapeHtml(c.material)}</li><li>${labels.brand}${colon} ${escapeHtml(c.brand)}</li>` +
    `<li>${labels.reference}${colon} ${c.reference}</li><li>${labels.warranty}${colon} ${c.years} ${labels.years}</li></ul>` +
    `<p>${escapeHtml(copy.care)}</p><p>${escapeHtml(copy.repair)}</p>`;
  return { shortDescription, descriptionHtml };
}

/**
 * The asset library's demo folders: the product photos are filed under "Catalogue", one folder per
 * kind of object. Folder names are the editors' own words, in the shop's default language.
 */
export const PHOTO_FOLDERS = {
  root: 'Catalogue',
  /** The brands' logos, beside the photo folders. */
  brands: 'Marques',
  byShape: {
    chair: 'Chaises',
    lamp: 'Luminaires',
    vase: 'Vases',
    table: 'Tables',
    cushion: 'Coussins',
    mug: 'Mugs',
    pot: 'Pots',
    shelf: 'Étagères',
    rug: 'Tapis',
    bowl: 'Bols',
    stool: 'Tabourets',
    clock: 'Horloges',
  } satisfies Record<ShapeKey, string>,
};
