import type { Asset, UploadedFile } from '@vitrine/api-client';

/** What a widget keeps of an asset: enough to show it and to post it. */
export type WidgetAsset = Pick<
  Asset,
  'AssetId' | 'guid' | 'Name' | 'Uri' | 'thumbnail_url' | 'size' | 'fileType' | 'Width' | 'Height'
>;

export function toWidgetAsset(asset: Asset | WidgetAsset): WidgetAsset {
  const { AssetId, guid, Name, Uri, thumbnail_url, size, fileType, Width, Height } = asset;
  return { AssetId, guid, Name, Uri, thumbnail_url, size, fileType, Width, Height };
}

/** An upload the server kept as an asset (no Error, not temporary); undefined otherwise. */
export function uploadedAsset(file: UploadedFile): WidgetAsset | undefined {
  if (!file.AssetId || !file.Uri || file.Error) return undefined;
  return {
    AssetId: file.AssetId,
    guid: file.guid ?? file.AssetId,
    Name: file.Name,
    Uri: file.Uri,
    thumbnail_url: file.thumbnail_url,
    size: file.size,
    fileType: file.fileType,
    Width: file.Width,
    Height: file.Height,
  };
}

export interface HiddenInput {
  name: string;
  value: string;
}

/**
 * The form inputs of spec 000 §3 ("Asset widget form inputs"), so that a plain server form receives the
 * widget's state. The spec names them but not their values; ours:
 * - list-assets-orders-{uniqueId}: the guids in order, comma-separated;
 * - AssetsLoaded-{uniqueId}: how many assets the widget holds;
 * - AssetId-{uniqueId} and AssetName-{uniqueId}: the (first) asset's guid and name, empty without one;
 * - AssetLoaded{uniqueId}: "true" when it holds an asset, else "false";
 * - asset-{uniqueId}-name and asset-{uniqueId}-name-changed: the (first) asset's name and whether the
 *   editor renamed it in this widget ("true"/"false");
 * - multiple mode only: asset-{guid} (the guid) and asset-{guid}-name for every asset.
 */
export function widgetHiddenInputs(
  uniqueId: string,
  assets: readonly WidgetAsset[],
  { multiple, renamed }: { multiple: boolean; renamed: ReadonlySet<string> },
): HiddenInput[] {
  const first = assets[0];
  const inputs: HiddenInput[] = [
    { name: `list-assets-orders-${uniqueId}`, value: assets.map((asset) => asset.guid).join(',') },
    { name: `AssetsLoaded-${uniqueId}`, value: String(assets.length) },
    { name: `AssetId-${uniqueId}`, value: first?.guid ?? '' },
    { name: `AssetName-${uniqueId}`, value: first?.Name ?? '' },
    { name: `AssetLoaded${uniqueId}`, value: String(first !== undefined) },
    { name: `asset-${uniqueId}-name`, value: first?.Name ?? '' },
    { name: `asset-${uniqueId}-name-changed`, value: String(first !== undefined && renamed.has(first.guid)) },
  ];
  if (multiple) {
    for (const asset of assets) {
      inputs.push({ name: `asset-${asset.guid}`, value: asset.guid });
      inputs.push({ name: `asset-${asset.guid}-name`, value: asset.Name });
    }
  }
  return inputs;
}

/** Single mode replaces the one asset; multiple mode appends, once per asset (spec 000 §4 "Asset upload"). */
export function addAssets(
  current: readonly WidgetAsset[],
  added: readonly WidgetAsset[],
  multiple: boolean,
): WidgetAsset[] {
  if (added.length === 0) return [...current];
  if (!multiple) return [added.at(-1) as WidgetAsset];
  const known = new Set(current.map((asset) => asset.guid));
  const next = [...current];
  for (const asset of added) {
    if (known.has(asset.guid)) continue;
    known.add(asset.guid);
    next.push(asset);
  }
  return next;
}

/** Rotation is offered only for a square image (spec 000 §4). */
export function canRotate(asset: WidgetAsset): boolean {
  return asset.fileType === 'Image' && asset.Width !== null && asset.Width === asset.Height;
}
