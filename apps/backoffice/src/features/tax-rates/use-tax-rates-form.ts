import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  EDITABLE_TAX_CLASSES,
  type EditableTaxClass,
  type StaffTaxCountry,
  type StaffTaxRatesInput,
  StaffTaxRatesInputSchema,
} from '@vitrine/api-client';
import type { Culture } from '@vitrine/i18n';
import { type FormEvent, useState } from 'react';
import { useApi } from '../../lib/api-context';
import { useCulture } from '../../lib/i18n-context';
import { refusalOf } from '../../lib/refusal';
import { TAX_RATES_KEY, taxRatesQueryOptions } from './queries';

/** What staff typed per class: a percent in their culture's writing, or nothing. */
export type RateFields = Record<EditableTaxClass, string>;
export type RateErrors = Partial<Record<EditableTaxClass, string>>;

function decimalSeparator(culture: Culture): string {
  return (
    new Intl.NumberFormat(culture).formatToParts(1.5).find((part) => part.type === 'decimal')?.value ?? '.'
  );
}

/** The country's own rates as the fields show them ("5,5" in French); a class without one is empty. */
export function rateFields(country: StaffTaxCountry, culture: Culture): RateFields {
  const separator = decimalSeparator(culture);
  const own = (taxClass: EditableTaxClass) => {
    const rate = country.Rates.find((entry) => entry.TaxClass === taxClass)?.Rate ?? null;
    return rate === null ? '' : String(rate).replace('.', separator);
  };
  return { standard: own('standard'), reduced: own('reduced'), 'super-reduced': own('super-reduced') };
}

/**
 * The request the fields make, or the message of each field that is wrong, checked with the
 * contract's own schema: an empty field leaves its class out (the next higher class's rate
 * applies), and a member state of the EU keeps its standard rate, as the server checks.
 */
export function readRateFields(
  fields: RateFields,
  country: Pick<StaffTaxCountry, 'IsEu'>,
): { input: StaffTaxRatesInput } | { errors: RateErrors } {
  const given = EDITABLE_TAX_CLASSES.filter((taxClass) => fields[taxClass].trim() !== '');
  const input = {
    Rates: given.map((taxClass) => ({
      TaxClass: taxClass,
      Rate: Number(fields[taxClass].trim().replace(',', '.')),
    })),
  };
  const errors: RateErrors = {};
  const checked = StaffTaxRatesInputSchema.safeParse(input);
  if (!checked.success)
    for (const issue of checked.error.issues) {
      const [, index] = issue.path;
      const taxClass = typeof index === 'number' ? given[index] : 'standard';
      if (taxClass && !errors[taxClass]) errors[taxClass] = issue.message;
    }
  if (country.IsEu && !given.includes('standard') && !errors.standard)
    errors.standard = 'Backoffice.TaxRateStandardRequired';
  return Object.keys(errors).length ? { errors } : { input };
}

/**
 * One country's rates being edited: the fields, their messages, the server's refusal and the save.
 * A saved country replaces its row at once (and the list is read again behind it).
 */
export function useTaxRatesForm(country: StaffTaxCountry, onSaved: (saved: StaffTaxCountry) => void) {
  const api = useApi();
  const { culture } = useCulture();
  const queryClient = useQueryClient();
  const [fields, setFields] = useState<RateFields>(() => rateFields(country, culture));
  const [errors, setErrors] = useState<RateErrors>({});
  const [failure, setFailure] = useState<string | undefined>();
  const save = useMutation({
    mutationFn: (input: StaffTaxRatesInput) => api.staffTaxRates.set(country.Code, input, culture),
    onSuccess: async (saved) => {
      queryClient.setQueryData(taxRatesQueryOptions(api, culture).queryKey, (list) =>
        list?.map((entry) => (entry.Code === saved.Code ? saved : entry)),
      );
      onSaved(saved);
      await queryClient.invalidateQueries({ queryKey: TAX_RATES_KEY });
    },
    onError: (error) => setFailure(refusalOf(error) ?? 'Core.Error'),
  });

  return {
    fields,
    errors,
    failure,
    isSaving: save.isPending,
    setField: (taxClass: EditableTaxClass, value: string) => {
      setFields((current) => ({ ...current, [taxClass]: value }));
      setErrors((current) => ({ ...current, [taxClass]: undefined }));
    },
    onSubmit: (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      setFailure(undefined);
      const read = readRateFields(fields, country);
      if ('errors' in read) {
        setErrors(read.errors);
        return;
      }
      setErrors({});
      save.mutate(read.input);
    },
  };
}
