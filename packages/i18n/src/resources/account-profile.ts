import { defineStrings } from './define';

/** The customer's own account: the profile, a new e-mail address, deletion, stock alerts; their messages. */
export const accountProfileStrings = defineStrings({
  fr: {
    'AccountProfile.Edit': 'Modifier mon profil',
    'AccountProfile.Culture': 'Langue de mes e-mails',
    'AccountProfile.Save': 'Enregistrer',
    'AccountProfile.Saved': 'Votre profil a été enregistré.',
    'AccountProfile.EmailTitle': 'Changer mon adresse e-mail',
    'AccountProfile.EmailIntro':
      'Nous envoyons un lien à la nouvelle adresse : elle remplace l’actuelle quand vous le suivez.',
    'AccountProfile.NewEmail': 'Nouvelle adresse e-mail',
    'AccountProfile.SendEmailLink': 'Envoyer le lien',
    'AccountProfile.EmailLinkSent':
      'Un lien a été envoyé à {email}. Votre adresse change quand vous le suivez.',
    'AccountProfile.SameEmail': 'C’est déjà l’adresse de votre compte.',
    'AccountProfile.ConfirmEmailChangeTitle': 'Confirmer ma nouvelle adresse',
    'AccountProfile.ConfirmEmailChangeIntro': 'Confirmez que cette adresse devient celle de votre compte.',
    'AccountProfile.ConfirmEmailChange': 'Confirmer ma nouvelle adresse',
    'AccountProfile.EmailChanged': 'Votre adresse e-mail a été changée.',
    'AccountProfile.DeleteTitle': 'Supprimer mon compte',
    'AccountProfile.DeleteIntro':
      'Votre compte, vos adresses, vos listes et vos alertes sont effacés et vous êtes déconnecté partout. Vos commandes sont conservées sans vos coordonnées, comme la loi l’exige pour les factures.',
    'AccountProfile.DeleteOpen': 'Supprimer mon compte…',
    'AccountProfile.DeleteUnderstood': 'Je comprends que mon compte sera supprimé définitivement.',
    'AccountProfile.DeleteSubmit': 'Supprimer définitivement',
    'AccountProfile.Deleted': 'Votre compte a été supprimé.',
    'AccountProfile.OpenOrders':
      'Une de vos commandes est encore en cours : votre compte pourra être supprimé après sa livraison.',
    'AccountProfile.OpenRefunds':
      'Un remboursement est encore en cours : votre compte pourra être supprimé une fois qu’il aura été effectué.',
    'AccountProfile.PrepaidBalanceLeft':
      'Votre compte prépayé contient encore de l’argent : utilisez-le ou demandez son remboursement avant de supprimer votre compte.',
    'AccountProfile.StaffAccount': 'Un compte du personnel est supprimé par un administrateur.',
    'AccountProfile.StockNotifications': 'Mes alertes de stock',
    'AccountProfile.StockIntro': 'Nous vous écrivons quand ces articles sont de nouveau en stock.',
    'AccountProfile.StockNone': 'Vous n’attendez aucun article.',
    'AccountProfile.StockProduct': 'Article',
    'AccountProfile.StockVariant': 'Variante',
    'AccountProfile.StockSince': 'Depuis le',
    'AccountProfile.StockStatus': 'État',
    'AccountProfile.StockCancel': 'Annuler',
    'AccountProfile.StockCancelLabel': 'Annuler l’alerte pour {name}',
    'AccountProfile.StockCancelled': 'L’alerte a été annulée.',
    'Mail.PasswordChangedSubject': 'Votre mot de passe a été changé',
    'Mail.PasswordChangedIntro': 'Bonjour {name}, le mot de passe de votre compte vient d’être changé.',
    'Mail.PasswordChangedNotYou':
      'Si ce n’était pas vous, choisissez tout de suite un nouveau mot de passe et contactez la boutique.',
    'Mail.ConfirmEmailChangeSubject': 'Confirmez votre nouvelle adresse e-mail',
    'Mail.ConfirmEmailChangeIntro':
      'Bonjour {name}, confirmez que {email} devient l’adresse de votre compte. Le lien est valable 24 heures.',
    'Mail.ConfirmEmailChangeAction': 'Confirmer ma nouvelle adresse',
    'Mail.EmailChangedSubject': 'L’adresse e-mail de votre compte a été changée',
    'Mail.EmailChangedIntro':
      'Bonjour {name}, votre compte utilise désormais l’adresse {email}. Ce message est le dernier envoyé à celle-ci.',
    'Mail.EmailChangedNotYou': 'Si ce n’était pas vous, contactez la boutique sans attendre.',
    'Mail.AccountDeletedSubject': 'Votre compte a été supprimé',
    'Mail.AccountDeletedIntro':
      'Bonjour {name}, votre compte a été supprimé comme vous l’avez demandé, avec vos adresses, vos listes et vos alertes.',
    'Mail.AccountDeletedAction': 'Visiter la boutique',
    'Mail.AccountDeletedKept':
      'Vos commandes passées sont conservées sans votre adresse e-mail ni votre téléphone, comme la loi l’exige pour les factures.',
  },
  nl: {
    'AccountProfile.Edit': 'Mijn profiel wijzigen',
    'AccountProfile.Culture': 'Taal van mijn e-mails',
    'AccountProfile.Save': 'Opslaan',
    'AccountProfile.Saved': 'Je profiel is opgeslagen.',
    'AccountProfile.EmailTitle': 'Mijn e-mailadres wijzigen',
    'AccountProfile.EmailIntro':
      'We sturen een link naar het nieuwe adres: het vervangt het huidige zodra je die volgt.',
    'AccountProfile.NewEmail': 'Nieuw e-mailadres',
    'AccountProfile.SendEmailLink': 'Link versturen',
    'AccountProfile.EmailLinkSent':
      'Er is een link naar {email} gestuurd. Je adres verandert zodra je die volgt.',
    'AccountProfile.SameEmail': 'Dit is al het adres van je account.',
    'AccountProfile.ConfirmEmailChangeTitle': 'Mijn nieuwe adres bevestigen',
    'AccountProfile.ConfirmEmailChangeIntro': 'Bevestig dat dit adres het adres van je account wordt.',
    'AccountProfile.ConfirmEmailChange': 'Mijn nieuwe adres bevestigen',
    'AccountProfile.EmailChanged': 'Je e-mailadres is gewijzigd.',
    'AccountProfile.DeleteTitle': 'Mijn account verwijderen',
    'AccountProfile.DeleteIntro':
      'Je account, adressen, lijsten en meldingen worden gewist en je wordt overal afgemeld. Je bestellingen blijven bewaard zonder je gegevens, zoals de wet voor facturen vraagt.',
    'AccountProfile.DeleteOpen': 'Mijn account verwijderen…',
    'AccountProfile.DeleteUnderstood': 'Ik begrijp dat mijn account definitief wordt verwijderd.',
    'AccountProfile.DeleteSubmit': 'Definitief verwijderen',
    'AccountProfile.Deleted': 'Je account is verwijderd.',
    'AccountProfile.OpenOrders':
      'Een van je bestellingen is nog onderweg: je account kan na de levering worden verwijderd.',
    'AccountProfile.OpenRefunds':
      'Er loopt nog een terugbetaling: je account kan worden verwijderd zodra die is uitgevoerd.',
    'AccountProfile.PrepaidBalanceLeft':
      'Je prepaidrekening bevat nog geld: gebruik het of vraag het terug voordat je je account verwijdert.',
    'AccountProfile.StaffAccount': 'Een personeelsaccount wordt door een beheerder verwijderd.',
    'AccountProfile.StockNotifications': 'Mijn voorraadmeldingen',
    'AccountProfile.StockIntro': 'We mailen je zodra deze artikelen weer op voorraad zijn.',
    'AccountProfile.StockNone': 'Je wacht op geen enkel artikel.',
    'AccountProfile.StockProduct': 'Artikel',
    'AccountProfile.StockVariant': 'Variant',
    'AccountProfile.StockSince': 'Sinds',
    'AccountProfile.StockStatus': 'Status',
    'AccountProfile.StockCancel': 'Annuleren',
    'AccountProfile.StockCancelLabel': 'De melding voor {name} annuleren',
    'AccountProfile.StockCancelled': 'De melding is geannuleerd.',
    'Mail.PasswordChangedSubject': 'Je wachtwoord is gewijzigd',
    'Mail.PasswordChangedIntro': 'Hallo {name}, het wachtwoord van je account is zojuist gewijzigd.',
    'Mail.PasswordChangedNotYou':
      'Was jij dit niet, kies dan meteen een nieuw wachtwoord en neem contact op met de winkel.',
    'Mail.ConfirmEmailChangeSubject': 'Bevestig je nieuwe e-mailadres',
    'Mail.ConfirmEmailChangeIntro':
      'Hallo {name}, bevestig dat {email} het adres van je account wordt. De link is 24 uur geldig.',
    'Mail.ConfirmEmailChangeAction': 'Mijn nieuwe adres bevestigen',
    'Mail.EmailChangedSubject': 'Het e-mailadres van je account is gewijzigd',
    'Mail.EmailChangedIntro':
      'Hallo {name}, je account gebruikt nu het adres {email}. Dit is het laatste bericht naar dit adres.',
    'Mail.EmailChangedNotYou': 'Was jij dit niet, neem dan meteen contact op met de winkel.',
    'Mail.AccountDeletedSubject': 'Je account is verwijderd',
    'Mail.AccountDeletedIntro':
      'Hallo {name}, je account is zoals gevraagd verwijderd, met je adressen, lijsten en meldingen.',
    'Mail.AccountDeletedAction': 'Naar de winkel',
    'Mail.AccountDeletedKept':
      'Je eerdere bestellingen blijven bewaard zonder je e-mailadres en telefoonnummer, zoals de wet voor facturen vraagt.',
  },
  es: {
    'AccountProfile.Edit': 'Modificar mi perfil',
    'AccountProfile.Culture': 'Idioma de mis correos',
    'AccountProfile.Save': 'Guardar',
    'AccountProfile.Saved': 'Su perfil se ha guardado.',
    'AccountProfile.EmailTitle': 'Cambiar mi dirección de correo',
    'AccountProfile.EmailIntro':
      'Enviamos un enlace a la nueva dirección: sustituye a la actual cuando lo siga.',
    'AccountProfile.NewEmail': 'Nueva dirección de correo',
    'AccountProfile.SendEmailLink': 'Enviar el enlace',
    'AccountProfile.EmailLinkSent': 'Se ha enviado un enlace a {email}. Su dirección cambia cuando lo siga.',
    'AccountProfile.SameEmail': 'Esta ya es la dirección de su cuenta.',
    'AccountProfile.ConfirmEmailChangeTitle': 'Confirmar mi nueva dirección',
    'AccountProfile.ConfirmEmailChangeIntro': 'Confirme que esta dirección pasa a ser la de su cuenta.',
    'AccountProfile.ConfirmEmailChange': 'Confirmar mi nueva dirección',
    'AccountProfile.EmailChanged': 'Su dirección de correo se ha cambiado.',
    'AccountProfile.DeleteTitle': 'Eliminar mi cuenta',
    'AccountProfile.DeleteIntro':
      'Su cuenta, sus direcciones, listas y alertas se borran y se cierra su sesión en todas partes. Sus pedidos se conservan sin sus datos, como exige la ley para las facturas.',
    'AccountProfile.DeleteOpen': 'Eliminar mi cuenta…',
    'AccountProfile.DeleteUnderstood': 'Entiendo que mi cuenta se eliminará definitivamente.',
    'AccountProfile.DeleteSubmit': 'Eliminar definitivamente',
    'AccountProfile.Deleted': 'Su cuenta se ha eliminado.',
    'AccountProfile.OpenOrders':
      'Uno de sus pedidos sigue en curso: podrá eliminar su cuenta después de la entrega.',
    'AccountProfile.OpenRefunds':
      'Hay un reembolso en curso: podrá eliminar su cuenta cuando se haya efectuado.',
    'AccountProfile.PrepaidBalanceLeft':
      'Su cuenta prepago aún tiene saldo: utilícelo o solicite su devolución antes de eliminar su cuenta.',
    'AccountProfile.StaffAccount': 'Una cuenta del personal la elimina un administrador.',
    'AccountProfile.StockNotifications': 'Mis alertas de stock',
    'AccountProfile.StockIntro': 'Le escribimos cuando estos artículos vuelvan a estar en stock.',
    'AccountProfile.StockNone': 'No espera ningún artículo.',
    'AccountProfile.StockProduct': 'Artículo',
    'AccountProfile.StockVariant': 'Variante',
    'AccountProfile.StockSince': 'Desde',
    'AccountProfile.StockStatus': 'Estado',
    'AccountProfile.StockCancel': 'Cancelar',
    'AccountProfile.StockCancelLabel': 'Cancelar la alerta de {name}',
    'AccountProfile.StockCancelled': 'La alerta se ha cancelado.',
    'Mail.PasswordChangedSubject': 'Su contraseña se ha cambiado',
    'Mail.PasswordChangedIntro': 'Hola {name}, la contraseña de su cuenta se acaba de cambiar.',
    'Mail.PasswordChangedNotYou':
      'Si no fue usted, elija enseguida una nueva contraseña y contacte con la tienda.',
    'Mail.ConfirmEmailChangeSubject': 'Confirme su nueva dirección de correo',
    'Mail.ConfirmEmailChangeIntro':
      'Hola {name}, confirme que {email} pasa a ser la dirección de su cuenta. El enlace es válido 24 horas.',
    'Mail.ConfirmEmailChangeAction': 'Confirmar mi nueva dirección',
    'Mail.EmailChangedSubject': 'La dirección de correo de su cuenta se ha cambiado',
    'Mail.EmailChangedIntro':
      'Hola {name}, su cuenta usa ahora la dirección {email}. Este es el último mensaje enviado a esta.',
    'Mail.EmailChangedNotYou': 'Si no fue usted, contacte con la tienda sin esperar.',
    'Mail.AccountDeletedSubject': 'Su cuenta se ha eliminado',
    'Mail.AccountDeletedIntro':
      'Hola {name}, su cuenta se ha eliminado como pidió, con sus direcciones, listas y alertas.',
    'Mail.AccountDeletedAction': 'Visitar la tienda',
    'Mail.AccountDeletedKept':
      'Sus pedidos anteriores se conservan sin su correo ni su teléfono, como exige la ley para las facturas.',
  },
  de: {
    'AccountProfile.Edit': 'Mein Profil bearbeiten',
    'AccountProfile.Culture': 'Sprache meiner E-Mails',
    'AccountProfile.Save': 'Speichern',
    'AccountProfile.Saved': 'Ihr Profil wurde gespeichert.',
    'AccountProfile.EmailTitle': 'Meine E-Mail-Adresse ändern',
    'AccountProfile.EmailIntro':
      'Wir senden einen Link an die neue Adresse: Sie ersetzt die aktuelle, sobald Sie ihm folgen.',
    'AccountProfile.NewEmail': 'Neue E-Mail-Adresse',
    'AccountProfile.SendEmailLink': 'Link senden',
    'AccountProfile.EmailLinkSent':
      'Ein Link wurde an {email} gesendet. Ihre Adresse ändert sich, sobald Sie ihm folgen.',
    'AccountProfile.SameEmail': 'Das ist bereits die Adresse Ihres Kontos.',
    'AccountProfile.ConfirmEmailChangeTitle': 'Meine neue Adresse bestätigen',
    'AccountProfile.ConfirmEmailChangeIntro': 'Bestätigen Sie, dass diese Adresse die Ihres Kontos wird.',
    'AccountProfile.ConfirmEmailChange': 'Meine neue Adresse bestätigen',
    'AccountProfile.EmailChanged': 'Ihre E-Mail-Adresse wurde geändert.',
    'AccountProfile.DeleteTitle': 'Mein Konto löschen',
    'AccountProfile.DeleteIntro':
      'Ihr Konto, Ihre Adressen, Listen und Benachrichtigungen werden gelöscht und Sie werden überall abgemeldet. Ihre Bestellungen bleiben ohne Ihre Daten erhalten, wie es das Gesetz für Rechnungen verlangt.',
    'AccountProfile.DeleteOpen': 'Mein Konto löschen…',
    'AccountProfile.DeleteUnderstood': 'Ich verstehe, dass mein Konto endgültig gelöscht wird.',
    'AccountProfile.DeleteSubmit': 'Endgültig löschen',
    'AccountProfile.Deleted': 'Ihr Konto wurde gelöscht.',
    'AccountProfile.OpenOrders':
      'Eine Ihrer Bestellungen ist noch unterwegs: Ihr Konto kann nach der Lieferung gelöscht werden.',
    'AccountProfile.OpenRefunds':
      'Eine Rückerstattung ist noch offen: Ihr Konto kann gelöscht werden, sobald sie ausgeführt ist.',
    'AccountProfile.PrepaidBalanceLeft':
      'Ihr Prepaid-Konto enthält noch Guthaben: Verwenden Sie es oder lassen Sie es sich erstatten, bevor Sie Ihr Konto löschen.',
    'AccountProfile.StaffAccount': 'Ein Mitarbeiterkonto wird von einem Administrator gelöscht.',
    'AccountProfile.StockNotifications': 'Meine Verfügbarkeitsmeldungen',
    'AccountProfile.StockIntro': 'Wir schreiben Ihnen, sobald diese Artikel wieder vorrätig sind.',
    'AccountProfile.StockNone': 'Sie warten auf keinen Artikel.',
    'AccountProfile.StockProduct': 'Artikel',
    'AccountProfile.StockVariant': 'Variante',
    'AccountProfile.StockSince': 'Seit',
    'AccountProfile.StockStatus': 'Status',
    'AccountProfile.StockCancel': 'Abbestellen',
    'AccountProfile.StockCancelLabel': 'Die Meldung für {name} abbestellen',
    'AccountProfile.StockCancelled': 'Die Meldung wurde abbestellt.',
    'Mail.PasswordChangedSubject': 'Ihr Passwort wurde geändert',
    'Mail.PasswordChangedIntro': 'Hallo {name}, das Passwort Ihres Kontos wurde soeben geändert.',
    'Mail.PasswordChangedNotYou':
      'Wenn Sie das nicht waren, wählen Sie sofort ein neues Passwort und wenden Sie sich an den Shop.',
    'Mail.ConfirmEmailChangeSubject': 'Bestätigen Sie Ihre neue E-Mail-Adresse',
    'Mail.ConfirmEmailChangeIntro':
      'Hallo {name}, bestätigen Sie, dass {email} die Adresse Ihres Kontos wird. Der Link ist 24 Stunden gültig.',
    'Mail.ConfirmEmailChangeAction': 'Meine neue Adresse bestätigen',
    'Mail.EmailChangedSubject': 'Die E-Mail-Adresse Ihres Kontos wurde geändert',
    'Mail.EmailChangedIntro':
      'Hallo {name}, Ihr Konto verwendet jetzt die Adresse {email}. Dies ist die letzte Nachricht an diese Adresse.',
    'Mail.EmailChangedNotYou': 'Wenn Sie das nicht waren, wenden Sie sich sofort an den Shop.',
    'Mail.AccountDeletedSubject': 'Ihr Konto wurde gelöscht',
    'Mail.AccountDeletedIntro':
      'Hallo {name}, Ihr Konto wurde wie gewünscht gelöscht, mit Ihren Adressen, Listen und Benachrichtigungen.',
    'Mail.AccountDeletedAction': 'Zum Shop',
    'Mail.AccountDeletedKept':
      'Ihre früheren Bestellungen bleiben ohne Ihre E-Mail-Adresse und Telefonnummer erhalten, wie es das Gesetz für Rechnungen verlangt.',
  },
  it: {
    'AccountProfile.Edit': 'Modifica il mio profilo',
    'AccountProfile.Culture': 'Lingua delle mie e-mail',
    'AccountProfile.Save': 'Salva',
    'AccountProfile.Saved': 'Il tuo profilo è stato salvato.',
    'AccountProfile.EmailTitle': 'Cambia il mio indirizzo e-mail',
    'AccountProfile.EmailIntro':
      'Inviamo un link al nuovo indirizzo: sostituisce quello attuale quando lo segui.',
    'AccountProfile.NewEmail': 'Nuovo indirizzo e-mail',
    'AccountProfile.SendEmailLink': 'Invia il link',
    'AccountProfile.EmailLinkSent':
      'Un link è stato inviato a {email}. Il tuo indirizzo cambia quando lo segui.',
    'AccountProfile.SameEmail': 'È già l’indirizzo del tuo account.',
    'AccountProfile.ConfirmEmailChangeTitle': 'Conferma il mio nuovo indirizzo',
    'AccountProfile.ConfirmEmailChangeIntro': 'Conferma che questo indirizzo diventa quello del tuo account.',
    'AccountProfile.ConfirmEmailChange': 'Conferma il mio nuovo indirizzo',
    'AccountProfile.EmailChanged': 'Il tuo indirizzo e-mail è stato cambiato.',
    'AccountProfile.DeleteTitle': 'Elimina il mio account',
    'AccountProfile.DeleteIntro':
      'Il tuo account, i tuoi indirizzi, le liste e gli avvisi vengono cancellati e vieni disconnesso ovunque. I tuoi ordini restano senza i tuoi dati, come la legge richiede per le fatture.',
    'AccountProfile.DeleteOpen': 'Elimina il mio account…',
    'AccountProfile.DeleteUnderstood': 'Capisco che il mio account sarà eliminato definitivamente.',
    'AccountProfile.DeleteSubmit': 'Elimina definitivamente',
    'AccountProfile.Deleted': 'Il tuo account è stato eliminato.',
    'AccountProfile.OpenOrders':
      'Uno dei tuoi ordini è ancora in corso: potrai eliminare l’account dopo la consegna.',
    'AccountProfile.OpenRefunds':
      'Un rimborso è ancora in corso: potrai eliminare l’account quando sarà stato effettuato.',
    'AccountProfile.PrepaidBalanceLeft':
      'Il tuo conto prepagato contiene ancora del credito: usalo o chiedine il rimborso prima di eliminare l’account.',
    'AccountProfile.StaffAccount': 'Un account del personale viene eliminato da un amministratore.',
    'AccountProfile.StockNotifications': 'I miei avvisi di disponibilità',
    'AccountProfile.StockIntro': 'Ti scriviamo quando questi articoli tornano disponibili.',
    'AccountProfile.StockNone': 'Non stai aspettando nessun articolo.',
    'AccountProfile.StockProduct': 'Articolo',
    'AccountProfile.StockVariant': 'Variante',
    'AccountProfile.StockSince': 'Dal',
    'AccountProfile.StockStatus': 'Stato',
    'AccountProfile.StockCancel': 'Annulla',
    'AccountProfile.StockCancelLabel': 'Annulla l’avviso per {name}',
    'AccountProfile.StockCancelled': 'L’avviso è stato annullato.',
    'Mail.PasswordChangedSubject': 'La tua password è stata cambiata',
    'Mail.PasswordChangedIntro': 'Ciao {name}, la password del tuo account è appena stata cambiata.',
    'Mail.PasswordChangedNotYou':
      'Se non sei stato tu, scegli subito una nuova password e contatta il negozio.',
    'Mail.ConfirmEmailChangeSubject': 'Conferma il tuo nuovo indirizzo e-mail',
    'Mail.ConfirmEmailChangeIntro':
      'Ciao {name}, conferma che {email} diventa l’indirizzo del tuo account. Il link è valido 24 ore.',
    'Mail.ConfirmEmailChangeAction': 'Conferma il mio nuovo indirizzo',
    'Mail.EmailChangedSubject': 'L’indirizzo e-mail del tuo account è stato cambiato',
    'Mail.EmailChangedIntro':
      'Ciao {name}, il tuo account usa ora l’indirizzo {email}. Questo è l’ultimo messaggio inviato a questo indirizzo.',
    'Mail.EmailChangedNotYou': 'Se non sei stato tu, contatta subito il negozio.',
    'Mail.AccountDeletedSubject': 'Il tuo account è stato eliminato',
    'Mail.AccountDeletedIntro':
      'Ciao {name}, il tuo account è stato eliminato come richiesto, con i tuoi indirizzi, le liste e gli avvisi.',
    'Mail.AccountDeletedAction': 'Visita il negozio',
    'Mail.AccountDeletedKept':
      'I tuoi ordini precedenti restano senza il tuo indirizzo e-mail e il tuo telefono, come la legge richiede per le fatture.',
  },
  pt: {
    'AccountProfile.Edit': 'Alterar o meu perfil',
    'AccountProfile.Culture': 'Idioma dos meus e-mails',
    'AccountProfile.Save': 'Guardar',
    'AccountProfile.Saved': 'O seu perfil foi guardado.',
    'AccountProfile.EmailTitle': 'Alterar o meu endereço de e-mail',
    'AccountProfile.EmailIntro':
      'Enviamos uma ligação para o novo endereço: substitui o atual quando a seguir.',
    'AccountProfile.NewEmail': 'Novo endereço de e-mail',
    'AccountProfile.SendEmailLink': 'Enviar a ligação',
    'AccountProfile.EmailLinkSent':
      'Foi enviada uma ligação para {email}. O seu endereço muda quando a seguir.',
    'AccountProfile.SameEmail': 'Este já é o endereço da sua conta.',
    'AccountProfile.ConfirmEmailChangeTitle': 'Confirmar o meu novo endereço',
    'AccountProfile.ConfirmEmailChangeIntro': 'Confirme que este endereço passa a ser o da sua conta.',
    'AccountProfile.ConfirmEmailChange': 'Confirmar o meu novo endereço',
    'AccountProfile.EmailChanged': 'O seu endereço de e-mail foi alterado.',
    'AccountProfile.DeleteTitle': 'Eliminar a minha conta',
    'AccountProfile.DeleteIntro':
      'A sua conta, os seus endereços, listas e alertas são apagados e a sua sessão termina em todo o lado. As suas encomendas são guardadas sem os seus dados, como a lei exige para as faturas.',
    'AccountProfile.DeleteOpen': 'Eliminar a minha conta…',
    'AccountProfile.DeleteUnderstood': 'Compreendo que a minha conta será eliminada definitivamente.',
    'AccountProfile.DeleteSubmit': 'Eliminar definitivamente',
    'AccountProfile.Deleted': 'A sua conta foi eliminada.',
    'AccountProfile.OpenOrders':
      'Uma das suas encomendas ainda está em curso: poderá eliminar a conta depois da entrega.',
    'AccountProfile.OpenRefunds':
      'Há um reembolso em curso: poderá eliminar a conta quando tiver sido efetuado.',
    'AccountProfile.PrepaidBalanceLeft':
      'A sua conta pré-paga ainda tem saldo: utilize-o ou peça o seu reembolso antes de eliminar a conta.',
    'AccountProfile.StaffAccount': 'Uma conta do pessoal é eliminada por um administrador.',
    'AccountProfile.StockNotifications': 'Os meus alertas de stock',
    'AccountProfile.StockIntro': 'Escrevemos-lhe quando estes artigos voltarem a estar em stock.',
    'AccountProfile.StockNone': 'Não está à espera de nenhum artigo.',
    'AccountProfile.StockProduct': 'Artigo',
    'AccountProfile.StockVariant': 'Variante',
    'AccountProfile.StockSince': 'Desde',
    'AccountProfile.StockStatus': 'Estado',
    'AccountProfile.StockCancel': 'Cancelar',
    'AccountProfile.StockCancelLabel': 'Cancelar o alerta de {name}',
    'AccountProfile.StockCancelled': 'O alerta foi cancelado.',
    'Mail.PasswordChangedSubject': 'A sua palavra-passe foi alterada',
    'Mail.PasswordChangedIntro': 'Olá {name}, a palavra-passe da sua conta acabou de ser alterada.',
    'Mail.PasswordChangedNotYou': 'Se não foi você, escolha já uma nova palavra-passe e contacte a loja.',
    'Mail.ConfirmEmailChangeSubject': 'Confirme o seu novo endereço de e-mail',
    'Mail.ConfirmEmailChangeIntro':
      'Olá {name}, confirme que {email} passa a ser o endereço da sua conta. A ligação é válida durante 24 horas.',
    'Mail.ConfirmEmailChangeAction': 'Confirmar o meu novo endereço',
    'Mail.EmailChangedSubject': 'O endereço de e-mail da sua conta foi alterado',
    'Mail.EmailChangedIntro':
      'Olá {name}, a sua conta usa agora o endereço {email}. Esta é a última mensagem enviada para este endereço.',
    'Mail.EmailChangedNotYou': 'Se não foi você, contacte a loja sem demora.',
    'Mail.AccountDeletedSubject': 'A sua conta foi eliminada',
    'Mail.AccountDeletedIntro':
      'Olá {name}, a sua conta foi eliminada como pediu, com os seus endereços, listas e alertas.',
    'Mail.AccountDeletedAction': 'Visitar a loja',
    'Mail.AccountDeletedKept':
      'As suas encomendas anteriores são guardadas sem o seu e-mail nem o seu telefone, como a lei exige para as faturas.',
  },
});
