import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useT } from '../../../lib/i18n-context';
import { CsvImportPanel } from './csv-import-panel';
import { SelectionPanels } from './selection-panels';

/** Bulk work on the catalogue (catalogue staff and admins): CSV import and export, prices by a percentage. */
export function CatalogueBulkPage({ onBack }: { onBack: () => void }) {
  const t = useT();
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Button startIcon={<ArrowBackIcon />} onClick={onBack}>
          {t('CatalogBulk.Back')}
        </Button>
        <Typography component="h2" variant="h5">
          {t('CatalogBulk.Title')}
        </Typography>
      </Stack>
      <CsvImportPanel />
      <SelectionPanels />
    </Stack>
  );
}
