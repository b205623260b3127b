import SearchIcon from '@mui/icons-material/Search';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import InputAdornment from '@mui/material/InputAdornment';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ProductMedia } from '@vitrine/api-client';
import { translateMessage } from '@vitrine/validation';
import { useId, useState } from 'react';
import { Controller } from 'react-hook-form';
import { useApi } from '../../../lib/api-context';
import { API_BASE_URL } from '../../../lib/base-path';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useCulture, useT } from '../../i18n';
import { productMediaQueryOptions, productsQueryOptions } from '../api/queries';
import { effectiveSearch, MIN_SEARCH_LENGTH, useDebouncedValue } from '../hooks/use-debounced-value';
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
  const [productId, setProductId] = useState<string | null>(null);
  const media = useQuery({ ...productMediaQueryOptions(api, productId ?? ''), enabled: productId !== null });
  const listId = useId();
  const short = input.trim().length > 0 && input.trim().length < MIN_SEARCH_LENGTH;

  return (
    <>
      <Typography component="h1" variant="h4" gutterBottom>
        {title}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', md: '320px minmax(0, 1fr)' },
          alignItems: 'start',
        }}
      >
        <Paper component="section" aria-labelledby={listId} variant="outlined" sx={{ p: 1.5 }}>
          <Typography id={listId} component="h2" variant="h6" gutterBottom>
            {t('Backoffice.CatalogueProducts')}
          </Typography>
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
          {products.isPending ? (
            <CircularProgress aria-label={t('Core.Loading')} sx={{ mt: 2 }} />
          ) : (products.data?.Items.length ?? 0) === 0 ? (
            <Alert severity="info" sx={{ mt: 2 }}>
              {t('Backoffice.CatalogueNoProducts')}
            </Alert>
          ) : (
            <List dense aria-label={t('Backoffice.CatalogueProducts')}>
              {products.data?.Items.map((item) => (
                // A list holds list items only: the button goes inside one (axe: list).
                <ListItem key={item.ProductId} disablePadding>
                  <ListItemButton
                    selected={item.ProductId === productId}
                    aria-current={item.ProductId === productId ? 'true' : undefined}
                    onClick={() => setProductId(item.ProductId)}
                  >
                    <ListItemText
                      primary={item.Name}
                      secondary={t('Backoffice.CataloguePhotoCount', { count: item.PhotoCount })}
                    />
                  </ListItemButton>
                </ListItem>
              ))}
            </List>
          )}
        </Paper>
        <Box sx={{ minWidth: 0 }}>
          {productId === null ? (
            <Alert severity="info">{t('Backoffice.CatalogueChooseProduct')}</Alert>
          ) : media.data ? (
            <PhotosForm key={media.data.ProductId} product={media.data} />
          ) : (
            <CircularProgress aria-label={t('Core.Loading')} />
          )}
        </Box>
      </Box>
    </>
  );
}

function PhotosForm({ product }: { product: ProductMedia }) {
  const t = useT();
  const { culture } = useCulture();
  const headingId = useId();
  const { form, onSubmit, saved, failure, isSaving } = useProductPhotosForm(product);
  return (
    <Paper
      component="form"
      aria-labelledby={headingId}
      variant="outlined"
      sx={{ p: 2 }}
      onSubmit={onSubmit}
      noValidate
    >
      <Typography id={headingId} component="h2" variant="h6" gutterBottom>
        {product.Name}
      </Typography>
      <Controller
        control={form.control}
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
      {failure && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {translateMessage(failure, t)}
        </Alert>
      )}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mt: 2 }}>
        <Button type="submit" variant="contained" loading={isSaving}>
          {t('Backoffice.Save')}
        </Button>
        <Box role="status" sx={{ flexGrow: 1 }}>
          {saved && (
            <Alert severity="success">
              {t('Backoffice.CatalogueSaved')}{' '}
              <Link href={`${API_BASE_URL}/${culture}/p/${product.Slug}`}>
                {t('Backoffice.CatalogueViewInShop')}
              </Link>
            </Alert>
          )}
        </Box>
      </Box>
    </Paper>
  );
}
