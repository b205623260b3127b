import Autocomplete from '@mui/material/Autocomplete';
import ListItemText from '@mui/material/ListItemText';
import TextField from '@mui/material/TextField';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { SalesCustomer } from '@vitrine/api-client';
import { CUSTOMER_SEARCH_MIN_LENGTH, canSearchCustomers } from '@vitrine/validation';
import { useState } from 'react';
import { useApi } from '../../lib/api-context';
import { useT } from '../../lib/i18n-context';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { salesCustomersQueryOptions } from './queries';

/** How long typing pauses before the server is asked (one request per pause, not per key). */
export const CUSTOMER_SEARCH_DEBOUNCE_MS = 300;

export const customerName = (customer: SalesCustomer) =>
  `${customer.FirstName} ${customer.LastName}`.trim() || customer.Email;

/** What tells two customers apart besides the e-mail: the name and the company they buy as. */
const customerDetails = (customer: SalesCustomer) =>
  [`${customer.FirstName} ${customer.LastName}`.trim(), customer.Company].filter(Boolean).join(' · ');

/**
 * The customer picker (spec 001 §1 "pick a customer (searched by e-mail)"): the server is asked
 * once typing pauses and only from two characters on (§9); each customer shows with their name
 * and company. MUI's combobox gives the keyboard its usual keys (arrows, Enter, Escape).
 */
export function CustomerPicker({
  value,
  onChange,
}: {
  value: SalesCustomer | null;
  onChange: (customer: SalesCustomer | null) => void;
}) {
  const t = useT();
  const api = useApi();
  const [input, setInput] = useState(value?.Email ?? '');
  const typed = input.trim();
  const settled = useDebouncedValue(typed, CUSTOMER_SEARCH_DEBOUNCE_MS);
  // The picked customer's own address in the field is no new search.
  const searching = canSearchCustomers(settled) && settled !== value?.Email;
  const found = useQuery({
    ...salesCustomersQueryOptions(api, settled),
    enabled: searching,
    placeholderData: keepPreviousData,
  });
  const tooShort = !canSearchCustomers(typed);
  const waiting = !tooShort && (typed !== settled || (searching && found.isFetching));
  const options = tooShort || !searching ? (value ? [value] : []) : (found.data ?? []);
  const failed = searching && found.isError;
  const hint = t('SalesDesk.CustomerTypeMore', { min: CUSTOMER_SEARCH_MIN_LENGTH });

  return (
    <Autocomplete
      options={options}
      value={value}
      onChange={(_event, next) => onChange(next)}
      inputValue={input}
      onInputChange={(_event, next) => setInput(next)}
      getOptionLabel={(option) => option.Email}
      isOptionEqualToValue={(option, picked) => option.CustomerId === picked.CustomerId}
      // The server filtered already; MUI's own filter would hide matches in the middle of a word.
      filterOptions={(all) => all}
      openText={t('SalesDesk.OpenSuggestions')}
      closeText={t('Core.Close')}
      clearText={t('SalesDesk.Clear')}
      loading={waiting}
      loadingText={t('SalesDesk.CustomerLoading')}
      noOptionsText={tooShort ? hint : failed ? t('SalesDesk.CustomerError') : t('SalesDesk.CustomerNone')}
      renderOption={({ key, ...props }, option) => (
        <li key={key} {...props}>
          <ListItemText primary={option.Email} secondary={customerDetails(option) || null} />
        </li>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          label={t('SalesDesk.CustomerLabel')}
          type="search"
          error={failed}
          helperText={failed ? t('SalesDesk.CustomerError') : value ? customerDetails(value) || hint : hint}
        />
      )}
    />
  );
}
