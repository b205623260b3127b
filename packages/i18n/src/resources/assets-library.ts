import { defineStrings } from './define';

/** Messages of the asset library's server answers (encoded keys in Error fields and problem errors). */
export const assetsLibraryStrings = defineStrings({
  fr: {
    'AssetsLibrary.InvalidName':
      'Ce nom ne peut contenir ni barre oblique, ni barre oblique inverse, ni caractère de contrôle.',
    'AssetsLibrary.FolderNameTaken': 'Un dossier porte déjà ce nom à cet endroit.',
    'AssetsLibrary.FolderNotEmpty':
      'Ce dossier n’est pas vide : supprimez-le avec son contenu ou videz-le d’abord.',
    'AssetsLibrary.FolderCycle':
      'Un dossier ne peut pas être déplacé dans lui-même ni dans l’un de ses sous-dossiers.',
    'AssetsLibrary.NotSquare': 'Seule une image carrée peut être pivotée.',
    'AssetsLibrary.PixelLimit': 'Cette image est trop grande : {max} mégapixels au maximum.',
    'AssetsLibrary.CropOutOfBounds': 'La zone de recadrage dépasse les bords de l’image.',
    'AssetsLibrary.TemporaryUploadExpired': 'Ce fichier envoyé a expiré. Veuillez l’envoyer de nouveau.',
    'AssetsLibrary.UploadFailed': 'Le fichier n’a pas pu être enregistré. Veuillez réessayer.',
    'AssetsLibrary.UnknownAssets': 'Certains fichiers choisis n’existent plus dans la bibliothèque.',
  },
  nl: {
    'AssetsLibrary.InvalidName': 'Deze naam mag geen schuine streep, backslash of stuurteken bevatten.',
    'AssetsLibrary.FolderNameTaken': 'Er bestaat hier al een map met deze naam.',
    'AssetsLibrary.FolderNotEmpty':
      'Deze map is niet leeg: verwijder ze met haar inhoud of maak ze eerst leeg.',
    'AssetsLibrary.FolderCycle':
      'Een map kan niet in zichzelf of in een van haar submappen worden verplaatst.',
    'AssetsLibrary.NotSquare': 'Alleen een vierkante afbeelding kan worden gedraaid.',
    'AssetsLibrary.PixelLimit': 'Deze afbeelding is te groot: maximaal {max} megapixels.',
    'AssetsLibrary.CropOutOfBounds': 'Het uitsnijkader valt buiten de randen van de afbeelding.',
    'AssetsLibrary.TemporaryUploadExpired': 'Dit geüploade bestand is verlopen. Upload het opnieuw.',
    'AssetsLibrary.UploadFailed': 'Het bestand kon niet worden opgeslagen. Probeer het opnieuw.',
    'AssetsLibrary.UnknownAssets': 'Sommige gekozen bestanden bestaan niet meer in de bibliotheek.',
  },
  es: {
    'AssetsLibrary.InvalidName':
      'Este nombre no puede contener barras, barras invertidas ni caracteres de control.',
    'AssetsLibrary.FolderNameTaken': 'Ya existe una carpeta con este nombre en este lugar.',
    'AssetsLibrary.FolderNotEmpty':
      'Esta carpeta no está vacía: elimínela con su contenido o vacíela primero.',
    'AssetsLibrary.FolderCycle':
      'Una carpeta no se puede mover dentro de sí misma ni de una de sus subcarpetas.',
    'AssetsLibrary.NotSquare': 'Solo se puede girar una imagen cuadrada.',
    'AssetsLibrary.PixelLimit': 'Esta imagen es demasiado grande: {max} megapíxeles como máximo.',
    'AssetsLibrary.CropOutOfBounds': 'La zona de recorte sobrepasa los bordes de la imagen.',
    'AssetsLibrary.TemporaryUploadExpired': 'Este archivo subido ha caducado. Vuelva a subirlo.',
    'AssetsLibrary.UploadFailed': 'No se ha podido guardar el archivo. Inténtelo de nuevo.',
    'AssetsLibrary.UnknownAssets': 'Algunos de los archivos elegidos ya no existen en la biblioteca.',
  },
  de: {
    'AssetsLibrary.InvalidName':
      'Dieser Name darf weder Schrägstrich noch Backslash noch Steuerzeichen enthalten.',
    'AssetsLibrary.FolderNameTaken': 'An dieser Stelle gibt es bereits einen Ordner mit diesem Namen.',
    'AssetsLibrary.FolderNotEmpty':
      'Dieser Ordner ist nicht leer: Löschen Sie ihn samt Inhalt oder leeren Sie ihn zuerst.',
    'AssetsLibrary.FolderCycle':
      'Ein Ordner kann nicht in sich selbst oder in einen seiner Unterordner verschoben werden.',
    'AssetsLibrary.NotSquare': 'Nur ein quadratisches Bild kann gedreht werden.',
    'AssetsLibrary.PixelLimit': 'Dieses Bild ist zu groß: höchstens {max} Megapixel.',
    'AssetsLibrary.CropOutOfBounds': 'Der Zuschnitt reicht über die Ränder des Bildes hinaus.',
    'AssetsLibrary.TemporaryUploadExpired':
      'Diese hochgeladene Datei ist abgelaufen. Bitte laden Sie sie erneut hoch.',
    'AssetsLibrary.UploadFailed': 'Die Datei konnte nicht gespeichert werden. Bitte versuchen Sie es erneut.',
    'AssetsLibrary.UnknownAssets': 'Einige der gewählten Dateien gibt es in der Bibliothek nicht mehr.',
  },
  it: {
    'AssetsLibrary.InvalidName':
      'Questo nome non può contenere barre, barre rovesciate né caratteri di controllo.',
    'AssetsLibrary.FolderNameTaken': 'Esiste già una cartella con questo nome in questa posizione.',
    'AssetsLibrary.FolderNotEmpty':
      'Questa cartella non è vuota: eliminala con il suo contenuto o svuotala prima.',
    'AssetsLibrary.FolderCycle':
      'Una cartella non può essere spostata in se stessa né in una delle sue sottocartelle.',
    'AssetsLibrary.NotSquare': 'Solo un’immagine quadrata può essere ruotata.',
    'AssetsLibrary.PixelLimit': 'Questa immagine è troppo grande: {max} megapixel al massimo.',
    'AssetsLibrary.CropOutOfBounds': 'L’area di ritaglio supera i bordi dell’immagine.',
    'AssetsLibrary.TemporaryUploadExpired': 'Questo file caricato è scaduto. Caricalo di nuovo.',
    'AssetsLibrary.UploadFailed': 'Non è stato possibile salvare il file. Riprova.',
    'AssetsLibrary.UnknownAssets': 'Alcuni dei file scelti non esistono più nella libreria.',
  },
  pt: {
    'AssetsLibrary.InvalidName':
      'Este nome não pode conter barras, barras invertidas nem caracteres de controlo.',
    'AssetsLibrary.FolderNameTaken': 'Já existe uma pasta com este nome neste local.',
    'AssetsLibrary.FolderNotEmpty':
      'Esta pasta não está vazia: elimine-a com o seu conteúdo ou esvazie-a primeiro.',
    'AssetsLibrary.FolderCycle':
      'Uma pasta não pode ser movida para dentro de si própria nem de uma das suas subpastas.',
    'AssetsLibrary.NotSquare': 'Só uma imagem quadrada pode ser rodada.',
    'AssetsLibrary.PixelLimit': 'Esta imagem é demasiado grande: {max} megapíxeis no máximo.',
    'AssetsLibrary.CropOutOfBounds': 'A área de recorte ultrapassa os limites da imagem.',
    'AssetsLibrary.TemporaryUploadExpired': 'Este ficheiro enviado expirou. Envie-o novamente.',
    'AssetsLibrary.UploadFailed': 'Não foi possível guardar o ficheiro. Tente novamente.',
    'AssetsLibrary.UnknownAssets': 'Alguns dos ficheiros escolhidos já não existem na biblioteca.',
  },
});
