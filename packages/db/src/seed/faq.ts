import { randomUUID } from 'node:crypto';
import { CULTURES, type Culture } from '@vitrine/i18n';
import type { Database } from '../client';
import { faqEntries, faqEntryTranslations, faqSections, faqSectionTranslations } from '../schema/faq';

type Section = { anchor: Record<Culture, string>; title: Record<Culture, string> };
type Entry = { section: number; question: Record<Culture, string>; answer: Record<Culture, string> };

const SECTIONS: Section[] = [
  {
    anchor: {
      fr: 'livraison',
      nl: 'levering',
      es: 'envio',
      de: 'lieferung',
      it: 'spedizione',
      pt: 'entrega',
    },
    title: {
      fr: 'Livraison',
      nl: 'Levering',
      es: 'Envío',
      de: 'Lieferung',
      it: 'Spedizione',
      pt: 'Entrega',
    },
  },
  {
    anchor: {
      fr: 'retours',
      nl: 'retouren',
      es: 'devoluciones',
      de: 'ruecksendungen',
      it: 'resi',
      pt: 'devolucoes',
    },
    title: {
      fr: 'Retours et remboursements',
      nl: 'Retouren en terugbetalingen',
      es: 'Devoluciones y reembolsos',
      de: 'Rücksendungen und Erstattungen',
      it: 'Resi e rimborsi',
      pt: 'Devoluções e reembolsos',
    },
  },
  {
    anchor: {
      fr: 'paiement',
      nl: 'betaling',
      es: 'pago',
      de: 'zahlung',
      it: 'pagamento',
      pt: 'pagamento',
    },
    title: {
      fr: 'Paiement et compte',
      nl: 'Betaling en account',
      es: 'Pago y cuenta',
      de: 'Zahlung und Konto',
      it: 'Pagamento e account',
      pt: 'Pagamento e conta',
    },
  },
];

const ENTRIES: Entry[] = [
  {
    section: 0,
    question: {
      fr: 'Quels sont les délais de livraison ?',
      nl: 'Wat zijn de levertijden?',
      es: '¿Cuáles son los plazos de entrega?',
      de: 'Wie lange dauert die Lieferung?',
      it: 'Quali sono i tempi di consegna?',
      pt: 'Quais são os prazos de entrega?',
    },
    answer: {
      fr: 'Les commandes passées avant 14 h partent le jour même et arrivent en deux à trois jours ouvrables.',
      nl: 'Bestellingen vóór 14 uur vertrekken dezelfde dag en komen binnen twee tot drie werkdagen aan.',
      es: 'Los pedidos realizados antes de las 14 h salen el mismo día y llegan en dos o tres días laborables.',
      de: 'Bestellungen vor 14 Uhr verlassen das Lager am selben Tag und kommen in zwei bis drei Werktagen an.',
      it: 'Gli ordini effettuati entro le 14 partono in giornata e arrivano in due o tre giorni lavorativi.',
      pt: 'As encomendas feitas antes das 14 h saem no mesmo dia e chegam em dois a três dias úteis.',
    },
  },
  {
    section: 0,
    question: {
      fr: 'Puis-je retirer ma commande dans un point relais ?',
      nl: 'Kan ik mijn bestelling ophalen in een afhaalpunt?',
      es: '¿Puedo recoger mi pedido en un punto de recogida?',
      de: 'Kann ich meine Bestellung an einer Abholstation abholen?',
      it: 'Posso ritirare il mio ordine in un punto di ritiro?',
      pt: 'Posso levantar a minha encomenda num ponto de recolha?',
    },
    answer: {
      fr: 'Oui : choisissez la livraison en point relais au moment de la commande et sélectionnez le point sur la carte.',
      nl: 'Ja: kies bij het afrekenen voor levering in een afhaalpunt en selecteer het punt op de kaart.',
      es: 'Sí: elija la entrega en punto de recogida al pagar y seleccione el punto en el mapa.',
      de: 'Ja: Wählen Sie an der Kasse die Lieferung an eine Abholstation und wählen Sie die Station auf der Karte.',
      it: 'Sì: scegli la consegna in un punto di ritiro al momento dell’ordine e seleziona il punto sulla mappa.',
      pt: 'Sim: escolha a entrega num ponto de recolha ao finalizar a compra e selecione o ponto no mapa.',
    },
  },
  {
    section: 1,
    question: {
      fr: 'Comment retourner un article ?',
      nl: 'Hoe stuur ik een artikel terug?',
      es: '¿Cómo devuelvo un artículo?',
      de: 'Wie sende ich einen Artikel zurück?',
      it: 'Come posso restituire un articolo?',
      pt: 'Como devolvo um artigo?',
    },
    answer: {
      fr: 'Depuis votre compte, ouvrez la commande et demandez un remboursement pour les articles à renvoyer, dans les trente jours.',
      nl: 'Open de bestelling in uw account en vraag binnen dertig dagen een terugbetaling aan voor de artikelen die u terugstuurt.',
      es: 'Desde su cuenta, abra el pedido y solicite un reembolso de los artículos que devuelve, en un plazo de treinta días.',
      de: 'Öffnen Sie die Bestellung in Ihrem Konto und beantragen Sie innerhalb von dreißig Tagen eine Erstattung für die Artikel.',
      it: 'Dal tuo account apri l’ordine e chiedi il rimborso degli articoli da restituire, entro trenta giorni.',
      pt: 'Na sua conta, abra a encomenda e peça o reembolso dos artigos a devolver, no prazo de trinta dias.',
    },
  },
  {
    section: 1,
    question: {
      fr: 'Quand suis-je remboursé ?',
      nl: 'Wanneer word ik terugbetaald?',
      es: '¿Cuándo recibiré el reembolso?',
      de: 'Wann erhalte ich mein Geld zurück?',
      it: 'Quando ricevo il rimborso?',
      pt: 'Quando sou reembolsado?',
    },
    answer: {
      fr: 'Le remboursement est fait sous cinq jours ouvrables après la réception du retour, par le moyen de paiement choisi.',
      nl: 'De terugbetaling gebeurt binnen vijf werkdagen na ontvangst van de retour, via de gekozen betaalmethode.',
      es: 'El reembolso se realiza en cinco días laborables tras recibir la devolución, por el medio de pago elegido.',
      de: 'Die Erstattung erfolgt innerhalb von fünf Werktagen nach Eingang der Rücksendung über die gewählte Zahlungsart.',
      it: 'Il rimborso avviene entro cinque giorni lavorativi dal ricevimento del reso, con il metodo di pagamento scelto.',
      pt: 'O reembolso é feito em cinco dias úteis após a receção da devolução, pelo meio de pagamento escolhido.',
    },
  },
  {
    section: 2,
    question: {
      fr: 'Quels moyens de paiement acceptez-vous ?',
      nl: 'Welke betaalmethoden aanvaardt u?',
      es: '¿Qué medios de pago aceptan?',
      de: 'Welche Zahlungsarten akzeptieren Sie?',
      it: 'Quali metodi di pagamento accettate?',
      pt: 'Que meios de pagamento aceitam?',
    },
    answer: {
      fr: 'La carte bancaire, le virement et le compte prépayé de votre espace client.',
      nl: 'Bankkaart, overschrijving en het prepaid account in uw klantenzone.',
      es: 'Tarjeta bancaria, transferencia y la cuenta prepago de su área de cliente.',
      de: 'Bankkarte, Überweisung und das Guthabenkonto in Ihrem Kundenbereich.',
      it: 'Carta bancaria, bonifico e il conto prepagato della tua area clienti.',
      pt: 'Cartão bancário, transferência e a conta pré-paga da sua área de cliente.',
    },
  },
  {
    section: 2,
    question: {
      fr: 'Comment sécuriser mon compte ?',
      nl: 'Hoe beveilig ik mijn account?',
      es: '¿Cómo protejo mi cuenta?',
      de: 'Wie schütze ich mein Konto?',
      it: 'Come proteggo il mio account?',
      pt: 'Como protejo a minha conta?',
    },
    answer: {
      fr: 'Activez la vérification en deux étapes dans la page Sécurité de votre compte.',
      nl: 'Schakel verificatie in twee stappen in op de pagina Beveiliging van uw account.',
      es: 'Active la verificación en dos pasos en la página Seguridad de su cuenta.',
      de: 'Aktivieren Sie die Zwei-Schritt-Verifizierung auf der Seite Sicherheit Ihres Kontos.',
      it: 'Attiva la verifica in due passaggi nella pagina Sicurezza del tuo account.',
      pt: 'Ative a verificação em dois passos na página Segurança da sua conta.',
    },
  },
];

