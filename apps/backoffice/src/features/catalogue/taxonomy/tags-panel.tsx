import AddIcon from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type StaffTag, TagEditSchema } from '@vitrine/api-client';
import type { Culture } from '@vitrine/i18n';
import { useState } from 'react';
import { useApi } from '../../../lib/api-context';
import { useCulture, useT } from '../../../lib/i18n-context';
import { type Names, NamesFields, namesOf, translationsOfNames } from './names-fields';
import { TAXONOMY_KEY, tagsQueryOptions } from './queries';
import {
  clientErrors,
  EditDialog,
  type FieldMessages,
  MissingBadges,
  MissingFilter,
  type Refusal,
  RefusalNotice,
  RowActions,
  refusal,
  StaleNotice,
  useFieldMessage,
} from './shared';

/** Tags with their names per culture; the missing ones show at a glance and can be filtered. */
export function TagsPanel({ canEdit }: { canEdit: boolean }) {
  const api = useApi();
  const t = useT();
  const { culture } = useCulture();
  const queryClient = useQueryClient();
  const tags = useQuery(tagsQueryOptions(api, culture));
  const [missing, setMissing] = useState<Culture | ''>('');
  const [editing, setEditing] = useState<StaffTag | 'new' | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [failure, setFailure] = useState<Refusal | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: TAXONOMY_KEY });
  const remove = useMutation({
    mutationFn: (tag: StaffTag) => api.catalogTaxonomy.deleteTag(tag.Id, tag.Version),
    onMutate: () => {
      setFailure(null);
      setNotice(null);
    },
    onSuccess: (_, tag) => {
      setNotice(t('Taxonomy.Deleted', { name: tag.Name }));
      void refresh();
    },
    onError: (error) => setFailure(refusal(error)),
  });
  const rows = (tags.data ?? []).filter((tag) => !missing || tag.MissingCultures.includes(missing));

  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Stack direction="row" sx={{ mb: 2, flexWrap: 'wrap', gap: 1 }}>
        <MissingFilter value={missing} onChange={setMissing} />
        {canEdit ? (
          <Button startIcon={<AddIcon />} variant="contained" onClick={() => setEditing('new')}>
            {t('Taxonomy.NewTag')}
          </Button>
        ) : null}
      </Stack>
      <Box role="status">{notice ? <Alert severity="success">{notice}</Alert> : null}</Box>
      {failure?.stale ? <StaleNotice stale={failure.stale} onReload={() => void refresh()} /> : null}
      <RefusalNotice message={failure?.message} />
      <Table size="small" aria-label={t('Taxonomy.Tab.Tags')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('CatalogAdmin.Name')}</TableCell>
            <TableCell>{t('Taxonomy.TagKey')}</TableCell>
            <TableCell>{t('Taxonomy.Products')}</TableCell>
            {canEdit ? <TableCell>{t('Taxonomy.Actions')}</TableCell> : null}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((tag) => (
            <TableRow key={tag.Id}>
              <TableCell>
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                  <span>{tag.Name}</span>
                  <MissingBadges missing={tag.MissingCultures} />
                </Stack>
              </TableCell>
              <TableCell>{tag.Key}</TableCell>
              <TableCell>{tag.ProductCount}</TableCell>
              {canEdit ? (
                <RowActions
                  name={tag.Name}
                  onEdit={() => setEditing(tag)}
                  onDelete={() => remove.mutate(tag)}
                />
              ) : null}
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {editing ? (
        <TagDialog
          tag={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            setNotice(t('Taxonomy.TagSaved'));
            void refresh();
          }}
        />
      ) : null}
    </Paper>
  );
}

function TagDialog({
  tag,
  onClose,
  onSaved,
}: {
  tag: StaffTag | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const api = useApi();
  const t = useT();
  const { culture } = useCulture();
  const queryClient = useQueryClient();
  const [key, setKey] = useState(tag?.Key ?? '');
  const [names, setNames] = useState<Names>(namesOf(tag?.Translations ?? []));
  const [version, setVersion] = useState(tag?.Version);
  const [errors, setErrors] = useState<FieldMessages>({});
  const [failure, setFailure] = useState<Refusal | null>(null);
  const message = useFieldMessage(errors);
  const translations = translationsOfNames(names);
  const save = useMutation({
    mutationFn: async () => {
      const body = { ...(version ? { Version: version } : {}), Key: key, Translations: translations };
      const invalid = clientErrors(TagEditSchema, body);
      if (invalid) throw { clientErrors: invalid };
      return tag
        ? api.catalogTaxonomy.updateTag(tag.Id, body, culture)
        : api.catalogTaxonomy.createTag(body, culture);
    },
    onMutate: () => {
      setErrors({});
      setFailure(null);
    },
    onSuccess: onSaved,
    onError: (error: unknown) => {
      const local = (error as { clientErrors?: FieldMessages }).clientErrors;
      if (local) return setErrors(local);
      const refused = refusal(error);
      setErrors(refused.errors);
      setFailure(refused);
    },
  });
  const reload = async () => {
    const fresh = (await queryClient.fetchQuery(tagsQueryOptions(api, culture))).find(
      (row) => row.Id === tag?.Id,
    );
    if (!fresh) return;
    setKey(fresh.Key);
    setNames(namesOf(fresh.Translations));
    setVersion(fresh.Version);
    setFailure(null);
  };
  const nameMessage = (entry: Culture) => {
    const index = translations.findIndex((row) => row.Culture === entry);
    return index >= 0 ? message(`Translations.${index}.Name`) : undefined;
  };
  const title = tag ? `${t('Taxonomy.Edit')} ${tag.Name}` : t('Taxonomy.NewTag');
  return (
    <EditDialog
      title={title}
      maxWidth="md"
      saving={save.isPending}
      stale={failure?.stale}
      refusal={errors._?.[0] ?? (Object.keys(errors).length ? undefined : failure?.message)}
      onSubmit={() => save.mutate()}
      onReload={() => void reload()}
      onClose={onClose}
    >
      <TextField
        label={t('Taxonomy.TagKey')}
        value={key}
        onChange={(event) => setKey(event.target.value)}
        error={Boolean(message('Key'))}
        helperText={message('Key')}
        sx={{ maxWidth: 320 }}
      />
      <NamesFields names={names} onChange={setNames} messageOf={nameMessage} />
    </EditDialog>
  );
}
