import { eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../client';
import { countries, shippingMethods, shippingRates } from '../schema/shipping';

type Texts = Record<'fr' | 'nl' | 'es' | 'de' | 'it' | 'pt', { name: string; description: string }>;

interface DemoMethod {
  key: string;
  carrier: string;
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
    carrier: 'pickup',
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

/**
 * The demo shop's delivery: the countries it ships to (only when staff chose none yet) and three
 * methods with their costs. Idempotent: a method that exists (by key) is left as staff made it.
 * Needs the reference countries (`loadReferenceData`) first.
 */
export async function seedDemoShipping(db: Database): Promise<{ methodsCreated: number }> {
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
    return { methodsCreated };
  });
}
