import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { CouponLookup, CouponLookupKind } from '@vitrine/api-client';
import { useState } from 'react';
import { useApi } from '../../lib/api-context';
import { useCulture, useT } from '../../lib/i18n-context';
import { couponLookupQueryOptions } from './queries';

/**
 * A searchable select of products, categories, brands or customers: what is typed is looked up
 * on the server (names in the back office's culture), the picked ones shown as chips.
 */
export function LookupPicker({
  kind,
  label,
  value,
  onChange,
}: {
  kind: CouponLookupKind;
  label: string;
  value: CouponLookup[];
  onChange: (value: CouponLookup[]) => void;
}) {
  const t = useT();
  const api = useApi();
  const { culture } = useCulture();
  const [query, setQuery] = useState('');
  const found = useQuery({
    ...couponLookupQueryOptions(api, kind, query.trim(), culture),
    placeholderData: keepPreviousData,
  });
  return (
    <Autocomplete
      multiple
      options={found.data ?? []}
      value={value}
      onChange={(_event, next) => onChange(next)}
      onInputChange={(_event, next) => setQuery(next)}
      getOptionLabel={(option) => option.Name}
      isOptionEqualToValue={(option, picked) => option.Id === picked.Id}
      filterOptions={(options) => options}
      loading={found.isFetching}
      noOptionsText={t('Coupons.Admin.NoOptions')}
      renderInput={(params) => (
        <TextField {...params} label={label} placeholder={t('Coupons.Admin.SearchHint')} />
      )}
    />
  );
}

/** The same search for one record (a personal coupon's customer). */
export function SingleLookupPicker({
  kind,
  label,
  value,
  onChange,
}: {
  kind: CouponLookupKind;
  label: string;
  value: CouponLookup | null;
  onChange: (value: CouponLookup | null) => void;
}) {
  const t = useT();
  const api = useApi();
  const { culture } = useCulture();
  const [query, setQuery] = useState('');
  const found = useQuery({
    ...couponLookupQueryOptions(api, kind, query.trim(), culture),
    placeholderData: keepPreviousData,
  });
  return (
    <Autocomplete
      options={found.data ?? []}
      value={value}
      onChange={(_event, next) => onChange(next)}
      onInputChange={(_event, next) => setQuery(next)}
      getOptionLabel={(option) => option.Name}
      isOptionEqualToValue={(option, picked) => option.Id === picked.Id}
      filterOptions={(options) => options}
      loading={found.isFetching}
      noOptionsText={t('Coupons.Admin.NoOptions')}
      renderInput={(params) => (
        <TextField {...params} label={label} placeholder={t('Coupons.Admin.SearchHint')} />
      )}
    />
  );
}
