import type { Asset } from '@vitrine/api-client';
import type { ComponentType } from 'react';
import type { PickedAsset } from './block-model';

/**
 * What a body's editor needs from the asset library, handed in by the app (features do not import
 * each other, and lib/ imports no feature): the image widget, and the widget's value of an asset.
 */
export interface BlockMediaKit {
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
