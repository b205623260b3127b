import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type StaffCountry,
  type StaffShippingMethod,
  type StaffShippingMethodInput,
  StaffShippingMethodInputSchema,
} from '@vitrine/api-client';
import { CULTURES, type Culture } from '@vitrine/i18n';
import { type FormEvent, useState } from 'react';
import { useApi } from '../../lib/api-context';
import { EditorForm } from '../../lib/editor-form';
import { useCulture, useT } from '../../lib/i18n-context';
import { MasterDetail } from '../../lib/master-detail';
import { refusalOf } from '../../lib/refusal';
import { useDocumentTitle } from '../../lib/use-document-title';
import { NEW_RECORD, useMasterDetail } from '../../lib/use-master-detail';
import { SHIPPING_KEY, shippingCountriesQueryOptions, shippingMethodsQueryOptions } from './queries';

/**
 * The shipping area: delivery methods (names and information per culture, free-from amount,
 * order, active or not, to an address or to a pickup point) with their cost per shipping country,
 * and the countries the shop delivers to. A method is disabled rather than deleted: carts and
 * orders keep pointing at it.
 */
export function ShippingPage({ title }: { title: string }) {
  const t = useT();
  const api = useApi();
  const { culture } = useCulture();
  useDocumentTitle(title);
  const methods = useQuery(shippingMethodsQueryOptions(api));
  const countries = useQuery(shippingCountriesQueryOptions(api, culture));
  const selection = useMasterDetail();
  const served = (countries.data ?? []).filter((country) => country.IsShippingCountry);
  const chosen = selection.isNew ? null : methods.data?.find((method) => method.Id === selection.selectedKey);
  const nameOf = (method: StaffShippingMethod) =>
    method.Translations[culture]?.Name ?? method.Translations.fr?.Name ?? method.Key;

  return (
    <>
      <MasterDetail
        title={title}
        listTitle={t('Shipping.Methods')}
        filter={
          <Button variant="outlined" size="small" onClick={selection.selectNew} sx={{ mb: 1 }}>
            {t('Shipping.NewMethod')}
          </Button>
        }
        items={methods.data}
        isLoading={methods.isPending}
        getKey={(method) => method.Id}
        renderItem={(method) => (
          <>
            <ListItemText primary={nameOf(method)} secondary={method.Key} />
            {!method.IsActive && <Chip size="small" label={t('Shipping.Inactive')} />}
          </>
        )}
        selection={selection}
        chooseMessage={t('Shipping.Methods')}
        detail={
          selection.isNew || chosen ? (
            <MethodForm
              key={chosen?.Id ?? NEW_RECORD}
              method={chosen ?? null}
              countries={served}
              justCreated={chosen !== undefined && chosen?.Id === selection.justCreated}
              onSaved={(saved, created) => (created ? selection.selectCreated : selection.select)(saved.Id)}
            />
          ) : null
        }
      />
      {countries.data ? <CountriesForm key={culture} countries={countries.data} /> : null}
    </>
  );
}

function emptyTexts(): StaffShippingMethodInput['Translations'] {
  return Object.fromEntries(
    CULTURES.map((culture) => [culture, { Name: '', Description: '' }]),
  ) as StaffShippingMethodInput['Translations'];
}

