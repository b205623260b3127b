import { defineStrings } from './define';

/** Back-in-stock notices: the form, its answers, the link pages and the messages. */
export const stockNotificationsStrings = defineStrings({
  fr: {
    'StockNotification.NotifyMe': 'M’avertir du retour en stock',
    'StockNotification.Title': 'Alerte de retour en stock',
    'StockNotification.Intro':
      'Cet article est épuisé. Nous vous écrirons une seule fois, dès qu’il sera de retour.',
    'StockNotification.Email': 'Votre adresse e-mail',
    'StockNotification.Subscribe': 'M’avertir',
    'StockNotification.Subscribing': 'Envoi…',
    'StockNotification.CustomerIntro':
      'Nous écrirons à {email} une seule fois, dès que cet article sera de retour.',
    'StockNotification.PendingConfirmation':
      'Presque terminé : nous avons envoyé un message à {email}. Ouvrez son lien pour confirmer votre adresse.',
    'StockNotification.Active': 'C’est noté : nous écrirons à {email} dès que cet article sera de retour.',
    'StockNotification.AlreadySubscribed': '{email} est déjà inscrit pour cet article.',
    'StockNotification.InStock':
      'Cet article est de nouveau en stock : vous pouvez le commander dès maintenant.',
    'StockNotification.NotFound': 'Cet article n’existe plus.',
    'StockNotification.TooMany': 'Trop de demandes. Réessayez plus tard.',
    'StockNotification.Failed': 'Votre demande n’a pas pu être envoyée. Réessayez.',
    'StockNotification.BackToProduct': 'Retour au produit',
    'StockNotification.ConfirmTitle': 'Confirmer votre alerte de retour en stock',
    'StockNotification.ConfirmText':
      'Confirmez que vous souhaitez un message dès que cet article sera de retour en stock.',
    'StockNotification.ConfirmButton': 'Confirmer',
    'StockNotification.Confirmed': 'Merci : nous vous écrirons dès que {product} sera de retour en stock.',
    'StockNotification.UnsubscribeTitle': 'Arrêter cette alerte de retour en stock',
    'StockNotification.UnsubscribeText': 'Vous ne recevrez plus de message au sujet de cet article.',
    'StockNotification.UnsubscribeButton': 'Se désinscrire',
    'StockNotification.Unsubscribed': 'C’est fait : vous ne recevrez plus de message au sujet de {product}.',
    'StockNotification.LinkInvalid':
      'Ce lien n’est plus valable. Il a peut-être déjà été utilisé ou a expiré.',
    'StockNotification.Mail.ConfirmSubject': 'Confirmez votre alerte de retour en stock pour {product}',
    'StockNotification.Mail.ConfirmTitle': 'Confirmez votre adresse',
    'StockNotification.Mail.ConfirmIntro':
      'Vous avez demandé à {shop} de vous avertir du retour en stock de {product}. Confirmez votre adresse pour recevoir ce message.',
    'StockNotification.Mail.ConfirmLink': 'Confirmer mon adresse',
    'StockNotification.Mail.ConfirmIgnore':
      'Si vous n’êtes pas à l’origine de cette demande, ignorez ce message : rien ne vous sera envoyé.',
    'StockNotification.Mail.RestockSubject': '{product} est de retour en stock',
    'StockNotification.Mail.RestockTitle': 'De retour en stock',
    'StockNotification.Mail.RestockIntro':
      'Bonne nouvelle : {product} ({sku}) est de retour en stock chez {shop}. Les quantités peuvent être limitées.',
    'StockNotification.Mail.ViewProduct': 'Voir le produit',
    'StockNotification.Mail.Unsubscribe': 'Se désinscrire de cette alerte',
    'StockNotification.Mail.OnceOnly': 'C’est le seul message que vous recevrez pour cette alerte.',
  },
  nl: {
    'StockNotification.NotifyMe': 'Laat me weten wanneer het weer op voorraad is',
    'StockNotification.Title': 'Melding bij nieuwe voorraad',
    'StockNotification.Intro': 'Dit artikel is uitverkocht. We schrijven je één keer, zodra het terug is.',
    'StockNotification.Email': 'Je e-mailadres',
    'StockNotification.Subscribe': 'Verwittig me',
    'StockNotification.Subscribing': 'Bezig met verzenden…',
    'StockNotification.CustomerIntro': 'We schrijven één keer naar {email}, zodra dit artikel terug is.',
    'StockNotification.PendingConfirmation':
      'Bijna klaar: we hebben een bericht naar {email} gestuurd. Open de link erin om je adres te bevestigen.',
    'StockNotification.Active': 'Genoteerd: we schrijven naar {email} zodra dit artikel terug is.',
    'StockNotification.AlreadySubscribed': '{email} staat al op de lijst voor dit artikel.',
    'StockNotification.InStock': 'Dit artikel is weer op voorraad: je kunt het nu bestellen.',
    'StockNotification.NotFound': 'Dit artikel bestaat niet meer.',
    'StockNotification.TooMany': 'Te veel aanvragen. Probeer het later opnieuw.',
    'StockNotification.Failed': 'Je aanvraag kon niet worden verzonden. Probeer het opnieuw.',
    'StockNotification.BackToProduct': 'Terug naar het product',
    'StockNotification.ConfirmTitle': 'Bevestig je melding bij nieuwe voorraad',
    'StockNotification.ConfirmText':
      'Bevestig dat je een bericht wilt zodra dit artikel weer op voorraad is.',
    'StockNotification.ConfirmButton': 'Bevestigen',
    'StockNotification.Confirmed': 'Bedankt: we schrijven je zodra {product} weer op voorraad is.',
    'StockNotification.UnsubscribeTitle': 'Deze melding bij nieuwe voorraad stoppen',
    'StockNotification.UnsubscribeText': 'Je ontvangt geen bericht meer over dit artikel.',
    'StockNotification.UnsubscribeButton': 'Uitschrijven',
    'StockNotification.Unsubscribed': 'Klaar: je ontvangt geen berichten meer over {product}.',
    'StockNotification.LinkInvalid':
      'Deze link is niet meer geldig. Hij is misschien al gebruikt of verlopen.',
    'StockNotification.Mail.ConfirmSubject': 'Bevestig je melding bij nieuwe voorraad voor {product}',
    'StockNotification.Mail.ConfirmTitle': 'Bevestig je adres',
    'StockNotification.Mail.ConfirmIntro':
      'Je vroeg {shop} je te verwittigen wanneer {product} weer op voorraad is. Bevestig je adres om dat bericht te ontvangen.',
    'StockNotification.Mail.ConfirmLink': 'Mijn adres bevestigen',
    'StockNotification.Mail.ConfirmIgnore':
      'Heb je dit niet gevraagd? Negeer dan dit bericht: je ontvangt niets.',
    'StockNotification.Mail.RestockSubject': '{product} is weer op voorraad',
    'StockNotification.Mail.RestockTitle': 'Weer op voorraad',
    'StockNotification.Mail.RestockIntro':
      'Goed nieuws: {product} ({sku}) is weer op voorraad bij {shop}. De hoeveelheden kunnen beperkt zijn.',
    'StockNotification.Mail.ViewProduct': 'Bekijk het product',
    'StockNotification.Mail.Unsubscribe': 'Uitschrijven voor deze melding',
    'StockNotification.Mail.OnceOnly': 'Dit is het enige bericht dat je voor deze melding ontvangt.',
  },
  es: {
    'StockNotification.NotifyMe': 'Avisarme cuando vuelva a estar disponible',
    'StockNotification.Title': 'Aviso de reposición',
    'StockNotification.Intro': 'Este artículo está agotado. Te escribiremos una sola vez, en cuanto vuelva.',
    'StockNotification.Email': 'Tu correo electrónico',
    'StockNotification.Subscribe': 'Avisarme',
    'StockNotification.Subscribing': 'Enviando…',
    'StockNotification.CustomerIntro': 'Escribiremos a {email} una sola vez, en cuanto este artículo vuelva.',
    'StockNotification.PendingConfirmation':
      'Casi listo: hemos enviado un mensaje a {email}. Abre su enlace para confirmar tu dirección.',
    'StockNotification.Active': 'Anotado: escribiremos a {email} en cuanto este artículo vuelva.',
    'StockNotification.AlreadySubscribed': '{email} ya está en la lista de este artículo.',
    'StockNotification.InStock': 'Este artículo vuelve a estar disponible: puedes pedirlo ahora.',
    'StockNotification.NotFound': 'Este artículo ya no existe.',
    'StockNotification.TooMany': 'Demasiadas solicitudes. Inténtalo más tarde.',
    'StockNotification.Failed': 'No se ha podido enviar tu solicitud. Inténtalo de nuevo.',
    'StockNotification.BackToProduct': 'Volver al producto',
    'StockNotification.ConfirmTitle': 'Confirma tu aviso de reposición',
    'StockNotification.ConfirmText':
      'Confirma que quieres un mensaje en cuanto este artículo vuelva a estar disponible.',
    'StockNotification.ConfirmButton': 'Confirmar',
    'StockNotification.Confirmed': 'Gracias: te escribiremos en cuanto {product} vuelva a estar disponible.',
    'StockNotification.UnsubscribeTitle': 'Detener este aviso de reposición',
    'StockNotification.UnsubscribeText': 'No recibirás más mensajes sobre este artículo.',
    'StockNotification.UnsubscribeButton': 'Darse de baja',
    'StockNotification.Unsubscribed': 'Hecho: no recibirás más mensajes sobre {product}.',
    'StockNotification.LinkInvalid':
      'Este enlace ya no es válido. Puede que ya se haya usado o que haya caducado.',
    'StockNotification.Mail.ConfirmSubject': 'Confirma tu aviso de reposición de {product}',
    'StockNotification.Mail.ConfirmTitle': 'Confirma tu dirección',
    'StockNotification.Mail.ConfirmIntro':
      'Has pedido a {shop} que te avise cuando {product} vuelva a estar disponible. Confirma tu dirección para recibir ese mensaje.',
    'StockNotification.Mail.ConfirmLink': 'Confirmar mi dirección',
    'StockNotification.Mail.ConfirmIgnore':
      'Si no lo has pedido tú, ignora este mensaje: no se te enviará nada.',
    'StockNotification.Mail.RestockSubject': '{product} vuelve a estar disponible',
    'StockNotification.Mail.RestockTitle': 'De nuevo disponible',
    'StockNotification.Mail.RestockIntro':
      'Buenas noticias: {product} ({sku}) vuelve a estar disponible en {shop}. Las cantidades pueden ser limitadas.',
    'StockNotification.Mail.ViewProduct': 'Ver el producto',
    'StockNotification.Mail.Unsubscribe': 'Darse de baja de este aviso',
    'StockNotification.Mail.OnceOnly': 'Es el único mensaje que recibirás por este aviso.',
  },
  de: {
    'StockNotification.NotifyMe': 'Benachrichtigen, wenn wieder verfügbar',
    'StockNotification.Title': 'Verfügbarkeitsbenachrichtigung',
    'StockNotification.Intro':
      'Dieser Artikel ist ausverkauft. Wir schreiben Ihnen ein einziges Mal, sobald er wieder da ist.',
    'StockNotification.Email': 'Ihre E-Mail-Adresse',
    'StockNotification.Subscribe': 'Benachrichtigen',
    'StockNotification.Subscribing': 'Wird gesendet…',
    'StockNotification.CustomerIntro':
      'Wir schreiben ein einziges Mal an {email}, sobald dieser Artikel wieder da ist.',
    'StockNotification.PendingConfirmation':
      'Fast geschafft: Wir haben eine Nachricht an {email} gesendet. Öffnen Sie den Link darin, um Ihre Adresse zu bestätigen.',
    'StockNotification.Active': 'Vorgemerkt: Wir schreiben an {email}, sobald dieser Artikel wieder da ist.',
    'StockNotification.AlreadySubscribed': '{email} ist für diesen Artikel bereits vorgemerkt.',
    'StockNotification.InStock': 'Dieser Artikel ist wieder auf Lager: Sie können ihn jetzt bestellen.',
    'StockNotification.NotFound': 'Diesen Artikel gibt es nicht mehr.',
    'StockNotification.TooMany': 'Zu viele Anfragen. Bitte versuchen Sie es später erneut.',
    'StockNotification.Failed': 'Ihre Anfrage konnte nicht gesendet werden. Bitte versuchen Sie es erneut.',
    'StockNotification.BackToProduct': 'Zurück zum Produkt',
    'StockNotification.ConfirmTitle': 'Verfügbarkeitsbenachrichtigung bestätigen',
    'StockNotification.ConfirmText':
      'Bestätigen Sie, dass Sie eine Nachricht erhalten möchten, sobald dieser Artikel wieder auf Lager ist.',
    'StockNotification.ConfirmButton': 'Bestätigen',
    'StockNotification.Confirmed': 'Danke: Wir schreiben Ihnen, sobald {product} wieder auf Lager ist.',
    'StockNotification.UnsubscribeTitle': 'Diese Verfügbarkeitsbenachrichtigung beenden',
    'StockNotification.UnsubscribeText': 'Sie erhalten keine Nachricht mehr zu diesem Artikel.',
    'StockNotification.UnsubscribeButton': 'Abmelden',
    'StockNotification.Unsubscribed': 'Erledigt: Sie erhalten keine Nachrichten mehr zu {product}.',
    'StockNotification.LinkInvalid':
      'Dieser Link ist nicht mehr gültig. Er wurde vielleicht schon verwendet oder ist abgelaufen.',
    'StockNotification.Mail.ConfirmSubject':
      'Bestätigen Sie Ihre Verfügbarkeitsbenachrichtigung für {product}',
    'StockNotification.Mail.ConfirmTitle': 'Bestätigen Sie Ihre Adresse',
    'StockNotification.Mail.ConfirmIntro':
      'Sie haben {shop} gebeten, Sie zu benachrichtigen, wenn {product} wieder auf Lager ist. Bestätigen Sie Ihre Adresse, um diese Nachricht zu erhalten.',
    'StockNotification.Mail.ConfirmLink': 'Meine Adresse bestätigen',
    'StockNotification.Mail.ConfirmIgnore':
      'Wenn Sie das nicht angefordert haben, ignorieren Sie diese Nachricht: Sie erhalten nichts.',
    'StockNotification.Mail.RestockSubject': '{product} ist wieder auf Lager',
    'StockNotification.Mail.RestockTitle': 'Wieder auf Lager',
    'StockNotification.Mail.RestockIntro':
      'Gute Nachricht: {product} ({sku}) ist bei {shop} wieder auf Lager. Die Mengen können begrenzt sein.',
    'StockNotification.Mail.ViewProduct': 'Zum Produkt',
    'StockNotification.Mail.Unsubscribe': 'Von dieser Benachrichtigung abmelden',
    'StockNotification.Mail.OnceOnly':
      'Dies ist die einzige Nachricht, die Sie zu dieser Benachrichtigung erhalten.',
  },
  it: {
    'StockNotification.NotifyMe': 'Avvisami quando torna disponibile',
    'StockNotification.Title': 'Avviso di disponibilità',
    'StockNotification.Intro':
      'Questo articolo è esaurito. Ti scriveremo una sola volta, appena tornerà disponibile.',
    'StockNotification.Email': 'Il tuo indirizzo e-mail',
    'StockNotification.Subscribe': 'Avvisami',
    'StockNotification.Subscribing': 'Invio in corso…',
    'StockNotification.CustomerIntro':
      'Scriveremo a {email} una sola volta, appena questo articolo tornerà disponibile.',
    'StockNotification.PendingConfirmation':
      'Quasi fatto: abbiamo inviato un messaggio a {email}. Apri il link per confermare il tuo indirizzo.',
    'StockNotification.Active': 'Fatto: scriveremo a {email} appena questo articolo tornerà disponibile.',
    'StockNotification.AlreadySubscribed': '{email} è già in lista per questo articolo.',
    'StockNotification.InStock': 'Questo articolo è di nuovo disponibile: puoi ordinarlo subito.',
    'StockNotification.NotFound': 'Questo articolo non esiste più.',
    'StockNotification.TooMany': 'Troppe richieste. Riprova più tardi.',
    'StockNotification.Failed': 'Non è stato possibile inviare la tua richiesta. Riprova.',
    'StockNotification.BackToProduct': 'Torna al prodotto',
    'StockNotification.ConfirmTitle': 'Conferma il tuo avviso di disponibilità',
    'StockNotification.ConfirmText':
      'Conferma di voler ricevere un messaggio appena questo articolo tornerà disponibile.',
    'StockNotification.ConfirmButton': 'Conferma',
    'StockNotification.Confirmed': 'Grazie: ti scriveremo appena {product} tornerà disponibile.',
    'StockNotification.UnsubscribeTitle': 'Interrompi questo avviso di disponibilità',
    'StockNotification.UnsubscribeText': 'Non riceverai più messaggi su questo articolo.',
    'StockNotification.UnsubscribeButton': 'Annulla iscrizione',
    'StockNotification.Unsubscribed': 'Fatto: non riceverai più messaggi su {product}.',
    'StockNotification.LinkInvalid':
      'Questo link non è più valido. Potrebbe essere già stato usato o essere scaduto.',
    'StockNotification.Mail.ConfirmSubject': 'Conferma il tuo avviso di disponibilità per {product}',
    'StockNotification.Mail.ConfirmTitle': 'Conferma il tuo indirizzo',
    'StockNotification.Mail.ConfirmIntro':
      'Hai chiesto a {shop} di avvisarti quando {product} tornerà disponibile. Conferma il tuo indirizzo per ricevere quel messaggio.',
    'StockNotification.Mail.ConfirmLink': 'Conferma il mio indirizzo',
    'StockNotification.Mail.ConfirmIgnore':
      'Se non l’hai chiesto tu, ignora questo messaggio: non ti verrà inviato nulla.',
    'StockNotification.Mail.RestockSubject': '{product} è di nuovo disponibile',
    'StockNotification.Mail.RestockTitle': 'Di nuovo disponibile',
    'StockNotification.Mail.RestockIntro':
      'Buone notizie: {product} ({sku}) è di nuovo disponibile su {shop}. Le quantità potrebbero essere limitate.',
    'StockNotification.Mail.ViewProduct': 'Vedi il prodotto',
    'StockNotification.Mail.Unsubscribe': 'Annulla l’iscrizione a questo avviso',
    'StockNotification.Mail.OnceOnly': 'È l’unico messaggio che riceverai per questo avviso.',
  },
  pt: {
    'StockNotification.NotifyMe': 'Avisar-me quando voltar a estar disponível',
    'StockNotification.Title': 'Aviso de reposição',
    'StockNotification.Intro': 'Este artigo está esgotado. Escreveremos uma única vez, assim que voltar.',
    'StockNotification.Email': 'O seu e-mail',
    'StockNotification.Subscribe': 'Avisar-me',
    'StockNotification.Subscribing': 'A enviar…',
    'StockNotification.CustomerIntro':
      'Escreveremos para {email} uma única vez, assim que este artigo voltar.',
    'StockNotification.PendingConfirmation':
      'Quase pronto: enviámos uma mensagem para {email}. Abra a ligação para confirmar o seu endereço.',
    'StockNotification.Active': 'Registado: escreveremos para {email} assim que este artigo voltar.',
    'StockNotification.AlreadySubscribed': '{email} já está na lista deste artigo.',
    'StockNotification.InStock': 'Este artigo voltou a estar disponível: pode encomendá-lo já.',
    'StockNotification.NotFound': 'Este artigo já não existe.',
    'StockNotification.TooMany': 'Demasiados pedidos. Tente mais tarde.',
    'StockNotification.Failed': 'Não foi possível enviar o seu pedido. Tente novamente.',
    'StockNotification.BackToProduct': 'Voltar ao produto',
    'StockNotification.ConfirmTitle': 'Confirme o seu aviso de reposição',
    'StockNotification.ConfirmText':
      'Confirme que quer uma mensagem assim que este artigo voltar a estar disponível.',
    'StockNotification.ConfirmButton': 'Confirmar',
    'StockNotification.Confirmed': 'Obrigado: escreveremos assim que {product} voltar a estar disponível.',
    'StockNotification.UnsubscribeTitle': 'Parar este aviso de reposição',
    'StockNotification.UnsubscribeText': 'Não receberá mais mensagens sobre este artigo.',
    'StockNotification.UnsubscribeButton': 'Cancelar subscrição',
    'StockNotification.Unsubscribed': 'Feito: não receberá mais mensagens sobre {product}.',
    'StockNotification.LinkInvalid': 'Esta ligação já não é válida. Pode já ter sido usada ou ter expirado.',
    'StockNotification.Mail.ConfirmSubject': 'Confirme o seu aviso de reposição de {product}',
    'StockNotification.Mail.ConfirmTitle': 'Confirme o seu endereço',
    'StockNotification.Mail.ConfirmIntro':
      'Pediu a {shop} que o avisasse quando {product} voltasse a estar disponível. Confirme o seu endereço para receber essa mensagem.',
    'StockNotification.Mail.ConfirmLink': 'Confirmar o meu endereço',
    'StockNotification.Mail.ConfirmIgnore':
      'Se não foi você que pediu, ignore esta mensagem: nada lhe será enviado.',
    'StockNotification.Mail.RestockSubject': '{product} voltou a estar disponível',
    'StockNotification.Mail.RestockTitle': 'De novo disponível',
    'StockNotification.Mail.RestockIntro':
      'Boas notícias: {product} ({sku}) voltou a estar disponível em {shop}. As quantidades podem ser limitadas.',
    'StockNotification.Mail.ViewProduct': 'Ver o produto',
    'StockNotification.Mail.Unsubscribe': 'Cancelar a subscrição deste aviso',
    'StockNotification.Mail.OnceOnly': 'Esta é a única mensagem que receberá por este aviso.',
  },
});
