import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { AttributeEditSchema, type StaffAttribute } from '@vitrine/api-client';
import type { Culture } from '@vitrine/i18n';
import { useEffect, useState } from 'react';
import { useApi } from '../../../lib/api-context';
import { useCulture, useT } from '../../../lib/i18n-context';
import { type Names, NamesFields, namesOf, translationsOfNames } from './names-fields';
import { attributesQueryOptions, TAXONOMY_KEY } from './queries';
import {
  clientErrors,
  EditDialog,
  type FieldMessages,
  MissingBadges,
  MissingFilter,
  type Refusal,
  RefusalNotice,
  refusal,
  StaleNotice,
  useFieldMessage,
} from './shared';

interface Row {
  attribute: StaffAttribute;
  isFacet: boolean;
}

/**
 * Which attributes filter the shop's listings and in what order (ticked ones, top first), and the
 * names of every attribute and value per culture.
 */
export function FacetsPanel({ canEdit }: { canEdit: boolean }) {
  const api = useApi();
  const t = useT();
  const { culture } = useCulture();
  const queryClient = useQueryClient();
  const attributes = useQuery(attributesQueryOptions(api, culture));
  const [rows, setRows] = useState<Row[]>([]);
  const [missing, setMissing] = useState<Culture | ''>('');
  const [editing, setEditing] = useState<StaffAttribute | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [failure, setFailure] = useState<Refusal | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: TAXONOMY_KEY });
  useEffect(() => {
    setRows((attributes.data ?? []).map((attribute) => ({ attribute, isFacet: attribute.IsFacet })));
  }, [attributes.data]);

  const move = (from: number, to: number) =>
    setRows((previous) => {
      const next = [...previous];
      const [row] = next.splice(from, 1);
      if (row) next.splice(to, 0, row);
      return next;
    });

  const save = useMutation({
    mutationFn: () =>
      api.catalogTaxonomy.setFacets(
        {
          Attributes: rows.map((row) => ({
            Id: row.attribute.Id,
            Version: row.attribute.Version,
            IsFacet: row.isFacet,
          })),
        },
        culture,
      ),
    onMutate: () => {
      setNotice(null);
      setFailure(null);
    },
    onSuccess: (next) => {
      queryClient.setQueryData(attributesQueryOptions(api, culture).queryKey, next);
      setNotice(t('Taxonomy.FacetsSaved'));
    },
    onError: (error) => setFailure(refusal(error)),
  });

  const missingOf = (attribute: StaffAttribute) => [
    ...new Set([...attribute.MissingCultures, ...attribute.Values.flatMap((value) => value.MissingCultures)]),
  ];

  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography sx={{ mb: 2 }}>{t('Taxonomy.FacetsHelp')}</Typography>
      <MissingFilter value={missing} onChange={setMissing} />
      <List aria-label={t('Taxonomy.Tab.Facets')}>
        {rows.map((row, index) =>
          missing && !missingOf(row.attribute).includes(missing) ? null : (
            <ListItem key={row.attribute.Id} divider sx={{ gap: 1, flexWrap: 'wrap' }}>
              <Checkbox
                checked={row.isFacet}
                disabled={!canEdit}
                onChange={(event) =>
                  setRows((previous) =>
                    previous.map((entry, i) =>
                      i === index ? { ...entry, isFacet: event.target.checked } : entry,
                    ),
                  )
                }
                slotProps={{ input: { 'aria-label': t('Taxonomy.IsFacet', { name: row.attribute.Name }) } }}
              />
              <Typography sx={{ flexGrow: 1 }}>{row.attribute.Name}</Typography>
              <MissingBadges missing={missingOf(row.attribute)} />
              {canEdit ? (
                <>
                  <IconButton
                    size="small"
                    disabled={index === 0 || Boolean(missing)}
                    onClick={() => move(index, index - 1)}
                    aria-label={t('Taxonomy.MoveUp', { name: row.attribute.Name })}
                  >
                    <ArrowUpwardIcon fontSize="small" />
                  </IconButton>
                  <IconButton
                    size="small"
                    disabled={index === rows.length - 1 || Boolean(missing)}
                    onClick={() => move(index, index + 1)}
                    aria-label={t('Taxonomy.MoveDown', { name: row.attribute.Name })}
                  >
                    <ArrowDownwardIcon fontSize="small" />
                  </IconButton>
                  <Button size="small" onClick={() => setEditing(row.attribute)}>
                    {t('Taxonomy.EditNames', { name: row.attribute.Name })}
                  </Button>
                </>
              ) : null}
            </ListItem>
          ),
        )}
      </List>
      {failure?.stale ? <StaleNotice stale={failure.stale} onReload={() => void refresh()} /> : null}
      <RefusalNotice message={failure?.message} />
      {canEdit ? (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mt: 2 }}>
          <Button variant="contained" onClick={() => save.mutate()} loading={save.isPending}>
            {t('Taxonomy.SaveFacets')}
          </Button>
          <Box role="status">{notice ? <Alert severity="success">{notice}</Alert> : null}</Box>
        </Box>
      ) : null}
      {editing ? (
        <AttributeDialog
          attribute={editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            setNotice(t('Taxonomy.AttributeSaved'));
            void refresh();
          }}
        />
      ) : null}
    </Paper>
  );
}

