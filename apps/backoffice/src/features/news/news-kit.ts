import type { AdminNewsCategory, Asset } from '@vitrine/api-client';
import { CULTURES, type Culture } from '@vitrine/i18n';
import type { ComponentType } from 'react';
import type { PickedAsset } from './news-form-model';

/**
 * What the news editor needs from the asset library, handed in by the app (features do not import
 * each other): the image widget, and the widget's value for a library asset.
 */
export interface NewsMediaKit {
  ImagePicker: ComponentType<{
    uniqueId: string;
    label: string;
    multiple?: boolean;
    value: readonly PickedAsset[];
    onChange: (assets: PickedAsset[]) => void;
    helperText?: string | undefined;
  }>;
  fromAsset: (asset: Asset) => PickedAsset;
}

/** A category's name in the staff's language, or in the first culture it has. */
export function categoryName(category: AdminNewsCategory, culture: Culture): string {
  const own = category.Translations[culture]?.Name;
  if (own) return own;
  for (const other of CULTURES) {
    const name = category.Translations[other]?.Name;
    if (name) return name;
  }
  return '';
}

/** The categories as a flat list in tree order, each with its depth (for indenting a select). */
export function categoryOptions(categories: readonly AdminNewsCategory[], culture: Culture) {
  const options: { id: string; label: string; depth: number }[] = [];
  const walk = (parentId: string | null, depth: number) => {
    for (const category of categories.filter((item) => item.ParentId === parentId)) {
      options.push({ id: category.CategoryId, label: categoryName(category, culture), depth });
      walk(category.CategoryId, depth + 1);
    }
  };
  walk(null, 0);
  return options;
}
