export { AssetsWidget, type AssetWidgetProps, ImageWidget, type ImageWidgetProps } from './asset-widget';
export { type WidgetAsset, widgetHiddenInputs } from './widget-inputs';
