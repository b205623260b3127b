import SearchIcon from '@mui/icons-material/Search';
import CircularProgress from '@mui/material/CircularProgress';
import InputAdornment from '@mui/material/InputAdornment';
import Link from '@mui/material/Link';
import ListItemText from '@mui/material/ListItemText';
import TextField from '@mui/material/TextField';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { inApp, type ProductMedia, shopUrls } from '@vitrine/api-client';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { useApi } from '../../../lib/api-context';
import { API_BASE_URL } from '../../../lib/base-path';
import { EditorForm } from '../../../lib/editor-form';
import { MasterDetail } from '../../../lib/master-detail';
import { effectiveSearch, MIN_SEARCH_LENGTH, useDebouncedValue } from '../../../lib/use-debounced-value';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useMasterDetail } from '../../../lib/use-master-detail';
import { useCulture, useT } from '../../i18n';
import { productMediaQueryOptions, productsQueryOptions } from '../api/queries';
import { ImageWidget } from '../widgets/asset-widget';
import { useProductPhotosForm } from './use-media-forms';

/** The catalogue area: find a product, then put its photos in order (the first is its main photo). */
export function ProductPhotosPage({ title }: { title: string }) {
  const t = useT();
  const api = useApi();
  useDocumentTitle(title);
  const [input, setInput] = useState('');
  const q = effectiveSearch(useDebouncedValue(input, 300));
  const products = useQuery({ ...productsQueryOptions(api, q), placeholderData: keepPreviousData });
  const selection = useMasterDetail();
  const productId = selection.selectedKey;
  const media = useQuery({ ...productMediaQueryOptions(api, productId ?? ''), enabled: productId !== null });
  const short = input.trim().length > 0 && input.trim().length < MIN_SEARCH_LENGTH;

  return (
    <MasterDetail
      title={title}
      listTitle={t('Backoffice.CatalogueProducts')}
      filter={
        <TextField
          size="small"
          type="search"
          fullWidth
          label={t('Backoffice.CatalogueSearch')}
          value={input}
          onChange={(event) => setInput(event.target.value)}
          helperText={short ? t('Backoffice.AssetsSearchHint', { min: MIN_SEARCH_LENGTH }) : undefined}
          slotProps={{
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
        />
      }
      items={products.data?.Items}
      isLoading={products.isPending}
      emptyMessage={t('Backoffice.CatalogueNoProducts')}
      getKey={(item) => item.ProductId}
      renderItem={(item) => (
        <ListItemText
          primary={item.Name}
          secondary={t('Backoffice.CataloguePhotoCount', { count: item.PhotoCount })}
        />
      )}
      selection={selection}
      chooseMessage={t('Backoffice.CatalogueChooseProduct')}
      detail={
        media.data ? (
          <PhotosForm key={media.data.ProductId} product={media.data} />
        ) : (
          <CircularProgress aria-label={t('Core.Loading')} />
        )
      }
    />
  );
}

function PhotosForm({ product }: { product: ProductMedia }) {
  const t = useT();
  const { culture } = useCulture();
  const state = useProductPhotosForm(product);
  return (
    <EditorForm
      state={state}
      title={product.Name}
      savedMessage={t('Backoffice.CatalogueSaved')}
      savedExtra={
        <Link href={inApp(API_BASE_URL, shopUrls.product(culture, product.Slug))}>
          {t('Backoffice.CatalogueViewInShop')}
        </Link>
      }
    >
      <Controller
        control={state.form.control}
        name="photos"
        render={({ field }) => (
          <ImageWidget
            uniqueId={`photos-${product.ProductId}`}
            label={t('Backoffice.CataloguePhotos')}
            multiple
            value={field.value}
            onChange={field.onChange}
          />
        )}
      />
    </EditorForm>
  );
}
