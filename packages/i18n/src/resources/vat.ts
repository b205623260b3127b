import { defineStrings } from './define';

/** The checkout's VAT number check (spec 001 §3, §7): why a number is not confirmed. */
export const vatStrings = defineStrings({
  fr: {
    'Vat.NotRegistered': 'Ce numéro de TVA n’est pas enregistré dans le système VIES de l’Union européenne.',
    'Vat.RegistryUnavailable':
      'Le système VIES de l’Union européenne ne répond pas pour le moment : votre numéro sera vérifié plus tard.',
    'Vat.NotCheckable':
      'Ce numéro de TVA ne peut pas être vérifié dans le système VIES de l’Union européenne.',
  },
  nl: {
    'Vat.NotRegistered': 'Dit btw-nummer is niet geregistreerd in het VIES-systeem van de Europese Unie.',
    'Vat.RegistryUnavailable':
      'Het VIES-systeem van de Europese Unie antwoordt momenteel niet: uw nummer wordt later gecontroleerd.',
    'Vat.NotCheckable':
      'Dit btw-nummer kan niet worden gecontroleerd in het VIES-systeem van de Europese Unie.',
  },
  es: {
    'Vat.NotRegistered': 'Este número de IVA no está registrado en el sistema VIES de la Unión Europea.',
    'Vat.RegistryUnavailable':
      'El sistema VIES de la Unión Europea no responde en este momento: su número se comprobará más tarde.',
    'Vat.NotCheckable': 'Este número de IVA no se puede comprobar en el sistema VIES de la Unión Europea.',
  },
  de: {
    'Vat.NotRegistered': 'Diese USt-IdNr. ist im VIES-System der Europäischen Union nicht registriert.',
    'Vat.RegistryUnavailable':
      'Das VIES-System der Europäischen Union antwortet derzeit nicht: Ihre Nummer wird später geprüft.',
    'Vat.NotCheckable': 'Diese USt-IdNr. kann im VIES-System der Europäischen Union nicht geprüft werden.',
  },
  it: {
    'Vat.NotRegistered': 'Questa partita IVA non è registrata nel sistema VIES dell’Unione europea.',
    'Vat.RegistryUnavailable':
      'Il sistema VIES dell’Unione europea al momento non risponde: il suo numero sarà verificato più tardi.',
    'Vat.NotCheckable': 'Questa partita IVA non può essere verificata nel sistema VIES dell’Unione europea.',
  },
  pt: {
    'Vat.NotRegistered': 'Este número de IVA não está registado no sistema VIES da União Europeia.',
    'Vat.RegistryUnavailable':
      'O sistema VIES da União Europeia não responde de momento: o seu número será verificado mais tarde.',
    'Vat.NotCheckable': 'Este número de IVA não pode ser verificado no sistema VIES da União Europeia.',
  },
});
