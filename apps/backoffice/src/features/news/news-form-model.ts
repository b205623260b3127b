import type { AdminNewsPost, Asset, NewsStatus, SaveNewsPostRequest } from '@vitrine/api-client';
import { CULTURES, type Culture } from '@vitrine/i18n';
import {
  assetEditsOf,
  contentBlocksOf,
  type FormBlock,
  formBlocksOf,
  newBlock,
  type PickedAsset,
  pickedAssetsOf,
} from '../../lib/content-blocks';

export type { FormBlock, PickedAsset } from '../../lib/content-blocks';
export { moveBlock, newBlock, newWidgetBlock, slugify } from '../../lib/content-blocks';

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
  const translations: NewsForm['Translations'] = {};
  for (const culture of CULTURES) {
    const tr = post.Translations[culture];
    if (tr) translations[culture] = { ...tr, Blocks: formBlocksOf(tr.Blocks, post.Assets, fromAsset) };
  }
  return {
    CategoryId: post.CategoryId,
    Status: post.Status,
    PublishAt: localInput(post.PublishAt),
    Cover: post.CoverImage ? [fromAsset(post.CoverImage)] : [],
    Translations: translations,
  };
}

/** The form as the API takes it; the image widgets' pending renames and turns go with it (ADR 015). */
export function requestOf(form: NewsForm, version: number | undefined): SaveNewsPostRequest {
  const translations: SaveNewsPostRequest['Translations'] = {};
  const pictures: PickedAsset[] = [...form.Cover];
  for (const culture of CULTURES) {
    const tr = form.Translations[culture];
    if (!tr) continue;
    translations[culture] = {
      Title: tr.Title,
      Slug: tr.Slug,
      Summary: tr.Summary,
      Blocks: contentBlocksOf(tr.Blocks),
    };
    pictures.push(...pickedAssetsOf(tr.Blocks));
  }
  const edits = assetEditsOf(pictures);
  return {
    CategoryId: form.CategoryId,
    CoverAssetId: form.Cover[0]?.AssetId ?? null,
    Status: form.Status,
    PublishAt: form.PublishAt ? new Date(form.PublishAt).toISOString() : '',
    Translations: translations,
    ...(version !== undefined ? { Version: version } : {}),
    ...(edits.length ? { Edits: edits } : {}),
  };
}

/** Draft, scheduled (published, its date to come) or published. */
export function publicationOf(status: NewsStatus, publishAt: string, now = Date.now()) {
  if (status === 'draft') return 'draft' as const;
  return Date.parse(publishAt) > now ? ('scheduled' as const) : ('published' as const);
}
