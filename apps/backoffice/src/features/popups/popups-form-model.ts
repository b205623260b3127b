import {
  type AdminAnnouncement,
  type AnnouncementKind,
  type AnnouncementStatus,
  type Asset,
  type AssetEdit,
  type ContentBlock,
  type PageKind,
  richTextFromMarkup,
  richTextToMarkup,
  type SaveAnnouncementRequest,
} from '@vitrine/api-client';
import { CULTURES, type Culture } from '@vitrine/i18n';
import type { PickedAsset } from './popups-kit';

/** One culture's words: a title, a text and an image (the body's two blocks), and a link. */
export interface PopupTranslation {
  Title: string;
  TextId: string;
  Markup: string;
  ImageId: string;
  Image: PickedAsset[];
  Caption: string;
  LinkUrl: string;
}

export interface PopupForm {
  Kind: AnnouncementKind;
  Status: AnnouncementStatus;
  /** datetime-local values in the editor's own time zone; empty: no limit. */
  Start: string;
  End: string;
  Priority: string;
  PageKinds: PageKind[];
  /** One path pattern per line. */
  Paths: string;
  Translations: Partial<Record<Culture, PopupTranslation>>;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** An instant as a datetime-local value, in the browser's time zone. */
export function localInput(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

export const emptyTranslation = (): PopupTranslation => ({
  Title: '',
  TextId: crypto.randomUUID(),
  Markup: '',
  ImageId: crypto.randomUUID(),
  Image: [],
  Caption: '',
  LinkUrl: '',
});

export function emptyForm(): PopupForm {
  return {
    Kind: 'popup',
    Status: 'draft',
    Start: '',
    End: '',
    Priority: '0',
    PageKinds: [],
    Paths: '',
    Translations: {},
  };
}

/** A stored popup or banner as the form edits it; `fromAsset` makes the widget's value of a library asset. */
export function formOf(item: AdminAnnouncement, fromAsset: (asset: Asset) => PickedAsset): PopupForm {
  const assets = new Map(item.Assets.map((asset) => [asset.AssetId, asset]));
  const translations: PopupForm['Translations'] = {};
  for (const culture of CULTURES) {
    const tr = item.Translations[culture];
    if (!tr) continue;
    const text = tr.Blocks.find((block) => block.Type === 'text');
    const image = tr.Blocks.find((block) => block.Type === 'image');
    const asset = image ? assets.get(image.AssetId) : undefined;
    translations[culture] = {
      Title: tr.Title,
      TextId: text?.Id ?? crypto.randomUUID(),
      Markup: text ? richTextToMarkup(text.Content) : '',
      ImageId: image?.Id ?? crypto.randomUUID(),
      Image: asset ? [fromAsset(asset)] : [],
      Caption: image?.Caption ?? '',
      LinkUrl: tr.LinkUrl ?? '',
    };
  }
  return {
    Kind: item.Kind,
    Status: item.Status,
    Start: localInput(item.StartDatetime),
    End: localInput(item.EndDatetime),
    Priority: String(item.Priority),
    PageKinds: [...item.PageKinds],
    Paths: item.PathPatterns.join('\n'),
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

/** The form as the API takes it; the image widget's pending renames and turns go with it (ADR 015). */
export function requestOf(form: PopupForm, version: number | undefined): SaveAnnouncementRequest {
  const translations: SaveAnnouncementRequest['Translations'] = {};
  const pictures: PickedAsset[] = [];
  for (const culture of CULTURES) {
    const tr = form.Translations[culture];
    if (!tr) continue;
    const blocks: ContentBlock[] = [];
    if (tr.Markup.trim())
      blocks.push({ Type: 'text', Id: tr.TextId, Content: richTextFromMarkup(tr.Markup) });
    const image = tr.Image[0];
    if (image) blocks.push({ Type: 'image', Id: tr.ImageId, AssetId: image.AssetId, Caption: tr.Caption });
    pictures.push(...tr.Image);
    translations[culture] = { Title: tr.Title, Blocks: blocks, LinkUrl: tr.LinkUrl.trim() || null };
  }
  const edits = new Map(editsOf(pictures).map((edit) => [edit.AssetId, edit]));
  const priority = Number(form.Priority);
  return {
    Kind: form.Kind,
    Status: form.Status,
    StartDatetime: form.Start ? new Date(form.Start).toISOString() : null,
    EndDatetime: form.End ? new Date(form.End).toISOString() : null,
    Priority: Number.isInteger(priority) ? priority : Number.NaN,
    PageKinds: form.PageKinds,
    PathPatterns: form.Paths.split('\n')
      .map((line) => line.trim())
      .filter(Boolean),
    Translations: translations,
    ...(version !== undefined ? { Version: version } : {}),
    ...(edits.size ? { Edits: [...edits.values()] } : {}),
  };
}
