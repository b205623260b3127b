import { defineStrings } from './define';

/** The storefront's growl notices (spec 001 §8): their close button. */
export const noticesStrings = defineStrings({
  fr: {
    'Notices.Close': 'Fermer la notification',
    'Notices.CloseNamed': 'Fermer la notification « {title} »',
  },
  nl: {
    'Notices.Close': 'Melding sluiten',
    'Notices.CloseNamed': 'Melding "{title}" sluiten',
  },
  es: {
    'Notices.Close': 'Cerrar el aviso',
    'Notices.CloseNamed': 'Cerrar el aviso «{title}»',
  },
  de: {
    'Notices.Close': 'Hinweis schließen',
    'Notices.CloseNamed': 'Hinweis „{title}“ schließen',
  },
  it: {
    'Notices.Close': 'Chiudi la notifica',
    'Notices.CloseNamed': 'Chiudi la notifica «{title}»',
  },
  pt: {
    'Notices.Close': 'Fechar o aviso',
    'Notices.CloseNamed': 'Fechar o aviso «{title}»',
  },
});
