import type {
  AdminFaqEntry,
  AdminFaqEntrySummary,
  AdminFaqSection,
  Asset,
  FaqOrderRequest,
  FaqStatus,
  SaveFaqEntryRequest,
} from '@vitrine/api-client';
import { CULTURES, type Culture } from '@vitrine/i18n';
import {
  assetEditsOf,
  contentBlocksOf,
  type FormBlock,
  formBlocksOf,
  moveBlock,
  newBlock,
  type PickedAsset,
  pickedAssetsOf,
} from '../../lib/content-blocks';

export interface FaqEntryTranslationForm {
  Question: string;
  Blocks: FormBlock[];
}

export interface FaqEntryForm {
  SectionId: string;
  Status: FaqStatus;
  Translations: Partial<Record<Culture, FaqEntryTranslationForm>>;
}

export const emptyEntryTranslation = (): FaqEntryTranslationForm => ({
  Question: '',
  Blocks: [newBlock('text')],
});

export const emptyEntryForm = (sectionId: string): FaqEntryForm => ({
  SectionId: sectionId,
  Status: 'draft',
  Translations: {},
});

/** A stored entry as the form edits it; `fromAsset` makes the image widgets' value of a library asset. */
export function entryFormOf<P extends PickedAsset>(
  entry: AdminFaqEntry,
  fromAsset: (asset: Asset) => P,
): FaqEntryForm {
  const translations: FaqEntryForm['Translations'] = {};
  for (const culture of CULTURES) {
    const tr = entry.Translations[culture];
    if (tr)
      translations[culture] = {
        Question: tr.Question,
        Blocks: formBlocksOf(tr.Blocks, entry.Assets, fromAsset),
      };
  }
  return { SectionId: entry.SectionId, Status: entry.Status, Translations: translations };
}

/** The form as the API takes it: answers as structured blocks, the images' pending edits once. */
export function entryRequestOf(form: FaqEntryForm, version: number | undefined): SaveFaqEntryRequest {
  const translations: SaveFaqEntryRequest['Translations'] = {};
  const picked: PickedAsset[] = [];
  for (const culture of CULTURES) {
    const tr = form.Translations[culture];
    if (!tr) continue;
    translations[culture] = { Question: tr.Question, Blocks: contentBlocksOf(tr.Blocks) };
    picked.push(...pickedAssetsOf(tr.Blocks));
  }
  const edits = assetEditsOf(picked);
  return {
    SectionId: form.SectionId,
    Status: form.Status,
    Translations: translations,
    ...(version === undefined ? {} : { Version: version }),
    ...(edits.length ? { Edits: edits } : {}),
  };
}

/** A section's title in the staff's language, or in the first culture it has. */
export function sectionTitle(section: AdminFaqSection, culture: Culture): string {
  const own = section.Translations[culture]?.Title;
  if (own) return own;
  for (const other of CULTURES) {
    const title = section.Translations[other]?.Title;
    if (title) return title;
  }
  return '';
}

/** The cultures a section is written in. */
export const sectionCultures = (section: AdminFaqSection) =>
  CULTURES.filter((culture) => section.Translations[culture] !== undefined);

/** The page's order as the API takes it: sections in order, each with its entries in order. */
export function orderOf(
  sections: readonly AdminFaqSection[],
  entries: readonly AdminFaqEntrySummary[],
): FaqOrderRequest['Sections'] {
  return [...sections]
    .sort((a, b) => a.SortOrder - b.SortOrder)
    .map((section) => ({
      SectionId: section.SectionId,
      EntryIds: entries
        .filter((entry) => entry.SectionId === section.SectionId)
        .sort((a, b) => a.SortOrder - b.SortOrder)
        .map((entry) => entry.EntryId),
    }));
}

/** The order with one section moved by `by` places. */
export function moveSection(order: FaqOrderRequest['Sections'], sectionId: string, by: number) {
  const index = order.findIndex((section) => section.SectionId === sectionId);
  return index < 0 ? order : moveBlock(order, index, by);
}

/** The order with one entry moved by `by` places within its section. */
export function moveEntry(order: FaqOrderRequest['Sections'], entryId: string, by: number) {
  return order.map((section) => {
    const index = section.EntryIds.indexOf(entryId);
    return index < 0 ? section : { ...section, EntryIds: moveBlock(section.EntryIds, index, by) };
  });
}