/**
 * Demo FAQ (three sections, six questions in the six cultures): only in the demo, and only on a
 * shop without a FAQ, so editors' questions are never touched.
 */
export async function seedDemoFaq(db: Database): Promise<{ entriesCreated: number }> {
  const existing = await db.select({ id: faqSections.id }).from(faqSections).limit(1);
  if (existing.length) return { entriesCreated: 0 };
  return db.transaction(async (tx) => {
    const sectionIds: string[] = [];
    for (const [index, section] of SECTIONS.entries()) {
      const [row] = await tx
        .insert(faqSections)
        .values({ sortOrder: index })
        .returning({ id: faqSections.id });
      if (!row) throw new Error('faq section not inserted');
      sectionIds.push(row.id);
      await tx.insert(faqSectionTranslations).values(
        CULTURES.map((culture) => ({
          sectionId: row.id,
          culture,
          title: section.title[culture],
          anchor: section.anchor[culture],
        })),
      );
    }
    for (const [index, entry] of ENTRIES.entries()) {
      const sectionId = sectionIds[entry.section];
      if (!sectionId) throw new Error('faq section missing');
      const [row] = await tx
        .insert(faqEntries)
        .values({ sectionId, sortOrder: index, status: 'published' })
        .returning({ id: faqEntries.id });
      if (!row) throw new Error('faq entry not inserted');
      await tx.insert(faqEntryTranslations).values(
        CULTURES.map((culture) => ({
          entryId: row.id,
          culture,
          question: entry.question[culture],
          // Content blocks (ADR 035): the contract's shape, written here as stored JSON.
          blocks: [
            {
              Type: 'text',
              Id: randomUUID(),
              Content: [{ Kind: 'paragraph', Runs: [{ Text: entry.answer[culture] }] }],
            },
          ],
        })),
      );
    }
    return { entriesCreated: ENTRIES.length };
  });
}
