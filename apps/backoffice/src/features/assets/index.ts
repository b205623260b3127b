export { AssetsLibraryPage } from './components/assets-library-page';
export { ContentMediaPage } from './media/content-media-page';
export { ProductPhotosPage } from './media/product-photos-page';
export {
  AssetsWidget,
  type AssetWidgetProps,
  ImageWidget,
  type ImageWidgetProps,
  type WidgetAsset,
} from './widgets';
export { toWidgetAsset } from './widgets/widget-inputs';
