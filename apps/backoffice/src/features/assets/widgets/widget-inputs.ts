import type { Asset, AssetEdit, UploadedFile } from '@vitrine/api-client';

/**
 * What a widget keeps of an asset: enough to show it and to post it, and what the editor changed in
 * the widget, which is written only when the form is saved (ADR 015).
 */
export type WidgetAsset = Pick<
  Asset,
  'AssetId' | 'guid' | 'Name' | 'Uri' | 'thumbnail_url' | 'size' | 'fileType' | 'Width' | 'Height'
> & {
  /** Renamed in the widget: Name is the new name. */
  Renamed?: boolean;
  /** Turned in the widget, clockwise, in degrees (0, 90, 180 or 270): only the preview shows it yet. */
  Rotation?: number;
};

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
 * - multiple mode only: asset-{guid} (the guid) and asset-{guid}-name for every asset;
 * - ours, either mode: asset-{guid}-rotation, the clockwise degrees of a turn made in the widget.
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
  // Ours: a turn waiting for the save, clockwise degrees, for each turned asset.
  for (const asset of assets)
    if (asset.Rotation) inputs.push({ name: `asset-${asset.guid}-rotation`, value: String(asset.Rotation) });
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

/** The quarter turn the preview takes, added to the asset's pending one. */
export function turned(asset: WidgetAsset, direction: 'left' | 'right'): WidgetAsset {
  return { ...asset, Rotation: ((asset.Rotation ?? 0) + (direction === 'right' ? 90 : 270)) % 360 };
}

/** What the form's save writes of the widget's changes: each renamed or turned asset. */
export function assetEditsOf(assets: readonly WidgetAsset[]): AssetEdit[] {
  return assets.flatMap((asset) => {
    const rotation = asset.Rotation ?? 0;
    if (!asset.Renamed && rotation === 0) return [];
    return [
      {
        AssetId: asset.AssetId,
        ...(asset.Renamed ? { Name: asset.Name } : {}),
        ...(rotation ? { Rotation: rotation as AssetEdit['Rotation'] } : {}),
      },
    ];
  });
}

/** Rotation is offered only for a square image (spec 000 §4). */
export function canRotate(asset: WidgetAsset): boolean {
  return asset.fileType === 'Image' && asset.Width !== null && asset.Width === asset.Height;
}
