import type { Asset } from '@vitrine/api-client';
import type { ComponentType } from 'react';

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
 * What the popups editor needs from the asset library, handed in by the app (features do not
 * import each other): the image widget, and the widget's value for a library asset.
 */
export interface PopupsMediaKit {
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
