import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useSearchParams } from 'react-router';
import type { BlockMediaKit } from '../../../lib/content-blocks';
import { useT } from '../../../lib/i18n-context';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { BrandsPanel } from './brands-panel';
import { CategoryPanel } from './category-panel';
import { FacetsPanel } from './facets-panel';
import { TagsPanel } from './tags-panel';

const VIEWS = ['categories', 'brands', 'tags', 'facets'] as const;
type View = (typeof VIEWS)[number];

/**
 * How the catalogue is arranged: the category tree, brands, tags and the shop's filters.
 * Catalogue staff and admins change them, editors and sales read. The open tab is in the address
 * (`?view=brands`). The asset library's image widget (for brand logos) is handed in by the app.
 */
export function TaxonomyPage({
  title,
  canEdit,
  media,
}: {
  title: string;
  canEdit: boolean;
  media: BlockMediaKit;
}) {
  const t = useT();
  useDocumentTitle(title);
  const [params, setParams] = useSearchParams();
  const asked = params.get('view');
  const view: View = VIEWS.includes(asked as View) ? (asked as View) : 'categories';
  return (
    <Box>
      <Typography component="h1" variant="h4" gutterBottom>
        {title}
      </Typography>
      <Tabs
        value={view}
        onChange={(_, next: View) => setParams({ view: next })}
        aria-label={title}
        sx={{ mb: 2 }}
      >
        {VIEWS.map((entry) => (
          <Tab
            key={entry}
            value={entry}
            label={t(`Taxonomy.Tab.${entry[0]?.toUpperCase()}${entry.slice(1)}`)}
          />
        ))}
      </Tabs>
      {view === 'categories' ? <CategoryPanel canEdit={canEdit} /> : null}
      {view === 'brands' ? <BrandsPanel canEdit={canEdit} media={media} /> : null}
      {view === 'tags' ? <TagsPanel canEdit={canEdit} /> : null}
      {view === 'facets' ? <FacetsPanel canEdit={canEdit} /> : null}
    </Box>
  );
}
