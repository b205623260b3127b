import { defineStrings } from './define';

export const newsletterStrings = defineStrings({
  fr: {
    'Newsletter.Title': 'Lettre d’information',
    'Newsletter.Text': 'Nouveautés, ateliers et offres, une fois par mois.',
    'Newsletter.Email': 'Votre adresse e-mail',
    'Newsletter.Subscribe': 'S’inscrire',
    'Newsletter.Thanks': 'Merci ! {email} est inscrit à notre lettre d’information.',
    'Newsletter.AlreadySubscribed': '{email} est déjà inscrit : vous recevrez la prochaine lettre.',
  },
  nl: {
    'Newsletter.Title': 'Nieuwsbrief',
    'Newsletter.Text': 'Nieuwigheden, workshops en aanbiedingen, één keer per maand.',
    'Newsletter.Email': 'Uw e-mailadres',
    'Newsletter.Subscribe': 'Inschrijven',
    'Newsletter.Thanks': 'Bedankt! {email} is ingeschreven op onze nieuwsbrief.',
    'Newsletter.AlreadySubscribed': '{email} is al ingeschreven: u ontvangt de volgende nieuwsbrief.',
  },
  es: {
    'Newsletter.Title': 'Boletín',
    'Newsletter.Text': 'Novedades, talleres y ofertas, una vez al mes.',
    'Newsletter.Email': 'Su correo electrónico',
    'Newsletter.Subscribe': 'Suscribirse',
    'Newsletter.Thanks': '¡Gracias! {email} está suscrito a nuestro boletín.',
    'Newsletter.AlreadySubscribed': '{email} ya está suscrito: recibirá el próximo boletín.',
  },
  de: {
    'Newsletter.Title': 'Newsletter',
    'Newsletter.Text': 'Neuheiten, Werkstätten und Angebote, einmal im Monat.',
    'Newsletter.Email': 'Ihre E-Mail-Adresse',
    'Newsletter.Subscribe': 'Anmelden',
    'Newsletter.Thanks': 'Danke! {email} ist für unseren Newsletter angemeldet.',
    'Newsletter.AlreadySubscribed': '{email} ist bereits angemeldet: Sie erhalten den nächsten Newsletter.',
  },
  it: {
    'Newsletter.Title': 'Newsletter',
    'Newsletter.Text': 'Novità, laboratori e offerte, una volta al mese.',
    'Newsletter.Email': 'Il tuo indirizzo e-mail',
    'Newsletter.Subscribe': 'Iscriviti',
    'Newsletter.Thanks': 'Grazie! {email} è iscritto alla nostra newsletter.',
    'Newsletter.AlreadySubscribed': '{email} è già iscritto: riceverai la prossima newsletter.',
  },
  pt: {
    'Newsletter.Title': 'Newsletter',
    'Newsletter.Text': 'Novidades, oficinas e ofertas, uma vez por mês.',
    'Newsletter.Email': 'O seu endereço de e-mail',
    'Newsletter.Subscribe': 'Subscrever',
    'Newsletter.Thanks': 'Obrigado! {email} está inscrito na nossa newsletter.',
    'Newsletter.AlreadySubscribed': '{email} já está inscrito: receberá a próxima newsletter.',
  },
});
