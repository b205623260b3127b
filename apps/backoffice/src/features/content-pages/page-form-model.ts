import type { AdminContentPage, Asset, SaveContentPageRequest } from '@vitrine/api-client';
import { CULTURES, type Culture } from '@vitrine/i18n';
import {
  assetEditsOf,
  type FormBlock,
  formBlocksOf,
  newBlock,
  type PickedAsset,
  pickedAssetsOf,
  storedBlocksOf,
} from '../../lib/content-blocks';

export interface PageFormTranslation {
  Title: string;
  Slug: string;
  Summary: string;
  MetaTitle: string;
  MetaDescription: string;
  Blocks: FormBlock[];
}

export interface PageForm {
  Key: string;
  ShowInMenu: boolean;
  Translations: Partial<Record<Culture, PageFormTranslation>>;
}

export const emptyPageTranslation = (): PageFormTranslation => ({
  Title: '',
  Slug: '',
  Summary: '',
  MetaTitle: '',
  MetaDescription: '',
  Blocks: [newBlock('text')],
});

export const emptyPageForm = (): PageForm => ({ Key: '', ShowInMenu: false, Translations: {} });

/** A page's draft as the form edits it. */
export function pageFormOf<P extends PickedAsset>(
  page: AdminContentPage,
  fromAsset: (asset: Asset) => P,
): PageForm {
  const translations: PageForm['Translations'] = {};
  for (const culture of CULTURES) {
    const tr = page.Draft[culture];
    if (tr) translations[culture] = { ...tr, Blocks: formBlocksOf(tr.Blocks, page.Assets, fromAsset) };
  }
  return { Key: page.Key, ShowInMenu: page.ShowInMenu, Translations: translations };
}

/** The form as the API takes it; the image widgets' pending renames and turns go with it (ADR 015). */
export function pageRequestOf(form: PageForm, version: number | undefined): SaveContentPageRequest {
  const translations: SaveContentPageRequest['Translations'] = {};
  const pictures: PickedAsset[] = [];
  for (const culture of CULTURES) {
    const tr = form.Translations[culture];
    if (!tr) continue;
    translations[culture] = {
      Title: tr.Title,
      Slug: tr.Slug,
      Summary: tr.Summary,
      MetaTitle: tr.MetaTitle,
      MetaDescription: tr.MetaDescription,
      Blocks: storedBlocksOf(tr.Blocks),
    };
    pictures.push(...pickedAssetsOf(tr.Blocks));
  }
  const edits = assetEditsOf(pictures);
  return {
    ...(version === undefined ? { Key: form.Key } : {}),
    ShowInMenu: form.ShowInMenu,
    Translations: translations,
    ...(version !== undefined ? { Version: version } : {}),
    ...(edits.length ? { Edits: edits } : {}),
  };
}

/** Draft only, published, published with changes not yet out, or scheduled. */
export function pageStateOf(page: {
  PublishedNumber: number | null;
  HasChanges: boolean;
  ScheduledAt: string | null;
}) {
  if (page.ScheduledAt) return 'scheduled' as const;
  if (page.PublishedNumber === null) return 'draft' as const;
  return page.HasChanges ? ('changed' as const) : ('published' as const);
}

/** A datetime-local input's value as an instant (the editor's own time zone). */
export const instantOf = (local: string) => new Date(local).toISOString();