function MethodForm({
  method,
  countries,
  justCreated,
  onSaved,
}: {
  method: StaffShippingMethod | null;
  countries: readonly StaffCountry[];
  /** The method was just created by the new-method form: say it was saved. */
  justCreated: boolean;
  onSaved: (method: StaffShippingMethod, created: boolean) => void;
}) {
  const t = useT();
  const api = useApi();
  const queryClient = useQueryClient();
  const [key, setKey] = useState(method?.Key ?? '');
  const [texts, setTexts] = useState(() => ({
    ...emptyTexts(),
    ...Object.fromEntries(
      Object.entries(method?.Translations ?? {}).map(([culture, text]) => [
        culture,
        { Name: text.Name, Description: text.Description },
      ]),
    ),
  }));
  const [freeFrom, setFreeFrom] = useState(
    method?.FreeFrom === null || !method ? '' : String(method.FreeFrom),
  );
  const [sortOrder, setSortOrder] = useState(String(method?.SortOrder ?? 0));
  const [active, setActive] = useState(method?.IsActive ?? true);
  const [pickupPoint, setPickupPoint] = useState(method?.IsPickupPoint ?? false);
  const [costs, setCosts] = useState<Record<string, string>>(() =>
    Object.fromEntries((method?.Costs ?? []).map((cost) => [cost.CountryCode, String(cost.Cost)])),
  );
  const [saved, setSaved] = useState(justCreated);
  const [failure, setFailure] = useState<string | undefined>();

  const save = useMutation({
    mutationFn: (input: StaffShippingMethodInput) =>
      method ? api.shipping.staff.updateMethod(method.Id, input) : api.shipping.staff.createMethod(input),
    onSuccess: async (result) => {
      setSaved(true);
      await queryClient.invalidateQueries({ queryKey: SHIPPING_KEY });
      onSaved(result, method === null);
    },
    onError: (error) => setFailure(refusalOf(error) ?? 'Core.Error'),
  });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSaved(false);
    setFailure(undefined);
    const input = {
      Key: key,
      Carrier: method?.Carrier ?? 'static',
      IsPickupPoint: pickupPoint,
      Translations: texts,
      FreeFrom: freeFrom.trim() === '' ? null : Number(freeFrom.replace(',', '.')),
      IsActive: active,
      SortOrder: Number(sortOrder),
      Costs: Object.entries(costs)
        .filter(([, cost]) => cost.trim() !== '')
        .map(([CountryCode, cost]) => ({ CountryCode, Cost: Number(cost.replace(',', '.')) })),
    };
    const checked = StaffShippingMethodInputSchema.safeParse(input);
    if (!checked.success) {
      setFailure(checked.error.issues[0]?.message);
      return;
    }
    save.mutate(input);
  }

  return (
    <EditorForm
      state={{ onSubmit, saved, failure, isSaving: save.isPending }}
      title={method ? texts.fr?.Name || method.Key : t('Shipping.NewMethod')}
      savedMessage={t('Shipping.Saved')}
    >
      <Stack spacing={2}>
        <TextField
          label={t('Shipping.Key')}
          value={key}
          onChange={(event) => setKey(event.target.value)}
          required
        />
        {CULTURES.map((culture: Culture) => (
          <Box
            key={culture}
            sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', sm: '1fr 2fr' } }}
          >
            <TextField
              label={t('Shipping.NameIn', { culture })}
              value={texts[culture]?.Name ?? ''}
              onChange={(event) =>
                setTexts((current) => ({
                  ...current,
                  [culture]: { Name: event.target.value, Description: current[culture]?.Description ?? '' },
                }))
              }
              required
            />
            <TextField
              label={t('Shipping.DescriptionIn', { culture })}
              value={texts[culture]?.Description ?? ''}
              onChange={(event) =>
                setTexts((current) => ({
                  ...current,
                  [culture]: { Name: current[culture]?.Name ?? '', Description: event.target.value },
                }))
              }
            />
          </Box>
        ))}
        <TextField
          label={t('Shipping.FreeFrom')}
          value={freeFrom}
          onChange={(event) => setFreeFrom(event.target.value)}
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        />
        <TextField
          label={t('Shipping.SortOrder')}
          value={sortOrder}
          onChange={(event) => setSortOrder(event.target.value)}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
        <FormControlLabel
          control={<Checkbox checked={active} onChange={(event) => setActive(event.target.checked)} />}
          label={t('Shipping.Active')}
        />
        <Box>
          <FormControlLabel
            control={
              <Checkbox checked={pickupPoint} onChange={(event) => setPickupPoint(event.target.checked)} />
            }
            label={t('Backoffice.ShippingIsPickupPoint')}
          />
          <FormHelperText sx={{ mt: 0 }}>{t('Backoffice.ShippingIsPickupPointHint')}</FormHelperText>
        </Box>
        <Typography component="h3" variant="subtitle1">
          {t('Shipping.Costs')}
        </Typography>
        <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          {countries.map((country) => (
            <TextField
              key={country.Code}
              label={t('Shipping.CostFor', { country: country.Name })}
              value={costs[country.Code] ?? ''}
              onChange={(event) =>
                setCosts((current) => ({ ...current, [country.Code]: event.target.value }))
              }
              slotProps={{ htmlInput: { inputMode: 'decimal' } }}
            />
          ))}
        </Box>
      </Stack>
    </EditorForm>
  );
}

function CountriesForm({ countries }: { countries: readonly StaffCountry[] }) {
  const t = useT();
  const api = useApi();
  const { culture } = useCulture();
  const queryClient = useQueryClient();
  const [chosen, setChosen] = useState(
    () => new Set(countries.filter((country) => country.IsShippingCountry).map((country) => country.Code)),
  );
  const [saved, setSaved] = useState(false);
  const [failure, setFailure] = useState<string | undefined>();
  const save = useMutation({
    mutationFn: (codes: string[]) =>
      api.shipping.staff.setShippingCountries({ ShippingCountryCodes: codes }, culture),
    onSuccess: async () => {
      setSaved(true);
      await queryClient.invalidateQueries({ queryKey: SHIPPING_KEY });
    },
    onError: (error) => setFailure(refusalOf(error) ?? 'Core.Error'),
  });
  return (
    <Box sx={{ mt: 2 }}>
      <EditorForm
        state={{
          onSubmit: (event) => {
            event.preventDefault();
            setSaved(false);
            setFailure(undefined);
            if (!chosen.size) {
              setFailure('Shipping.CountriesRequired');
              return;
            }
            save.mutate([...chosen]);
          },
          saved,
          failure,
          isSaving: save.isPending,
        }}
        title={t('Shipping.Countries')}
        savedMessage={t('Shipping.CountriesSaved')}
      >
        <FormGroup sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' } }}>
          {countries.map((country) => (
            <FormControlLabel
              key={country.Code}
              control={
                <Checkbox
                  checked={chosen.has(country.Code)}
                  onChange={(event) =>
                    setChosen((current) => {
                      const next = new Set(current);
                      if (event.target.checked) next.add(country.Code);
                      else next.delete(country.Code);
                      return next;
                    })
                  }
                />
              }
              label={country.Name}
            />
          ))}
        </FormGroup>
      </EditorForm>
    </Box>
  );
}
