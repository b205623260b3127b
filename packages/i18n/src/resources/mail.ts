import { defineStrings } from './define';

/** The shared frame of the shop's e-mail (ADR 023): the footer under every message. */
export const mailStrings = defineStrings({
  fr: {
    'Mail.SentBy': 'Ce message vous a été envoyé par {shop}.',
    'Mail.SentByTheShop': 'Ce message vous a été envoyé par notre boutique en ligne.',
    'Mail.DoNotReply': 'Il a été envoyé automatiquement : merci de ne pas y répondre.',
    'Mail.ConfirmEmailSubject': 'Confirmez votre adresse e-mail',
    'Mail.ConfirmEmailIntro':
      'Bonjour {name}, pour terminer la création de votre compte, confirmez votre adresse e-mail avec ce lien. Il est valable 24 heures.',
    'Mail.ConfirmEmailAction': 'Confirmer mon adresse',
    'Mail.AccountExistsSubject': 'Vous avez déjà un compte',
    'Mail.AccountExistsIntro':
      'Quelqu’un, sans doute vous, a voulu créer un compte avec cette adresse, qui en a déjà un. Connectez-vous, ou choisissez un nouveau mot de passe si vous l’avez oublié.',
    'Mail.SignInAction': 'Se connecter',
    'Mail.ResetPasswordSubject': 'Choisissez un nouveau mot de passe',
    'Mail.ResetPasswordIntro':
      'Quelqu’un, sans doute vous, a demandé à réinitialiser le mot de passe de votre compte. Suivez ce lien dans l’heure pour en choisir un nouveau.',
    'Mail.ResetPasswordAction': 'Choisir un nouveau mot de passe',
    'Mail.IgnoreIfNotYou': 'Si ce n’était pas vous, ignorez ce message : rien ne change.',
  },
  nl: {
    'Mail.SentBy': 'Dit bericht werd u gestuurd door {shop}.',
    'Mail.SentByTheShop': 'Dit bericht werd u gestuurd door onze webwinkel.',
    'Mail.DoNotReply': 'Het werd automatisch verzonden: gelieve er niet op te antwoorden.',
    'Mail.ConfirmEmailSubject': 'Bevestig uw e-mailadres',
    'Mail.ConfirmEmailIntro':
      'Hallo {name}, bevestig uw e-mailadres met deze link om uw account af te ronden. De link is 24 uur geldig.',
    'Mail.ConfirmEmailAction': 'Mijn adres bevestigen',
    'Mail.AccountExistsSubject': 'U hebt al een account',
    'Mail.AccountExistsIntro':
      'Iemand, waarschijnlijk u, wilde een account aanmaken met dit adres, dat er al een heeft. Meld u aan, of kies een nieuw wachtwoord als u het vergeten bent.',
    'Mail.SignInAction': 'Aanmelden',
    'Mail.ResetPasswordSubject': 'Kies een nieuw wachtwoord',
    'Mail.ResetPasswordIntro':
      'Iemand, waarschijnlijk u, vroeg om het wachtwoord van uw account opnieuw in te stellen. Volg deze link binnen het uur om een nieuw te kiezen.',
    'Mail.ResetPasswordAction': 'Een nieuw wachtwoord kiezen',
    'Mail.IgnoreIfNotYou': 'Was u dit niet, negeer dan dit bericht: er verandert niets.',
  },
  es: {
    'Mail.SentBy': 'Este mensaje le ha sido enviado por {shop}.',
    'Mail.SentByTheShop': 'Este mensaje le ha sido enviado por nuestra tienda en línea.',
    'Mail.DoNotReply': 'Se ha enviado automáticamente: le rogamos que no lo responda.',
    'Mail.ConfirmEmailSubject': 'Confirme su dirección de correo',
    'Mail.ConfirmEmailIntro':
      'Hola {name}, para terminar de crear su cuenta, confirme su dirección de correo con este enlace. Es válido durante 24 horas.',
    'Mail.ConfirmEmailAction': 'Confirmar mi dirección',
    'Mail.AccountExistsSubject': 'Ya tiene una cuenta',
    'Mail.AccountExistsIntro':
      'Alguien, probablemente usted, intentó crear una cuenta con esta dirección, que ya tiene una. Inicie sesión o elija una nueva contraseña si la ha olvidado.',
    'Mail.SignInAction': 'Iniciar sesión',
    'Mail.ResetPasswordSubject': 'Elija una nueva contraseña',
    'Mail.ResetPasswordIntro':
      'Alguien, probablemente usted, pidió restablecer la contraseña de su cuenta. Siga este enlace antes de una hora para elegir una nueva.',
    'Mail.ResetPasswordAction': 'Elegir una nueva contraseña',
    'Mail.IgnoreIfNotYou': 'Si no fue usted, ignore este mensaje: no cambia nada.',
  },
  de: {
    'Mail.SentBy': 'Diese Nachricht wurde Ihnen von {shop} gesendet.',
    'Mail.SentByTheShop': 'Diese Nachricht wurde Ihnen von unserem Onlineshop gesendet.',
    'Mail.DoNotReply': 'Sie wurde automatisch versandt: Bitte antworten Sie nicht darauf.',
    'Mail.ConfirmEmailSubject': 'Bestätigen Sie Ihre E-Mail-Adresse',
    'Mail.ConfirmEmailIntro':
      'Hallo {name}, bestätigen Sie Ihre E-Mail-Adresse mit diesem Link, um Ihr Konto fertig anzulegen. Er gilt 24 Stunden.',
    'Mail.ConfirmEmailAction': 'Meine Adresse bestätigen',
    'Mail.AccountExistsSubject': 'Sie haben bereits ein Konto',
    'Mail.AccountExistsIntro':
      'Jemand, vermutlich Sie, wollte mit dieser Adresse ein Konto anlegen, das es schon gibt. Melden Sie sich an, oder wählen Sie ein neues Passwort, falls Sie es vergessen haben.',
    'Mail.SignInAction': 'Anmelden',
    'Mail.ResetPasswordSubject': 'Wählen Sie ein neues Passwort',
    'Mail.ResetPasswordIntro':
      'Jemand, vermutlich Sie, hat das Zurücksetzen des Passworts Ihres Kontos angefordert. Folgen Sie diesem Link innerhalb einer Stunde, um ein neues zu wählen.',
    'Mail.ResetPasswordAction': 'Neues Passwort wählen',
    'Mail.IgnoreIfNotYou': 'Wenn Sie das nicht waren, ignorieren Sie diese Nachricht: Es ändert sich nichts.',
  },
  it: {
    'Mail.SentBy': 'Questo messaggio le è stato inviato da {shop}.',
    'Mail.SentByTheShop': 'Questo messaggio le è stato inviato dal nostro negozio online.',
    'Mail.DoNotReply': 'È stato inviato automaticamente: la preghiamo di non rispondere.',
    'Mail.ConfirmEmailSubject': 'Conferma il tuo indirizzo e-mail',
    'Mail.ConfirmEmailIntro':
      "Ciao {name}, per completare la creazione dell'account conferma il tuo indirizzo e-mail con questo link. Vale 24 ore.",
    'Mail.ConfirmEmailAction': 'Conferma il mio indirizzo',
    'Mail.AccountExistsSubject': 'Hai già un account',
    'Mail.AccountExistsIntro':
      "Qualcuno, probabilmente tu, ha provato a creare un account con questo indirizzo, che ne ha già uno. Accedi, oppure scegli una nuova password se l'hai dimenticata.",
    'Mail.SignInAction': 'Accedi',
    'Mail.ResetPasswordSubject': 'Scegli una nuova password',
    'Mail.ResetPasswordIntro':
      "Qualcuno, probabilmente tu, ha chiesto di reimpostare la password del tuo account. Segui questo link entro un'ora per sceglierne una nuova.",
    'Mail.ResetPasswordAction': 'Scegli una nuova password',
    'Mail.IgnoreIfNotYou': 'Se non sei stato tu, ignora questo messaggio: non cambia nulla.',
  },
  pt: {
    'Mail.SentBy': 'Esta mensagem foi-lhe enviada por {shop}.',
    'Mail.SentByTheShop': 'Esta mensagem foi-lhe enviada pela nossa loja online.',
    'Mail.DoNotReply': 'Foi enviada automaticamente: por favor, não responda.',
    'Mail.ConfirmEmailSubject': 'Confirme o seu endereço de e-mail',
    'Mail.ConfirmEmailIntro':
      'Olá {name}, para concluir a criação da sua conta, confirme o seu endereço de e-mail com esta ligação. É válida durante 24 horas.',
    'Mail.ConfirmEmailAction': 'Confirmar o meu endereço',
    'Mail.AccountExistsSubject': 'Já tem uma conta',
    'Mail.AccountExistsIntro':
      'Alguém, provavelmente você, tentou criar uma conta com este endereço, que já tem uma. Inicie sessão ou escolha uma nova palavra-passe se a esqueceu.',
    'Mail.SignInAction': 'Iniciar sessão',
    'Mail.ResetPasswordSubject': 'Escolha uma nova palavra-passe',
    'Mail.ResetPasswordIntro':
      'Alguém, provavelmente você, pediu para repor a palavra-passe da sua conta. Siga esta ligação dentro de uma hora para escolher uma nova.',
    'Mail.ResetPasswordAction': 'Escolher uma nova palavra-passe',
    'Mail.IgnoreIfNotYou': 'Se não foi você, ignore esta mensagem: nada muda.',
  },
});
