import type { Country } from '@vitrine/api-client';
import { translateMessage } from '@vitrine/validation';
import type { HTMLInputAutoCompleteAttribute, HTMLInputTypeAttribute, ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from '../i18n/translation-context';

/** The form's fields have fixed ids (one checkout per page): labels, messages and the error list point at them. */
export const fieldId = (name: string) => `checkout-${name}`;
export const errorId = (name: string) => `${fieldId(name)}-error`;

interface FieldProps {
  name: string;
  /** The input's id when the page has two fields of this name (a modal's form): `checkout-{name}` otherwise. */
  id?: string | undefined;
  label: string;
  /** The encoded message of the field's error (the client's rules or the server's). */
  error?: string | undefined;
  registration: UseFormRegisterReturn;
  required?: boolean;
  autoComplete?: HTMLInputAutoCompleteAttribute;
  /** Further descriptions (a hint, the VAT check's outcome), by id. */
  describedBy?: string | undefined;
  /** Invalid for another reason than a rule (the VAT register does not know the number). */
  invalid?: boolean;
  /** Extra classes of the group (its width in the grid, the VAT check's style). */
  className?: string | undefined;
  children?: ReactNode;
}

function groupClass(error: string | undefined, className: string | undefined) {
  return ['form-field', error ? 'form-field--invalid' : '', className ?? ''].filter(Boolean).join(' ');
}

function describedBy(id: string, error: string | undefined, more: string | undefined) {
  return [error ? `${id}-error` : '', more ?? ''].filter(Boolean).join(' ') || undefined;
}

function FieldLabel({ id, label, required }: { id: string; label: string; required: boolean }) {
  const { t } = useTranslation();
  return (
    <label htmlFor={id}>
      {label}
      {required ? null : (
        <>
          {' '}
          <span className="form-optional">{t('Checkout.Optional')}</span>
        </>
      )}
    </label>
  );
}

function FieldError({ id, error }: { id: string; error: string | undefined }) {
  const { t } = useTranslation();
  return error ? (
    <span className="form-error" id={`${id}-error`}>
      {translateMessage(error, t)}
    </span>
  ) : null;
}

/** A labelled text input with its message linked by aria-describedby; optional ones say so. */
export function TextField({
  type = 'text',
  inputMode,
  ...props
}: FieldProps & {
  type?: HTMLInputTypeAttribute;
  inputMode?: 'text' | 'email' | 'tel' | 'numeric';
}) {
  const { name, label, error, registration, required = false, autoComplete, className } = props;
  const id = props.id ?? fieldId(name);
  return (
    <div className={groupClass(error, className)}>
      <FieldLabel id={id} label={label} required={required} />
      <input
        id={id}
        type={type}
        inputMode={inputMode}
        autoComplete={autoComplete}
        aria-required={required || undefined}
        aria-invalid={error || props.invalid ? true : undefined}
        aria-describedby={describedBy(id, error, props.describedBy)}
        {...registration}
      />
      <FieldError id={id} error={error} />
      {props.children}
    </div>
  );
}

/** A country select over the countries the shop delivers to, named in the page's culture. */
export function CountryField({
  countries,
  ...props
}: Omit<FieldProps, 'required'> & { countries: readonly Country[] }) {
  const { name, label, error, registration, autoComplete, className } = props;
  const id = props.id ?? fieldId(name);
  return (
    <div className={groupClass(error, className)}>
      <FieldLabel id={id} label={label} required />
      <select
        id={id}
        autoComplete={autoComplete}
        aria-required
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, props.describedBy)}
        {...registration}
      >
        {countries.map((country) => (
          <option key={country.Code} value={country.Code}>
            {country.Name}
          </option>
        ))}
      </select>
      <FieldError id={id} error={error} />
    </div>
  );
}
