/**
 * The body editor shared by every form that stores blocks (ADR 035): content pages, news posts,
 * FAQ entries. The app hands each form the asset library's media kit; the body is edited as
 * `FormBlock[]` and saved as blocks with `contentBlocksOf` (or `storedBlocksOf` for pages, which
 * may keep a legacy HTML block).
 */

export { BlockEditor, type BlockEditorProps, type BlockShortcut, blockLabel } from './block-editor';
export {
  assetEditsOf,
  contentBlocksOf,
  type FormBlock,
  formBlocksOf,
  moveBlock,
  newBlock,
  newWidgetBlock,
  type PickedAsset,
  pickedAssetsOf,
  type StoredBlock,
  slugify,
  storedBlocksOf,
  type WidgetFormBlock,
} from './block-model';
export { BlocksPreview } from './blocks-preview';
export type { BlockMediaKit } from './media-kit';
export { categoryName, categoryOptions } from './news-widget-fields';
export { type SettingField, widgetDefaults, widgetFields, widgetNames } from './widget-schema';
export { labelOr, WidgetSettingsForm, widgetTitle } from './widget-settings-form';
