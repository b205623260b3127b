import {
  type AdminNewsPost,
  type Asset,
  type AssetEdit,
  type ContentBlock,
  type NewsStatus,
  richTextFromMarkup,
  richTextToMarkup,
  type SaveNewsPostRequest,
  type WidgetSettings,
} from '@vitrine/api-client';
import { CULTURES, type Culture } from '@vitrine/i18n';

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

export type FormBlock =
  | { Type: 'text'; Id: string; Markup: string }
  | { Type: 'image'; Id: string; Images: PickedAsset[]; Caption: string }
  | { Type: 'gallery'; Id: string; Images: PickedAsset[]; Caption: string }
  | { Type: 'widget'; Id: string; Widget: WidgetSettings };

export interface FormTranslation {
  Title: string;
  Slug: string;
  Summary: string;
  Blocks: FormBlock[];
}

export interface NewsForm {
  CategoryId: string;
  Status: NewsStatus;
  /** The datetime-local input's value, in the editor's own time zone. */
  PublishAt: string;
  Cover: PickedAsset[];
  Translations: Partial<Record<Culture, FormTranslation>>;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** An instant as a datetime-local value, in the browser's time zone. */
export function localInput(iso: string): string {
  const date = new Date(iso);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
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

export const newBlock = (type: 'text' | 'image' | 'gallery'): FormBlock =>
  type === 'text'
    ? { Type: 'text', Id: crypto.randomUUID(), Markup: '' }
    : { Type: type, Id: crypto.randomUUID(), Images: [], Caption: '' };

/** A widget block with the spec's defaults: 3 posts a page, children hidden (spec 001 §9). */
export function newWidgetBlock(name: WidgetSettings['Name']): FormBlock {
  const common = { CategoryIds: [], DisplayChildren: false };
  const widget: WidgetSettings =
    name === 'news-list'
      ? { Name: name, ...common, PostPerPage: 3, Layout: 'blog' }
      : name === 'news-carousel'
        ? { Name: name, ...common, PostPerPage: 6 }
        : name === 'news-ticker'
          ? { Name: name, ...common, PostPerPage: 5 }
          : { Name: name, ...common, PostPerPage: 3 };
  return { Type: 'widget', Id: crypto.randomUUID(), Widget: widget };
}

export const emptyTranslation = (): FormTranslation => ({
  Title: '',
  Slug: '',
  Summary: '',
  Blocks: [newBlock('text')],
});

export function emptyForm(categoryId: string, now = new Date()): NewsForm {
  return {
    CategoryId: categoryId,
    Status: 'draft',
    PublishAt: localInput(now.toISOString()),
    Cover: [],
    Translations: {},
  };
}

/** A stored post as the form edits it; `fromAsset` makes the widgets' value of a library asset. */
export function formOf<P extends PickedAsset>(post: AdminNewsPost, fromAsset: (asset: Asset) => P): NewsForm {
  const assets = new Map(post.Assets.map((asset) => [asset.AssetId, asset]));
  const picked = (ids: readonly string[]) =>
    ids.flatMap((id) => {
      const asset = assets.get(id);
      return asset ? [fromAsset(asset)] : [];
    });
  const blockOf = (block: ContentBlock): FormBlock => {
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
  };
  const translations: NewsForm['Translations'] = {};
  for (const culture of CULTURES) {
    const tr = post.Translations[culture];
    if (tr) translations[culture] = { ...tr, Blocks: tr.Blocks.map(blockOf) };
  }
  return {
    CategoryId: post.CategoryId,
    Status: post.Status,
    PublishAt: localInput(post.PublishAt),
    Cover: post.CoverImage ? [fromAsset(post.CoverImage)] : [],
    Translations: translations,
  };
}

const editsOf = (assets: readonly PickedAsset[]): AssetEdit[] =>
  assets.flatMap((asset) => {
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

/** The form as the API takes it; the image widgets' pending renames and turns go with it (ADR 015). */
export function requestOf(form: NewsForm, version: number | undefined): SaveNewsPostRequest {
  const blocks = (tr: FormTranslation): ContentBlock[] =>
    tr.Blocks.map((block): ContentBlock => {
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
  const translations: SaveNewsPostRequest['Translations'] = {};
  const pictures: PickedAsset[] = [...form.Cover];
  for (const culture of CULTURES) {
    const tr = form.Translations[culture];
    if (!tr) continue;
    translations[culture] = { Title: tr.Title, Slug: tr.Slug, Summary: tr.Summary, Blocks: blocks(tr) };
    for (const block of tr.Blocks)
      if (block.Type === 'image' || block.Type === 'gallery') pictures.push(...block.Images);
  }
  const edits = new Map(editsOf(pictures).map((edit) => [edit.AssetId, edit]));
  return {
    CategoryId: form.CategoryId,
    CoverAssetId: form.Cover[0]?.AssetId ?? null,
    Status: form.Status,
    PublishAt: form.PublishAt ? new Date(form.PublishAt).toISOString() : '',
    Translations: translations,
    ...(version !== undefined ? { Version: version } : {}),
    ...(edits.size ? { Edits: [...edits.values()] } : {}),
  };
}

/** Draft, scheduled (published, its date to come) or published. */
export function publicationOf(status: NewsStatus, publishAt: string, now = Date.now()) {
  if (status === 'draft') return 'draft' as const;
  return Date.parse(publishAt) > now ? ('scheduled' as const) : ('published' as const);
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
