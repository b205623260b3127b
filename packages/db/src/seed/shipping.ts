import { eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../client';
import { pickupPoints } from '../schema/pickup-points';
import { countries, shippingMethods, shippingRates } from '../schema/shipping';

type Texts = Record<'fr' | 'nl' | 'es' | 'de' | 'it' | 'pt', { name: string; description: string }>;

interface DemoMethod {
  key: string;
  carrier: string;
  /** Delivers to a pickup point of its carrier that the shopper chooses. */
  isPickupPoint: boolean;
  freeFrom: string | null;
  translations: Texts;
  /** Tax-inclusive cost per shipping country, in the shop's currency. */
  costs: Record<string, string>;
}

/** The countries the demo shop delivers to. */
export const DEMO_SHIPPING_COUNTRIES = ['BE', 'NL', 'LU', 'FR', 'DE'] as const;

export const DEMO_SHIPPING_METHODS: readonly DemoMethod[] = [
  {
    key: 'home-delivery',
    carrier: 'static',
    isPickupPoint: false,
    freeFrom: '75.00',
    costs: { BE: '5.95', NL: '6.95', LU: '6.95', FR: '8.95', DE: '8.95' },
    translations: {
      fr: { name: 'Livraison à domicile', description: 'À votre porte en 2 à 4 jours ouvrables.' },
      nl: { name: 'Levering aan huis', description: 'Aan uw deur binnen 2 tot 4 werkdagen.' },
      es: { name: 'Entrega a domicilio', description: 'En su puerta en 2 a 4 días laborables.' },
      de: { name: 'Lieferung nach Hause', description: 'An Ihre Tür in 2 bis 4 Werktagen.' },
      it: { name: 'Consegna a domicilio', description: 'Alla sua porta in 2-4 giorni lavorativi.' },
      pt: { name: 'Entrega ao domicílio', description: 'À sua porta em 2 a 4 dias úteis.' },
    },
  },
  {
    key: 'express',
    carrier: 'static',
    isPickupPoint: false,
    freeFrom: null,
    costs: { BE: '12.50', NL: '14.50', LU: '14.50', FR: '18.00', DE: '18.00' },
    translations: {
      fr: { name: 'Express', description: 'Commandé avant 14 h, livré le jour ouvrable suivant.' },
      nl: { name: 'Express', description: 'Besteld voor 14 uur, geleverd op de volgende werkdag.' },
      es: { name: 'Exprés', description: 'Pedido antes de las 14 h, entregado el siguiente día laborable.' },
      de: { name: 'Express', description: 'Vor 14 Uhr bestellt, am nächsten Werktag geliefert.' },
      it: {
        name: 'Espresso',
        description: 'Ordinato entro le 14, consegnato il giorno lavorativo successivo.',
      },
      pt: { name: 'Expresso', description: 'Encomendado antes das 14 h, entregue no dia útil seguinte.' },
    },
  },
  {
    key: 'pickup-point',
    carrier: 'static',
    isPickupPoint: true,
    freeFrom: '50.00',
    costs: { BE: '3.95', NL: '4.95', LU: '4.95', FR: '4.95', DE: '4.95' },
    translations: {
      fr: { name: 'Point relais', description: 'À retirer dans le point relais de votre choix.' },
      nl: { name: 'Afhaalpunt', description: 'Af te halen in het afhaalpunt van uw keuze.' },
      es: { name: 'Punto de recogida', description: 'Para recoger en el punto de su elección.' },
      de: { name: 'Abholstelle', description: 'Abzuholen an der Abholstelle Ihrer Wahl.' },
      it: { name: 'Punto di ritiro', description: 'Da ritirare nel punto di ritiro che preferisce.' },
      pt: { name: 'Ponto de recolha', description: 'Para levantar no ponto de recolha à sua escolha.' },
    },
  },
];

type DemoPoint = Omit<typeof pickupPoints.$inferInsert, 'createdAt' | 'updatedAt' | 'isActive'> & {
  id: string;
};

/**
 * The demo shop's own counters, the 'static' carrier's pickup points: one or two per delivery
 * country, at real addresses and coordinates, with opening hours in the place's language. Fixed
 * ids, so that seeding again finds them and leaves staff's edits alone.
 */
export const DEMO_PICKUP_POINTS: readonly DemoPoint[] = [
  {
    id: '5e7c0a11-0000-4000-8000-000000000001',
    name: 'Vitrine Bruxelles Sablon',
    street: 'Rue Lebeau',
    houseNumber: '57',
    postalCode: '1000',
    city: 'Bruxelles',
    countryCode: 'BE',
    phone: '+32 2 511 00 01',
    latitude: '50.842200',
    longitude: '4.354600',
    openingHours: 'Lundi–vendredi 10:00–18:30;Samedi 10:00–17:00',
  },
  {
    id: '5e7c0a11-0000-4000-8000-000000000002',
    name: 'Vitrine Ixelles',
    street: 'Chaussée d’Ixelles',
    houseNumber: '120',
    postalCode: '1050',
    city: 'Ixelles',
    countryCode: 'BE',
    phone: '+32 2 511 00 02',
    latitude: '50.833300',
    longitude: '4.366400',
    openingHours: 'Mardi–samedi 10:30–19:00',
  },
  {
    id: '5e7c0a11-0000-4000-8000-000000000003',
    name: 'Vitrine Antwerpen Meir',
    street: 'Meir',
    houseNumber: '50',
    postalCode: '2000',
    city: 'Antwerpen',
    countryCode: 'BE',
    phone: '+32 3 231 00 03',
    latitude: '51.218200',
    longitude: '4.409700',
    openingHours: 'Maandag–zaterdag 10:00–18:00;Zondag 13:00–17:00',
  },
  {
    id: '5e7c0a11-0000-4000-8000-000000000004',
    name: 'Vitrine Gent Veldstraat',
    street: 'Veldstraat',
    houseNumber: '40',
    postalCode: '9000',
    city: 'Gent',
    countryCode: 'BE',
    phone: '+32 9 225 00 04',
    latitude: '51.052200',
    longitude: '3.723000',
    openingHours: 'Maandag–vrijdag 10:00–18:00;Zaterdag 10:00–18:30',
  },
  {
    id: '5e7c0a11-0000-4000-8000-000000000005',
    name: 'Vitrine Liège Carré',
    street: 'Rue Pont d’Avroy',
    houseNumber: '10',
    postalCode: '4000',
    city: 'Liège',
    countryCode: 'BE',
    phone: '+32 4 222 00 05',
    latitude: '50.641400',
    longitude: '5.568600',
    openingHours: 'Lundi–samedi 9:30–18:30',
  },
  {
    id: '5e7c0a11-0000-4000-8000-000000000006',
    name: 'Vitrine Amsterdam Kalverstraat',
    street: 'Kalverstraat',
    houseNumber: '100',
    postalCode: '1012 PK',
    city: 'Amsterdam',
    countryCode: 'NL',
    phone: '+31 20 624 00 06',
    latitude: '52.369500',
    longitude: '4.891800',
    openingHours: 'Maandag 12:00–18:00;Dinsdag–zaterdag 10:00–18:00;Zondag 12:00–17:00',
  },
  {
    id: '5e7c0a11-0000-4000-8000-000000000007',
    name: 'Vitrine Luxembourg Grand-Rue',
    street: 'Grand-Rue',
    houseNumber: '30',
    postalCode: '1660',
    city: 'Luxembourg',
    countryCode: 'LU',
    phone: '+352 22 00 07',
    latitude: '49.611300',
    longitude: '6.129300',
    openingHours: 'Lundi–vendredi 10:00–18:00;Samedi 9:30–17:30',
  },
  {
    id: '5e7c0a11-0000-4000-8000-000000000008',
    name: 'Vitrine Lille Vieux-Lille',
    street: 'Rue Esquermoise',
    houseNumber: '20',
    postalCode: '59800',
    city: 'Lille',
    countryCode: 'FR',
    phone: '+33 3 20 00 00 08',
    latitude: '50.638400',
    longitude: '3.060400',
    openingHours: 'Lundi 14:00–19:00;Mardi–samedi 10:00–19:00',
  },
  {
    id: '5e7c0a11-0000-4000-8000-000000000009',
    name: 'Vitrine Paris Rivoli',
    street: 'Rue de Rivoli',
    houseNumber: '100',
    postalCode: '75001',
    city: 'Paris',
    countryCode: 'FR',
    phone: '+33 1 40 00 00 09',
    latitude: '48.860600',
    longitude: '2.343700',
    openingHours: 'Lundi–samedi 10:00–19:30;Dimanche 11:00–18:00',
  },
  {
    id: '5e7c0a11-0000-4000-8000-000000000010',
    name: 'Vitrine Köln Hohe Straße',
    street: 'Hohe Straße',
    houseNumber: '100',
    postalCode: '50667',
    city: 'Köln',
    countryCode: 'DE',
    phone: '+49 221 200 00 10',
    latitude: '50.936700',
    longitude: '6.955300',
    openingHours: 'Montag–Samstag 10:00–20:00',
  },
];

/**
 * The demo shop's delivery: the countries it ships to (only when staff chose none yet), three
 * methods with their costs (one of them to a pickup point) and the shop's own pickup points.
 * Idempotent: a method that exists (by key) and a point that exists (by id) are left as staff
 * made them. Needs the reference countries (`loadReferenceData`) first.
 */
export async function seedDemoShipping(
  db: Database,
): Promise<{ methodsCreated: number; pickupPointsCreated: number }> {
  return db.transaction(async (tx) => {
    const [chosen] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(countries)
      .where(eq(countries.isShippingCountry, true));
    if (!Number(chosen?.count ?? 0))
      await tx
        .update(countries)
        .set({ isShippingCountry: true })
        .where(inArray(countries.code, [...DEMO_SHIPPING_COUNTRIES]));
    let methodsCreated = 0;
    for (const [index, method] of DEMO_SHIPPING_METHODS.entries()) {
      const [created] = await tx
        .insert(shippingMethods)
        .values({
          key: method.key,
          carrier: method.carrier,
          isPickupPoint: method.isPickupPoint,
          freeFrom: method.freeFrom,
          translations: method.translations,
          sortOrder: index,
        })
        .onConflictDoNothing()
        .returning({ id: shippingMethods.id });
      if (!created) continue;
      methodsCreated += 1;
      await tx.insert(shippingRates).values(
        Object.entries(method.costs).map(([countryCode, cost]) => ({
          methodId: created.id,
          countryCode,
          cost,
        })),
      );
    }
    const points = await tx
      .insert(pickupPoints)
      .values([...DEMO_PICKUP_POINTS])
      .onConflictDoNothing()
      .returning({ id: pickupPoints.id });
    return { methodsCreated, pickupPointsCreated: points.length };
  });
}
