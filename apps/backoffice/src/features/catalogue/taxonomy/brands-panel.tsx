import AddIcon from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { BrandEditSchema, type StaffBrand } from '@vitrine/api-client';
import { useState } from 'react';
import { useApi } from '../../../lib/api-context';
import { assetEditsOf, type BlockMediaKit, type PickedAsset, slugify } from '../../../lib/content-blocks';
import { useT } from '../../../lib/i18n-context';
import { brandsQueryOptions, TAXONOMY_KEY } from './queries';
import {
  clientErrors,
  EditDialog,
  type FieldMessages,
  type Refusal,
  RefusalNotice,
  RowActions,
  refusal,
  StaleNotice,
  useFieldMessage,
} from './shared';

/** Brands with their logo (the asset library's image widget), name and slug. */
export function BrandsPanel({ canEdit, media }: { canEdit: boolean; media: BlockMediaKit }) {
  const api = useApi();
  const t = useT();
  const queryClient = useQueryClient();
  const brands = useQuery(brandsQueryOptions(api));
  const [editing, setEditing] = useState<StaffBrand | 'new' | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [failure, setFailure] = useState<Refusal | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: TAXONOMY_KEY });
  const remove = useMutation({
    mutationFn: (brand: StaffBrand) => api.catalogTaxonomy.deleteBrand(brand.Id, brand.Version),
    onMutate: () => {
      setFailure(null);
      setNotice(null);
    },
    onSuccess: (_, brand) => {
      setNotice(t('Taxonomy.Deleted', { name: brand.Name }));
      void refresh();
    },
    onError: (error) => setFailure(refusal(error)),
  });

  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      {canEdit ? (
        <Button startIcon={<AddIcon />} variant="contained" onClick={() => setEditing('new')} sx={{ mb: 2 }}>
          {t('Taxonomy.NewBrand')}
        </Button>
      ) : null}
      <Box role="status">{notice ? <Alert severity="success">{notice}</Alert> : null}</Box>
      {failure?.stale ? <StaleNotice stale={failure.stale} onReload={() => void refresh()} /> : null}
      <RefusalNotice message={failure?.message} />
      <Table size="small" aria-label={t('Taxonomy.Tab.Brands')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('Taxonomy.Logo')}</TableCell>
            <TableCell>{t('CatalogAdmin.Name')}</TableCell>
            <TableCell>{t('CatalogAdmin.Slug')}</TableCell>
            <TableCell>{t('Taxonomy.Products')}</TableCell>
            {canEdit ? <TableCell>{t('Taxonomy.Actions')}</TableCell> : null}
          </TableRow>
        </TableHead>
        <TableBody>
          {(brands.data ?? []).map((brand) => (
            <TableRow key={brand.Id}>
              <TableCell>
                {brand.Logo?.thumbnail_url ? (
                  <Box
                    component="img"
                    src={brand.Logo.thumbnail_url}
                    alt={brand.Logo.Name}
                    sx={{ height: 32, maxWidth: 96, objectFit: 'contain' }}
                  />
                ) : null}
              </TableCell>
              <TableCell>{brand.Name}</TableCell>
              <TableCell>{brand.Slug}</TableCell>
              <TableCell>{brand.ProductCount}</TableCell>
              {canEdit ? (
                <RowActions
                  name={brand.Name}
                  onEdit={() => setEditing(brand)}
                  onDelete={() => remove.mutate(brand)}
                />
              ) : null}
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {editing ? (
        <BrandDialog
          brand={editing === 'new' ? null : editing}
          media={media}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            setNotice(t('Taxonomy.BrandSaved'));
            void refresh();
          }}
        />
      ) : null}
    </Paper>
  );
}

function BrandDialog({
  brand,
  media,
  onClose,
  onSaved,
}: {
  brand: StaffBrand | null;
  media: BlockMediaKit;
  onClose: () => void;
  onSaved: () => void;
}) {
  const api = useApi();
  const t = useT();
  const queryClient = useQueryClient();
  const [name, setName] = useState(brand?.Name ?? '');
  const [slug, setSlug] = useState(brand?.Slug ?? '');
  const [logo, setLogo] = useState<PickedAsset[]>(brand?.Logo ? [media.fromAsset(brand.Logo)] : []);
  const [version, setVersion] = useState(brand?.Version);
  const [errors, setErrors] = useState<FieldMessages>({});
  const [failure, setFailure] = useState<Refusal | null>(null);
  const message = useFieldMessage(errors);
  const save = useMutation({
    mutationFn: async () => {
      const edits = assetEditsOf(logo);
      const body = {
        ...(version ? { Version: version } : {}),
        Name: name,
        Slug: slug,
        LogoAssetId: logo[0]?.AssetId ?? null,
        ...(edits.length ? { Edits: edits } : {}),
      };
      const invalid = clientErrors(BrandEditSchema, body);
      if (invalid) throw { clientErrors: invalid };
      return brand ? api.catalogTaxonomy.updateBrand(brand.Id, body) : api.catalogTaxonomy.createBrand(body);
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
    const fresh = (await queryClient.fetchQuery(brandsQueryOptions(api))).find((row) => row.Id === brand?.Id);
    if (!fresh) return;
    setName(fresh.Name);
    setSlug(fresh.Slug);
    setLogo(fresh.Logo ? [media.fromAsset(fresh.Logo)] : []);
    setVersion(fresh.Version);
    setFailure(null);
  };
  const title = brand ? `${t('Taxonomy.Edit')} ${brand.Name}` : t('Taxonomy.NewBrand');
  return (
    <EditDialog
      title={title}
      maxWidth="sm"
      saving={save.isPending}
      stale={failure?.stale}
      refusal={errors._?.[0] ?? (Object.keys(errors).length ? undefined : failure?.message)}
      onSubmit={() => save.mutate()}
      onReload={() => void reload()}
      onClose={onClose}
    >
      <TextField
        label={t('CatalogAdmin.Name')}
        value={name}
        onChange={(event) => {
          if (!slug || slug === slugify(name)) setSlug(slugify(event.target.value));
          setName(event.target.value);
        }}
        error={Boolean(message('Name'))}
        helperText={message('Name')}
      />
      <TextField
        label={t('CatalogAdmin.Slug')}
        value={slug}
        onChange={(event) => setSlug(event.target.value)}
        error={Boolean(message('Slug'))}
        helperText={message('Slug')}
      />
      <media.ImagePicker
        uniqueId="brand-logo"
        label={t('Taxonomy.Logo')}
        value={logo}
        onChange={setLogo}
        helperText={message('LogoAssetId')}
      />
    </EditDialog>
  );
}
