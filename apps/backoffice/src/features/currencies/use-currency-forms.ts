import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type BackofficeCurrency,
  isApiError,
  type RateLoadResult,
  type SaveCurrencyRequest,
  SaveCurrencyRequestSchema,
  type SetTodayRateRequest,
  SetTodayRateRequestSchema,
} from '@vitrine/api-client';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useApi } from '../../lib/api-context';
import { useCulture } from '../../lib/i18n-context';
import { CURRENCIES_KEY } from './queries';

/** The first message key the server gave for the field, or the problem's first one. */
function refusalOf(error: unknown, field: string): string | undefined {
  if (!isApiError(error) || (error.status !== 400 && error.status !== 422)) return undefined;
  return error.fieldErrors(field)[0] ?? Object.values(error.problem?.errors ?? {}).flat()[0];
}

function useSaveState() {
  const [saved, setSaved] = useState(false);
  const [failure, setFailure] = useState<string | undefined>();
  return { saved, setSaved, failure, setFailure };
}

/** Whether the currency is offered and where it stands in the switcher's list. */
export function useCurrencyForm(currency: BackofficeCurrency) {
  const api = useApi();
  const { culture } = useCulture();
  const queryClient = useQueryClient();
  const state = useSaveState();
  const form = useForm<SaveCurrencyRequest>({
    resolver: zodResolver(SaveCurrencyRequestSchema),
    defaultValues: { IsActive: currency.IsActive, SortOrder: currency.SortOrder },
  });
  const save = useMutation({
    mutationFn: (values: SaveCurrencyRequest) =>
      api.currency.saveCurrency(currency.CurrencyCode, values, culture),
    onSuccess: async (updated) => {
      state.setSaved(true);
      form.reset({ IsActive: updated.IsActive, SortOrder: updated.SortOrder });
      await queryClient.invalidateQueries({ queryKey: CURRENCIES_KEY });
    },
    onError: (error) => state.setFailure(refusalOf(error, 'IsActive')),
  });
  const onSubmit = form.handleSubmit((values) => {
    state.setSaved(false);
    state.setFailure(undefined);
    save.mutate(values);
  });
  return { form, onSubmit, saved: state.saved, failure: state.failure, isSaving: save.isPending };
}

/** Today's rate, set by hand (it wins over the ECB's for today). */
export function useTodayRateForm(currency: BackofficeCurrency) {
  const api = useApi();
  const { culture } = useCulture();
  const queryClient = useQueryClient();
  const state = useSaveState();
  const form = useForm<SetTodayRateRequest>({
    resolver: zodResolver(SetTodayRateRequestSchema),
    defaultValues: { Rate: currency.Rate ?? '' },
  });
  const save = useMutation({
    mutationFn: (values: SetTodayRateRequest) =>
      api.currency.setTodayRate(currency.CurrencyCode, values, culture),
    onSuccess: async (updated) => {
      state.setSaved(true);
      form.reset({ Rate: updated.Rate ?? '' });
      await queryClient.invalidateQueries({ queryKey: CURRENCIES_KEY });
    },
    onError: (error) => state.setFailure(refusalOf(error, 'Rate')),
  });
  const onSubmit = form.handleSubmit((values) => {
    state.setSaved(false);
    state.setFailure(undefined);
    save.mutate(values);
  });
  return { form, onSubmit, saved: state.saved, failure: state.failure, isSaving: save.isPending };
}

/** "Load the ECB rates now": the configured source's day of rates, and what it did. */
export function useLoadRates() {
  const api = useApi();
  const queryClient = useQueryClient();
  const [result, setResult] = useState<RateLoadResult | null>(null);
  const load = useMutation({
    mutationFn: () => api.currency.loadRates(),
    onSuccess: async (answer) => {
      setResult(answer);
      await queryClient.invalidateQueries({ queryKey: CURRENCIES_KEY });
    },
  });
  return { result, load: () => load.mutate(), isLoading: load.isPending };
}
