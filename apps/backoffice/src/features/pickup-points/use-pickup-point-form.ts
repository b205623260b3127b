import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  isApiError,
  type StaffPickupPoint,
  type StaffPickupPointInput,
  StaffPickupPointInputSchema,
} from '@vitrine/api-client';
import { type FormEvent, useCallback, useState } from 'react';
import { useApi } from '../../lib/api-context';
import { refusalOf } from '../../lib/refusal';
import { PICKUP_POINTS_KEY } from './queries';

/** The point's fields as staff type them: text throughout, opening hours one range per line. */
export interface PointFields {
  Name: string;
  Street: string;
  HouseNumber: string;
  PostalCode: string;
  City: string;
  CountryCode: string;
  Phone: string;
  Latitude: string;
  Longitude: string;
  OpeningHours: string;
  IsActive: boolean;
}
export type PointField = keyof PointFields;
export type PointErrors = Partial<Record<PointField, string>>;

const FIELDS: readonly PointField[] = [
  'Name',
  'Street',
  'HouseNumber',
  'PostalCode',
  'City',
  'CountryCode',
  'Phone',
  'Latitude',
  'Longitude',
  'OpeningHours',
  'IsActive',
];
const isField = (name: unknown): name is PointField => FIELDS.includes(name as PointField);

/** Opening hours are kept as one string, a range per semicolon; the form shows a range per line. */
export const hoursAsLines = (stored: string) =>
  stored
    .split(';')
    .map((line) => line.trim())
    .filter(Boolean)
    .join('\n');
export const linesAsHours = (typed: string) =>
  typed
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .join(';');

export function pointFields(point: StaffPickupPoint | null, countryCode: string): PointFields {
  return {
    Name: point?.Name ?? '',
    Street: point?.Street ?? '',
    HouseNumber: point?.HouseNumber ?? '',
    PostalCode: point?.PostalCode ?? '',
    City: point?.City ?? '',
    CountryCode: point?.CountryCode ?? countryCode,
    Phone: point?.Phone ?? '',
    Latitude: point ? String(point.Latitude) : '',
    Longitude: point ? String(point.Longitude) : '',
    OpeningHours: hoursAsLines(point?.OpeningHours ?? ''),
    IsActive: point?.IsActive ?? true,
  };
}

/** A coordinate as typed (a decimal comma is read as a point); empty or not a number is refused. */
const coordinate = (typed: string) => {
  const text = typed.trim().replace(',', '.');
  return text === '' ? undefined : Number(text);
};

/** The request the fields make, or each wrong field's message, by the contract's own schema. */
export function readPointFields(
  fields: PointFields,
): { input: StaffPickupPointInput } | { errors: PointErrors } {
  const input = {
    ...fields,
    Phone: fields.Phone.trim() === '' ? null : fields.Phone,
    Latitude: coordinate(fields.Latitude),
    Longitude: coordinate(fields.Longitude),
    OpeningHours: linesAsHours(fields.OpeningHours),
  };
  const checked = StaffPickupPointInputSchema.safeParse(input);
  if (checked.success) return { input: checked.data };
  const errors: PointErrors = {};
  for (const issue of checked.error.issues) {
    const [field] = issue.path;
    if (isField(field) && !errors[field]) errors[field] = issue.message;
  }
  return { errors };
}

/**
 * A point of the 'static' carrier being created or edited: its fields, each field's message, the
 * server's refusal and the save. A refusal naming fields is shown at those fields.
 */
export function usePickupPointForm({
  point,
  countryCode,
  justCreated,
  onSaved,
}: {
  point: StaffPickupPoint | null;
  /** The country a new point starts in. */
  countryCode: string;
  justCreated: boolean;
  onSaved: (point: StaffPickupPoint, created: boolean) => void;
}) {
  const api = useApi();
  const queryClient = useQueryClient();
  const [fields, setFields] = useState(() => pointFields(point, countryCode));
  const [errors, setErrors] = useState<PointErrors>({});
  const [saved, setSaved] = useState(justCreated);
  const [failure, setFailure] = useState<string | undefined>();
  const save = useMutation({
    mutationFn: (input: StaffPickupPointInput) =>
      point ? api.pickupPoints.staff.update(point.Id, input) : api.pickupPoints.staff.create(input),
    onSuccess: async (result) => {
      setSaved(true);
      await queryClient.invalidateQueries({ queryKey: PICKUP_POINTS_KEY });
      onSaved(result, point === null);
    },
    onError: (error) => {
      const named: PointErrors = {};
      if (isApiError(error))
        for (const [path, messages] of Object.entries(error.problem?.errors ?? {})) {
          const field = path.split('.')[0];
          if (isField(field) && messages[0]) named[field] = messages[0];
        }
      if (Object.keys(named).length) setErrors(named);
      else setFailure(refusalOf(error) ?? 'Core.Error');
    },
  });

  // Stable, so that a field that did not change is not drawn again on every key.
  const setField = useCallback(<F extends PointField>(field: F, value: PointFields[F]) => {
    setFields((current) => ({ ...current, [field]: value }));
    setErrors((current) => (current[field] === undefined ? current : { ...current, [field]: undefined }));
  }, []);

  return {
    fields,
    errors,
    setField,
    state: {
      saved,
      failure,
      isSaving: save.isPending,
      onSubmit: (event: FormEvent<HTMLFormElement>) => {
        event.preventDefault();
        setSaved(false);
        setFailure(undefined);
        const read = readPointFields(fields);
        if ('errors' in read) {
          setErrors(read.errors);
          return;
        }
        setErrors({});
        save.mutate(read.input);
      },
    },
  };
}
