import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type StaffCountry,
  type StaffMapsSettings,
  StaffMapsSettingsSchema,
  type StaffPickupPoint,
} from '@vitrine/api-client';
import { translateMessage } from '@vitrine/validation';
import { type ComponentProps, type FormEvent, memo, useMemo, useState } from 'react';
import { useApi } from '../../lib/api-context';
import { EditorForm } from '../../lib/editor-form';
import { useCulture, useT } from '../../lib/i18n-context';
import { MasterDetail } from '../../lib/master-detail';
import { refusalOf } from '../../lib/refusal';
import { useDocumentTitle } from '../../lib/use-document-title';
import { NEW_RECORD, useMasterDetail } from '../../lib/use-master-detail';
import { mapsSettingsQueryOptions, pickupPointsQueryOptions, pointCountriesQueryOptions } from './queries';
import { type PointField, usePickupPointForm } from './use-pickup-point-form';

/**
 * The pickup points area (admins): the points of the 'static' carrier, the shop's own (a counter,
 * a partner's shop), offered by its pickup-point delivery methods and searched by distance; and
 * the maps key the storefront's maps use. A point is deactivated rather than deleted: orders
 * that chose it keep pointing at it.
 */
export function PickupPointsPage({ title }: { title: string }) {
  const t = useT();
  const api = useApi();
  const { culture } = useCulture();
  useDocumentTitle(title);
  const points = useQuery(pickupPointsQueryOptions(api));
  const countries = useQuery(pointCountriesQueryOptions(api, culture));
  const selection = useMasterDetail();
  const chosen = selection.isNew ? null : points.data?.find((point) => point.Id === selection.selectedKey);
  const nameOf = (code: string) => countries.data?.find((country) => country.Code === code)?.Name ?? code;
  // A new point starts in the first country the shop delivers to.
  const firstCountry =
    countries.data?.find((country) => country.IsShippingCountry)?.Code ?? countries.data?.[0]?.Code ?? '';

  return (
    <>
      <MasterDetail
        title={title}
        intro={
          <Typography color="text.secondary" sx={{ mb: 2, maxWidth: '75ch' }}>
            {t('Backoffice.PickupPointsIntro')}
          </Typography>
        }
        listTitle={t('Backoffice.PickupPointsList')}
        listWidth={360}
        filter={
          <Button variant="outlined" size="small" onClick={selection.selectNew} sx={{ mb: 1 }}>
            {t('Backoffice.PickupPointsNew')}
          </Button>
        }
        items={points.data}
        isLoading={points.isPending}
        emptyMessage={t('Backoffice.PickupPointsEmpty')}
        getKey={(point) => point.Id}
        renderItem={(point) => (
          <>
            <ListItemText
              primary={point.Name}
              secondary={`${point.PostalCode} ${point.City}, ${nameOf(point.CountryCode)}`}
            />
            {!point.IsActive && <Chip size="small" label={t('Backoffice.PickupPointsInactive')} />}
          </>
        )}
        selection={selection}
        chooseMessage={t('Backoffice.PickupPointsChoose')}
        detail={
          countries.data && (selection.isNew || chosen) ? (
            <PointForm
              key={chosen?.Id ?? NEW_RECORD}
              point={chosen ?? null}
              countries={countries.data}
              countryCode={firstCountry}
              justCreated={chosen !== undefined && chosen?.Id === selection.justCreated}
              onSaved={(saved, created) => (created ? selection.selectCreated : selection.select)(saved.Id)}
            />
          ) : null
        }
      />
      <MapsKeyForm />
    </>
  );
}

const DECIMAL = { htmlInput: { inputMode: 'decimal' } } as const;
const NATIVE_SELECT = { select: { native: true }, inputLabel: { shrink: true } } as const;

type TextFieldName = Exclude<PointField, 'IsActive'>;

/**
 * One text field of the point, its message in place of its hint. Memoised: typing in one field
 * draws that field again, not the eleven others.
 */
const PointTextField = memo(function PointTextField({
  name,
  value,
  error,
  onChange,
  helperText,
  ...props
}: Omit<ComponentProps<typeof TextField>, 'name' | 'value' | 'error' | 'onChange'> & {
  name: TextFieldName;
  value: string;
  error: string | undefined;
  onChange: (name: TextFieldName, value: string) => void;
}) {
  const t = useT();
  return (
    <TextField
      {...props}
      value={value}
      onChange={(event) => onChange(name, event.target.value)}
      error={error !== undefined}
      helperText={error ? translateMessage(error, t) : helperText}
    />
  );
});

