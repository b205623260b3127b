import { defineStrings } from './define';

/** The shared frame of the shop's e-mail (ADR 023): the footer under every message. */
export const mailStrings = defineStrings({
  fr: {
    'Mail.SentBy': 'Ce message vous a été envoyé par {shop}.',
    'Mail.SentByTheShop': 'Ce message vous a été envoyé par notre boutique en ligne.',
    'Mail.DoNotReply': 'Il a été envoyé automatiquement : merci de ne pas y répondre.',
  },
  nl: {
    'Mail.SentBy': 'Dit bericht werd u gestuurd door {shop}.',
    'Mail.SentByTheShop': 'Dit bericht werd u gestuurd door onze webwinkel.',
    'Mail.DoNotReply': 'Het werd automatisch verzonden: gelieve er niet op te antwoorden.',
  },
  es: {
    'Mail.SentBy': 'Este mensaje le ha sido enviado por {shop}.',
    'Mail.SentByTheShop': 'Este mensaje le ha sido enviado por nuestra tienda en línea.',
    'Mail.DoNotReply': 'Se ha enviado automáticamente: le rogamos que no lo responda.',
  },
  de: {
    'Mail.SentBy': 'Diese Nachricht wurde Ihnen von {shop} gesendet.',
    'Mail.SentByTheShop': 'Diese Nachricht wurde Ihnen von unserem Onlineshop gesendet.',
    'Mail.DoNotReply': 'Sie wurde automatisch versandt: Bitte antworten Sie nicht darauf.',
  },
  it: {
    'Mail.SentBy': 'Questo messaggio le è stato inviato da {shop}.',
    'Mail.SentByTheShop': 'Questo messaggio le è stato inviato dal nostro negozio online.',
    'Mail.DoNotReply': 'È stato inviato automaticamente: la preghiamo di non rispondere.',
  },
  pt: {
    'Mail.SentBy': 'Esta mensagem foi-lhe enviada por {shop}.',
    'Mail.SentByTheShop': 'Esta mensagem foi-lhe enviada pela nossa loja online.',
    'Mail.DoNotReply': 'Foi enviada automaticamente: por favor, não responda.',
  },
});
