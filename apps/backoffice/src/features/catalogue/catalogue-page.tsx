import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { useT } from '../../lib/i18n-context';
import { useDocumentTitle } from '../../lib/use-document-title';
import { CatalogueBulkPage } from './bulk/bulk-page';
import { ProductEditor } from './product-editor';
import { ProductList } from './product-list';

const NEW = 'new';

/**
 * The catalogue area: the product list and editor (catalogue staff and admins edit, editors and
 * sales read), and the product photos for those who keep them. The open product is in the address
 * (`?product=<id>`), so a link or a reload opens it again.
 */
export function CataloguePage({
  title,
  canEdit,
  photos,
}: {
  title: string;
  canEdit: boolean;
  /** The product photos page, for editors and admins. */
  photos: ReactNode;
}) {
  const t = useT();
  useDocumentTitle(title);
  const [params, setParams] = useSearchParams();
  // Those who keep the photos land on them, as before the product editor existed; the others
  // (catalogue staff, sales) on the products.
  const bulk = canEdit && params.get('view') === 'bulk';
  const view =
    photos && params.get('view') !== 'products' && !bulk && !params.get('product') ? 'photos' : 'products';
  const product = params.get('product');
  const open = (next: Record<string, string>, replace = false) => setParams(next, { replace });

  return (
    <Box>
      {photos ? (
        <Tabs
          value={view}
          onChange={(_, next: string) => open({ view: next })}
          aria-label={title}
          sx={{ mb: 2 }}
        >
          <Tab value="products" label={t('CatalogAdmin.Products')} />
          <Tab value="photos" label={t('CatalogAdmin.Photos')} />
        </Tabs>
      ) : null}
      {view === 'photos' ? (
        photos
      ) : (
        <>
          <Typography component="h1" variant="h4" gutterBottom>
            {title}
          </Typography>
          {bulk ? (
            <CatalogueBulkPage onBack={() => open({ view: 'products' })} />
          ) : product ? (
            <ProductEditor
              productId={product === NEW ? null : product}
              canEdit={canEdit}
              onCreated={(id) => open({ product: id }, true)}
              onBack={() => open({ view: 'products' })}
            />
          ) : (
            <>
              {canEdit && (
                <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 2 }}>
                  <Button variant="outlined" onClick={() => open({ view: 'bulk' })}>
                    {t('CatalogBulk.Open')}
                  </Button>
                </Box>
              )}
              <ProductList
                canEdit={canEdit}
                onOpen={(id) => open({ product: id })}
                onNew={() => open({ product: NEW })}
              />
            </>
          )}
        </>
      )}
    </Box>
  );
}
