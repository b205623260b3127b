import {
  type Asset,
  type AssetEdit,
  type ContentBlock,
  richTextFromMarkup,
  richTextToMarkup,
  type WidgetName,
  type WidgetSettings,
} from '@vitrine/api-client';
import { widgetDefaults } from './widget-schema';

/** What an image widget holds for the form: the asset and the editor's pending rename or turn. */
export interface PickedAsset {
  AssetId: string;
  Name: string;
  /** Where the large rendition and the thumbnail are (the preview shows them). */
  Uri?: string;
  thumbnail_url?: string | null;
  Renamed?: boolean;
  Rotation?: number;
}

/**
 * A block as the editor holds it: text as light markup, images as the picker's assets. `html` is a
 * content page's body written before blocks: kept as it is, never written by an editor.
 */
export type FormBlock =
  | { Type: 'text'; Id: string; Markup: string }
  | { Type: 'image'; Id: string; Images: PickedAsset[]; Caption: string }
  | { Type: 'gallery'; Id: string; Images: PickedAsset[]; Caption: string }
  | { Type: 'widget'; Id: string; Widget: WidgetSettings }
  | { Type: 'html'; Id: string; Html: string };

export type WidgetFormBlock = Extract<FormBlock, { Type: 'widget' }>;

/** A stored block, legacy HTML included (content pages only). */
export type StoredBlock = ContentBlock | { Type: 'html'; Id: string; Html: string };

export const newBlock = (type: 'text' | 'image' | 'gallery'): FormBlock =>
  type === 'text'
    ? { Type: 'text', Id: crypto.randomUUID(), Markup: '' }
    : { Type: type, Id: crypto.randomUUID(), Images: [], Caption: '' };

/** A widget block with its settings' defaults (the spec's figures, from the contract). */
export function newWidgetBlock(name: WidgetName): FormBlock {
  return { Type: 'widget', Id: crypto.randomUUID(), Widget: widgetDefaults(name) };
}

/** Moves the block at `index` by `by` places (−1 up, +1 down); out of range changes nothing. */
export function moveBlock<T>(blocks: readonly T[], index: number, by: number): T[] {
  const target = index + by;
  if (target < 0 || target >= blocks.length) return [...blocks];
  const next = [...blocks];
  const [moved] = next.splice(index, 1);
  if (moved !== undefined) next.splice(target, 0, moved);
  return next;
}

/**
 * Stored blocks as the editor edits them. `assets` are the library assets the answer carries (by
 * id); `fromAsset` makes the image widget's value of one.
 */
export function formBlocksOf<P extends PickedAsset>(
  blocks: readonly StoredBlock[],
  assets: readonly Asset[],
  fromAsset: (asset: Asset) => P,
): FormBlock[] {
  const byId = new Map(assets.map((asset) => [asset.AssetId, asset]));
  const picked = (ids: readonly string[]) =>
    ids.flatMap((id) => {
      const asset = byId.get(id);
      return asset ? [fromAsset(asset)] : [];
    });
  return blocks.map((block): FormBlock => {
    switch (block.Type) {
      case 'text':
        return { Type: 'text', Id: block.Id, Markup: richTextToMarkup(block.Content) };
      case 'image':
        return { Type: 'image', Id: block.Id, Images: picked([block.AssetId]), Caption: block.Caption };
      case 'gallery':
        return { Type: 'gallery', Id: block.Id, Images: picked(block.AssetIds), Caption: block.Caption };
      default:
        return block;
    }
  });
}

/** The editor's blocks as the API stores them (legacy HTML kept as it came). */
export function storedBlocksOf(blocks: readonly FormBlock[]): StoredBlock[] {
  return blocks.map((block): StoredBlock => {
    switch (block.Type) {
      case 'text':
        return { Type: 'text', Id: block.Id, Content: richTextFromMarkup(block.Markup) };
      case 'image':
        return {
          Type: 'image',
          Id: block.Id,
          AssetId: block.Images[0]?.AssetId ?? '',
          Caption: block.Caption,
        };
      case 'gallery':
        return {
          Type: 'gallery',
          Id: block.Id,
          AssetIds: block.Images.map((image) => image.AssetId),
          Caption: block.Caption,
        };
      default:
        return block;
    }
  });
}

/** For news and FAQ bodies, which never hold HTML. */
export function contentBlocksOf(blocks: readonly FormBlock[]): ContentBlock[] {
  return storedBlocksOf(blocks).filter((block): block is ContentBlock => block.Type !== 'html');
}

/** The image widgets' assets of a body (their pending renames and turns go with the save). */
export function pickedAssetsOf(blocks: readonly FormBlock[]): PickedAsset[] {
  return blocks.flatMap((block) => (block.Type === 'image' || block.Type === 'gallery' ? block.Images : []));
}

/** The pending renames and turns of picked assets, once per asset (ADR 015). */
export function assetEditsOf(assets: readonly PickedAsset[]): AssetEdit[] {
  const edits = new Map<string, AssetEdit>();
  for (const asset of assets) {
    const rotation = asset.Rotation ?? 0;
    if (!asset.Renamed && rotation === 0) continue;
    edits.set(asset.AssetId, {
      AssetId: asset.AssetId,
      ...(asset.Renamed ? { Name: asset.Name } : {}),
      ...(rotation ? { Rotation: rotation as AssetEdit['Rotation'] } : {}),
    });
  }
  return [...edits.values()];
}

/** A slug from a title: lower case, accents dropped, words joined by dashes. */
export function slugify(title: string): string {
  return title
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 200);
}
