import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ContentPageSummary, isApiError, type ProductMedia } from '@vitrine/api-client';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useApi } from '../../../lib/api-context';
import {
  ASSETS_KEY,
  contentPagesQueryOptions,
  productMediaQueryOptions,
  productsQueryOptions,
} from '../api/queries';
import { problemMessage } from '../hooks/problem-message';
import { assetEditsOf, toWidgetAsset, type WidgetAsset } from '../widgets/widget-inputs';

/** The hero image of a content page: one image cropped to this size. */
export const HERO_CROP = { width: 1600, height: 600 } as const;

export interface HeroFormValues {
  hero: WidgetAsset[];
}

/**
 * A content page's hero image form: the widget is a controlled field; Save replaces the page's image,
 * brings a new upload into the library and writes the widget's rename or turn, all at once.
 */
export function useContentPageMediaForm(page: ContentPageSummary) {
  const api = useApi();
  const queryClient = useQueryClient();
  const [saved, setSaved] = useState(false);
  const [failure, setFailure] = useState<string | undefined>();
  const form = useForm<HeroFormValues>({
    defaultValues: { hero: page.HeroImage ? [toWidgetAsset(page.HeroImage)] : [] },
  });
  const save = useMutation({
    mutationFn: (values: HeroFormValues) =>
      api.assetsLibrary.updateContentPageMedia(page.PageId, {
        HeroAssetId: values.hero[0]?.AssetId ?? null,
        Edits: assetEditsOf(values.hero),
      }),
    onSuccess: async (updated) => {
      setSaved(true);
      form.reset({ hero: updated.HeroImage ? [toWidgetAsset(updated.HeroImage)] : [] });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: contentPagesQueryOptions(api).queryKey }),
        // The save may have brought an upload into the library, or renamed or turned an asset.
        queryClient.invalidateQueries({ queryKey: ASSETS_KEY }),
      ]);
    },
    onError: (error) => {
      if (isApiError(error) && error.status === 400) setFailure(problemMessage(error, 'HeroAssetId'));
    },
  });
  const onSubmit = form.handleSubmit((values) => {
    setSaved(false);
    setFailure(undefined);
    save.mutate(values);
  });
  return { form, onSubmit, saved, failure, isSaving: save.isPending };
}

export interface PhotosFormValues {
  photos: WidgetAsset[];
}

/** A product's photos, in order: the first one is the product's main photo on the storefront. */
export function useProductPhotosForm(product: ProductMedia) {
  const api = useApi();
  const queryClient = useQueryClient();
  const [saved, setSaved] = useState(false);
  const [failure, setFailure] = useState<string | undefined>();
  const form = useForm<PhotosFormValues>({ defaultValues: { photos: product.Photos.map(toWidgetAsset) } });
  const save = useMutation({
    mutationFn: (values: PhotosFormValues) =>
      api.assetsLibrary.updateProductPhotos(product.ProductId, {
        AssetIds: values.photos.map((photo) => photo.AssetId),
        Edits: assetEditsOf(values.photos),
      }),
    onSuccess: async (updated) => {
      setSaved(true);
      form.reset({ photos: updated.Photos.map(toWidgetAsset) });
      queryClient.setQueryData(productMediaQueryOptions(api, product.ProductId).queryKey, updated);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: productsQueryOptions(api, '').queryKey.slice(0, 2) }),
        queryClient.invalidateQueries({ queryKey: ASSETS_KEY }),
      ]);
    },
    onError: (error) => {
      if (isApiError(error) && error.status === 400) setFailure(problemMessage(error, 'AssetIds'));
    },
  });
  const onSubmit = form.handleSubmit((values) => {
    setSaved(false);
    setFailure(undefined);
    save.mutate(values);
  });
  return { form, onSubmit, saved, failure, isSaving: save.isPending };
}
