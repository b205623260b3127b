import { defineStrings } from './define';

/** The storefront's asset-folder tree and list widget. */
export const assetFoldersStrings = defineStrings({
  fr: {
    'AssetFolders.Folders': 'Dossiers',
    'AssetFolders.Files': 'Fichiers de {folder}',
    'AssetFolders.Empty': 'Ce dossier ne contient aucun fichier.',
    'AssetFolders.Expand': 'Ouvrir le dossier {folder}',
    'AssetFolders.Collapse': 'Fermer le dossier {folder}',
    'AssetFolders.Download': 'Télécharger {name} ({size})',
    'AssetFolders.More': 'Afficher plus de fichiers',
  },
  nl: {
    'AssetFolders.Folders': 'Mappen',
    'AssetFolders.Files': 'Bestanden in {folder}',
    'AssetFolders.Empty': 'Deze map bevat geen bestanden.',
    'AssetFolders.Expand': 'Map {folder} openen',
    'AssetFolders.Collapse': 'Map {folder} sluiten',
    'AssetFolders.Download': '{name} downloaden ({size})',
    'AssetFolders.More': 'Meer bestanden tonen',
  },
  es: {
    'AssetFolders.Folders': 'Carpetas',
    'AssetFolders.Files': 'Archivos de {folder}',
    'AssetFolders.Empty': 'Esta carpeta no contiene archivos.',
    'AssetFolders.Expand': 'Abrir la carpeta {folder}',
    'AssetFolders.Collapse': 'Cerrar la carpeta {folder}',
    'AssetFolders.Download': 'Descargar {name} ({size})',
    'AssetFolders.More': 'Mostrar más archivos',
  },
  de: {
    'AssetFolders.Folders': 'Ordner',
    'AssetFolders.Files': 'Dateien in {folder}',
    'AssetFolders.Empty': 'Dieser Ordner enthält keine Dateien.',
    'AssetFolders.Expand': 'Ordner {folder} öffnen',
    'AssetFolders.Collapse': 'Ordner {folder} schließen',
    'AssetFolders.Download': '{name} herunterladen ({size})',
    'AssetFolders.More': 'Weitere Dateien anzeigen',
  },
  it: {
    'AssetFolders.Folders': 'Cartelle',
    'AssetFolders.Files': 'File di {folder}',
    'AssetFolders.Empty': 'Questa cartella non contiene file.',
    'AssetFolders.Expand': 'Apri la cartella {folder}',
    'AssetFolders.Collapse': 'Chiudi la cartella {folder}',
    'AssetFolders.Download': 'Scarica {name} ({size})',
    'AssetFolders.More': 'Mostra altri file',
  },
  pt: {
    'AssetFolders.Folders': 'Pastas',
    'AssetFolders.Files': 'Ficheiros de {folder}',
    'AssetFolders.Empty': 'Esta pasta não contém ficheiros.',
    'AssetFolders.Expand': 'Abrir a pasta {folder}',
    'AssetFolders.Collapse': 'Fechar a pasta {folder}',
    'AssetFolders.Download': 'Descarregar {name} ({size})',
    'AssetFolders.More': 'Mostrar mais ficheiros',
  },
});
