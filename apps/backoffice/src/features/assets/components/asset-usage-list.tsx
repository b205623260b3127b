import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import type { AssetUsages } from '@vitrine/api-client';
import { useApi } from '../../../lib/api-context';
import { useT } from '../../i18n';

export const assetUsagesKey = (assetId: string) => ['assets', 'usages', assetId] as const;

/**
 * Where an asset is used, shown before it is deleted (ADR 041): products, page heroes and bodies,
 * news covers and bodies, FAQ answers. A published body blocks the delete.
 */
/** Where an asset is used; nothing is asked while no asset is named. */
export function useAssetUsages(assetId: string | null) {
  const api = useApi();
  return useQuery({
    queryKey: assetUsagesKey(assetId ?? ''),
    queryFn: () => api.assetsLibrary.assetUsages(assetId ?? ''),
    enabled: assetId !== null,
  });
}

export function AssetUsageList({ assetId }: { assetId: string }) {
  const t = useT();
  const usages = useAssetUsages(assetId);
  if (usages.isPending) return <CircularProgress size={20} aria-label={t('Core.Loading')} />;
  if (usages.isError) return <Alert severity="error">{t('Core.Error')}</Alert>;
  return <UsageList usages={usages.data} />;
}

export function UsageList({ usages }: { usages: AssetUsages }) {
  const t = useT();
  if (!usages.Usages.length)
    return (
      <Typography variant="body2" sx={{ mt: 1 }}>
        {t('AssetUsages.None')}
      </Typography>
    );
  return (
    <Box sx={{ mt: 1 }}>
      <Typography variant="subtitle2" component="h3" id="asset-usages-title">
        {t('AssetUsages.Title')}
      </Typography>
      <List dense aria-labelledby="asset-usages-title">
        {usages.Usages.map((usage) => (
          <ListItem key={`${usage.Kind}-${usage.OwnerId}`} disableGutters>
            <ListItemText
              primary={`${t(`AssetUsages.Kind.${usage.Kind}`)} : ${usage.Title}`}
              secondary={[
                usage.Cultures.map((culture) => culture.toUpperCase()).join(', '),
                usage.Kind.endsWith('-body')
                  ? t(usage.Published ? 'AssetUsages.Published' : 'AssetUsages.Draft')
                  : '',
              ]
                .filter(Boolean)
                .join(' · ')}
            />
          </ListItem>
        ))}
      </List>
      {!usages.Deletable && <Alert severity="warning">{t('AssetUsages.Blocked')}</Alert>}
    </Box>
  );
}