function AttributeDialog({
  attribute,
  onClose,
  onSaved,
}: {
  attribute: StaffAttribute;
  onClose: () => void;
  onSaved: () => void;
}) {
  const api = useApi();
  const t = useT();
  const { culture } = useCulture();
  const queryClient = useQueryClient();
  const [version, setVersion] = useState(attribute.Version);
  const [names, setNames] = useState<Names>(namesOf(attribute.Translations));
  const [values, setValues] = useState<Record<string, Names>>(
    Object.fromEntries(attribute.Values.map((value) => [value.Id, namesOf(value.Translations)])),
  );
  const [errors, setErrors] = useState<FieldMessages>({});
  const [failure, setFailure] = useState<Refusal | null>(null);
  const message = useFieldMessage(errors);
  const save = useMutation({
    mutationFn: async () => {
      const body = {
        Version: version,
        Translations: translationsOfNames(names),
        Values: attribute.Values.map((value) => ({
          Id: value.Id,
          Translations: translationsOfNames(values[value.Id] ?? namesOf([])),
        })),
      };
      const invalid = clientErrors(AttributeEditSchema, body);
      if (invalid) throw { clientErrors: invalid };
      return api.catalogTaxonomy.updateAttribute(attribute.Id, body, culture);
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
    const fresh = (await queryClient.fetchQuery(attributesQueryOptions(api, culture))).find(
      (row) => row.Id === attribute.Id,
    );
    if (!fresh) return;
    setVersion(fresh.Version);
    setNames(namesOf(fresh.Translations));
    setValues(Object.fromEntries(fresh.Values.map((value) => [value.Id, namesOf(value.Translations)])));
    setFailure(null);
  };
  const title = t('Taxonomy.EditNames', { name: attribute.Name });
  return (
    <EditDialog
      title={title}
      maxWidth="lg"
      saving={save.isPending}
      stale={failure?.stale}
      refusal={message('_') ?? failure?.message ?? Object.values(errors).flat()[0]}
      onSubmit={() => save.mutate()}
      onReload={() => void reload()}
      onClose={onClose}
    >
      <NamesFields names={names} onChange={setNames} />
      <Typography component="h3" variant="subtitle1">
        {t('Taxonomy.Values')}
      </Typography>
      {attribute.Values.map((value) => (
        <NamesFields
          key={value.Id}
          label={value.Key}
          names={values[value.Id] ?? namesOf([])}
          onChange={(next) => setValues((previous) => ({ ...previous, [value.Id]: next }))}
        />
      ))}
    </EditDialog>
  );
}
