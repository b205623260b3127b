import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { StaffTag } from '@vitrine/api-client';
import { useEffect, useState } from 'react';
import { useApi } from '../../../lib/api-context';
import { useCulture, useT } from '../../../lib/i18n-context';
import { productTagsQueryOptions, TAXONOMY_KEY, tagOptionsQueryOptions } from './queries';
import { RefusalNotice, refusal } from './shared';

/**
 * A saved product's tags, picked among the catalogue's and saved on their own (a product's tags
 * are a set: saving them does not touch the product's version, so the editor's save is not made stale).
 */
export function ProductTagsPicker({ productId, disabled }: { productId: string; disabled: boolean }) {
  const api = useApi();
  const t = useT();
  const { culture } = useCulture();
  const queryClient = useQueryClient();
  const tags = useQuery(tagOptionsQueryOptions(api, culture));
  const given = useQuery(productTagsQueryOptions(api, productId));
  const [chosen, setChosen] = useState<string[]>([]);
  const [saved, setSaved] = useState(false);
  useEffect(() => {
    if (given.data) setChosen(given.data.TagIds);
  }, [given.data]);
  const save = useMutation({
    mutationFn: () => api.catalogTaxonomy.setProductTags(productId, chosen),
    onMutate: () => setSaved(false),
    onSuccess: (next) => {
      queryClient.setQueryData(productTagsQueryOptions(api, productId).queryKey, next);
      setSaved(true);
      void queryClient.invalidateQueries({ queryKey: [...TAXONOMY_KEY, 'tags'] });
    },
  });
  const byId = new Map((tags.data ?? []).map((tag) => [tag.Id, tag]));
  const value = chosen.flatMap((id) => {
    const tag = byId.get(id);
    return tag ? [tag] : [];
  });
  return (
    <Box sx={{ mt: 2 }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start', flexWrap: 'wrap', gap: 1 }}>
        <Autocomplete<StaffTag, true>
          multiple
          options={tags.data ?? []}
          value={value}
          disabled={disabled}
          getOptionLabel={(tag) => tag.Name}
          isOptionEqualToValue={(option, selected) => option.Id === selected.Id}
          onChange={(_, next) => {
            setSaved(false);
            setChosen(next.map((tag) => tag.Id));
          }}
          renderInput={(params) => <TextField {...params} label={t('Taxonomy.Tags')} />}
          sx={{ minWidth: 320, flexGrow: 1 }}
        />
        {disabled ? null : (
          <Button type="button" variant="outlined" onClick={() => save.mutate()} loading={save.isPending}>
            {t('Taxonomy.SaveTags')}
          </Button>
        )}
      </Stack>
      <RefusalNotice message={save.error ? refusal(save.error).message : undefined} />
      <Box role="status">{saved ? <Alert severity="success">{t('Taxonomy.TagsSaved')}</Alert> : null}</Box>
    </Box>
  );
}