function PointForm({
  point,
  countries,
  countryCode,
  justCreated,
  onSaved,
}: {
  point: StaffPickupPoint | null;
  countries: readonly StaffCountry[];
  countryCode: string;
  /** The point was just created by the new-point form: say it was saved. */
  justCreated: boolean;
  onSaved: (point: StaffPickupPoint, created: boolean) => void;
}) {
  const t = useT();
  const form = usePickupPointForm({ point, countryCode, justCreated, onSaved });
  const { fields, errors, setField } = form;
  const options = useMemo(
    () =>
      countries.map((country) => (
        <option key={country.Code} value={country.Code}>
          {country.Name}
        </option>
      )),
    [countries],
  );
  const bound = (name: TextFieldName) => ({
    name,
    value: fields[name],
    error: errors[name],
    onChange: setField,
  });

  return (
    <EditorForm
      state={form.state}
      title={point ? point.Name : t('Backoffice.PickupPointsNew')}
      savedMessage={t('Backoffice.PickupPointsSaved')}
    >
      <Stack spacing={2}>
        <PointTextField {...bound('Name')} label={t('Backoffice.PickupPointsName')} required />
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '3fr 1fr' } }}>
          <PointTextField {...bound('Street')} label={t('Backoffice.PickupPointsStreet')} required />
          <PointTextField {...bound('HouseNumber')} label={t('Backoffice.PickupPointsHouseNumber')} />
        </Box>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 2fr' } }}>
          <PointTextField {...bound('PostalCode')} label={t('Backoffice.PickupPointsPostalCode')} required />
          <PointTextField {...bound('City')} label={t('Backoffice.PickupPointsCity')} required />
        </Box>
        <PointTextField
          {...bound('CountryCode')}
          select
          label={t('Backoffice.PickupPointsCountry')}
          required
          slotProps={NATIVE_SELECT}
        >
          {options}
        </PointTextField>
        <PointTextField {...bound('Phone')} label={t('Backoffice.PickupPointsPhone')} type="tel" />
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          <PointTextField
            {...bound('Latitude')}
            label={t('Backoffice.PickupPointsLatitude')}
            required
            helperText={t('Backoffice.PickupPointsCoordinatesHint')}
            slotProps={DECIMAL}
          />
          <PointTextField
            {...bound('Longitude')}
            label={t('Backoffice.PickupPointsLongitude')}
            required
            helperText={t('Backoffice.PickupPointsCoordinatesHint')}
            slotProps={DECIMAL}
          />
        </Box>
        <PointTextField
          {...bound('OpeningHours')}
          label={t('Backoffice.PickupPointsOpeningHours')}
          multiline
          minRows={3}
          helperText={t('Backoffice.PickupPointsOpeningHoursHint')}
        />
        <Box>
          <FormControlLabel
            control={
              <Checkbox
                checked={fields.IsActive}
                onChange={(event) => setField('IsActive', event.target.checked)}
              />
            }
            label={t('Backoffice.PickupPointsActive')}
          />
          <FormHelperText sx={{ mt: 0 }}>{t('Backoffice.PickupPointsActiveHint')}</FormHelperText>
        </Box>
      </Stack>
    </EditorForm>
  );
}

/** The maps key staff set (GoogleFrontAPIKey); empty, the key configured on the server is used. */
function MapsKeyForm() {
  const api = useApi();
  const settings = useQuery(mapsSettingsQueryOptions(api));
  if (!settings.data) return null;
  return <MapsKeyFields initial={settings.data.GoogleFrontAPIKey ?? ''} />;
}

function MapsKeyFields({ initial }: { initial: string }) {
  const t = useT();
  const api = useApi();
  const queryClient = useQueryClient();
  const [key, setKey] = useState(initial);
  const [saved, setSaved] = useState(false);
  const [failure, setFailure] = useState<string | undefined>();
  const save = useMutation({
    mutationFn: (body: StaffMapsSettings) => api.pickupPoints.staff.setMapsSettings(body),
    onSuccess: (answer) => {
      setSaved(true);
      setKey(answer.GoogleFrontAPIKey ?? '');
      queryClient.setQueryData(mapsSettingsQueryOptions(api).queryKey, answer);
    },
    onError: (error) => setFailure(refusalOf(error) ?? 'Core.Error'),
  });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSaved(false);
    setFailure(undefined);
    const body = { GoogleFrontAPIKey: key.trim() === '' ? null : key.trim() };
    const checked = StaffMapsSettingsSchema.safeParse(body);
    if (!checked.success) {
      setFailure(checked.error.issues[0]?.message);
      return;
    }
    save.mutate(body);
  }

  return (
    <Box sx={{ mt: 2 }}>
      <EditorForm
        state={{ onSubmit, saved, failure, isSaving: save.isPending }}
        title={t('Backoffice.MapsSettings')}
        savedMessage={t('Backoffice.MapsKeySaved')}
      >
        <TextField
          fullWidth
          label={t('Backoffice.MapsKey')}
          value={key}
          onChange={(event) => setKey(event.target.value)}
          helperText={t('Backoffice.MapsKeyHint')}
          slotProps={{ htmlInput: { autoComplete: 'off', spellCheck: false } }}
        />
      </EditorForm>
    </Box>
  );
}
