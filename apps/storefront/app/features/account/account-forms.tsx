import { zodResolver } from '@hookform/resolvers/zod';
import {
  type AccountEmailRequest,
  AccountEmailRequestSchema,
  type ChangePasswordRequest,
  ChangePasswordRequestSchema,
  type RegisterRequest,
  RegisterRequestSchema,
  type ResetPasswordRequest,
  ResetPasswordRequestSchema,
} from '@vitrine/api-client';
import { inApp, shopUrls } from '@vitrine/api-client/urls';
import { translateMessage } from '@vitrine/validation';
import { type ReactNode, useId, useState } from 'react';
import { type FieldValues, type Path, type UseFormReturn, useForm } from 'react-hook-form';
import { useApi } from '../../lib/api-context';
import { TextField } from '../checkout/checkout-fields';
import { useTranslation } from '../i18n/translation-context';
import { useSite } from '../layout/site-context';
import { accountRefusal } from './account-refusal';

/**
 * The account forms: register, forgot password, reset password, change password. Each validates
 * with the gateway's own schema, shows the server's field refusals beside their fields, and hands
 * a refusal of the whole request to `onRefused` (a modal closes with it as an error notice) or,
 * without one, shows it above the form (a page). Other failures are the error flow's.
 */
export interface FormOutcome {
  /** Called with the message key to show once the call succeeded. */
  onDone: (message: string) => void;
  onRefused?: ((message: string) => void) | undefined;
}

export function useAccountSubmit<T extends FieldValues>(
  form: UseFormReturn<T>,
  fields: readonly Path<T>[],
  call: (values: T) => Promise<string>,
  { onDone, onRefused }: FormOutcome,
) {
  const [refusal, setRefusal] = useState<string | null>(null);
  const submit = form.handleSubmit(async (values) => {
    setRefusal(null);
    let message: string;
    try {
      message = await call(values);
    } catch (error) {
      const outcome = accountRefusal(error, fields);
      if (outcome.kind === 'fields')
        for (const [name, text] of outcome.errors)
          form.setError(name as Path<T>, { type: 'server', message: text }, { shouldFocus: true });
      else if (outcome.kind === 'message') {
        if (onRefused) onRefused(outcome.key);
        else setRefusal(outcome.key);
      }
      return;
    }
    onDone(message);
  });
  return { submit, refusal };
}

/**
 * Where an account form goes when scripts do not run (with scripts it calls the API): posted, never
 * sent as a query, so a password cannot land in an address or a log; the login page's action reads
 * nothing and sends the visitor back to sign in with scripts on.
 */
export function useNoScriptTarget(returnUrl?: string | null) {
  const { culture } = useTranslation();
  const { basePath } = useSite();
  return {
    method: 'post' as const,
    action: inApp(basePath, shopUrls.login(culture, returnUrl ?? undefined)),
  };
}

export function FormShell({
  label,
  refusal,
  submit,
  busy,
  submitLabel,
  children,
}: {
  label: string;
  refusal: string | null;
  submit: (event?: React.BaseSyntheticEvent) => Promise<void>;
  busy: boolean;
  submitLabel: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const noScriptTarget = useNoScriptTarget();
  return (
    <form
      className="account-form"
      {...noScriptTarget}
      noValidate
      aria-label={label}
      onSubmit={(event) => {
        // A form in a modal must not submit a form around the modal's trigger.
        event.stopPropagation();
        void submit(event);
      }}
    >
      {refusal ? (
        <div className="notice notice--error" role="alert">
          {translateMessage(refusal, t)}
        </div>
      ) : null}
      {children}
      <div className="form-actions">
        <button type="submit" className="button button--primary" disabled={busy} aria-busy={busy}>
          {submitLabel}
        </button>
      </div>
    </form>
  );
}

function PasswordHint({ id }: { id: string }) {
  const { t } = useTranslation();
  return (
    <span className="form-hint" id={id}>
      {t('Security.PasswordHint')}
    </span>
  );
}

const REGISTER_FIELDS = ['Email', 'Password', 'ConfirmPassword', 'FirstName', 'LastName'] as const;

export function RegisterForm(outcome: FormOutcome) {
  const { t, culture } = useTranslation();
  const api = useApi();
  const id = useId();
  const form = useForm<RegisterRequest>({
    resolver: zodResolver(RegisterRequestSchema),
    defaultValues: {
      Email: '',
      Password: '',
      ConfirmPassword: '',
      FirstName: '',
      LastName: '',
      Culture: culture,
    },
  });
  const { submit, refusal } = useAccountSubmit(
    form,
    REGISTER_FIELDS,
    async (values) => {
      const { Email } = await api.security.register({ ...values, Culture: culture });
      return t('Security.RegisterSent', { email: Email });
    },
    outcome,
  );
  const { errors, isSubmitting } = form.formState;
  return (
    <FormShell
      label={t('Security.RegisterTitle')}
      refusal={refusal}
      submit={submit}
      busy={isSubmitting}
      submitLabel={t('Security.Register')}
    >
      <TextField
        name="FirstName"
        id={`${id}-FirstName`}
        label={t('Security.FirstName')}
        required
        autoComplete="given-name"
        error={errors.FirstName?.message}
        registration={form.register('FirstName')}
      />
      <TextField
        name="LastName"
        id={`${id}-LastName`}
        label={t('Security.LastName')}
        required
        autoComplete="family-name"
        error={errors.LastName?.message}
        registration={form.register('LastName')}
      />
      <TextField
        name="Email"
        id={`${id}-Email`}
        type="email"
        label={t('Security.Email')}
        required
        autoComplete="email"
        error={errors.Email?.message}
        registration={form.register('Email')}
      />
      <NewPasswordFields id={id} form={form} passwordLabel={t('Security.Password')} />
    </FormShell>
  );
}

export function ForgotPasswordForm(outcome: FormOutcome & { defaultEmail?: string }) {
  const { t, culture } = useTranslation();
  const api = useApi();
  const id = useId();
  const form = useForm<AccountEmailRequest>({
    resolver: zodResolver(AccountEmailRequestSchema),
    defaultValues: { Email: outcome.defaultEmail ?? '', Culture: culture },
  });
  const { submit, refusal } = useAccountSubmit(
    form,
    ['Email'],
    async (values) => {
      const { Email } = await api.security.forgotPassword({ ...values, Culture: culture });
      return t('Security.ForgotPasswordSent', { email: Email });
    },
    outcome,
  );
  const { errors, isSubmitting } = form.formState;
  return (
    <FormShell
      label={t('Security.ForgotPasswordTitle')}
      refusal={refusal}
      submit={submit}
      busy={isSubmitting}
      submitLabel={t('Security.SendResetLink')}
    >
      <p>{t('Security.ForgotPasswordIntro')}</p>
      <TextField
        name="Email"
        id={`${id}-Email`}
        type="email"
        label={t('Security.Email')}
        required
        autoComplete="email"
        error={errors.Email?.message}
        registration={form.register('Email')}
      />
    </FormShell>
  );
}

export function ResetPasswordForm(outcome: FormOutcome & { token: string }) {
  const { t } = useTranslation();
  const api = useApi();
  const id = useId();
  const form = useForm<ResetPasswordRequest>({
    resolver: zodResolver(ResetPasswordRequestSchema),
    defaultValues: { Token: outcome.token, Password: '', ConfirmPassword: '' },
  });
  const { submit, refusal } = useAccountSubmit(
    form,
    ['Password', 'ConfirmPassword'],
    async (values) => {
      await api.security.resetPassword(values);
      return t('Security.PasswordReset');
    },
    outcome,
  );
  const { isSubmitting } = form.formState;
  return (
    <FormShell
      label={t('Security.ResetPasswordTitle')}
      refusal={refusal}
      submit={submit}
      busy={isSubmitting}
      submitLabel={t('Security.ResetPassword')}
    >
      <NewPasswordFields id={id} form={form} />
    </FormShell>
  );
}

function NewPasswordFields<T extends { Password: string; ConfirmPassword: string }>({
  id,
  form,
  passwordLabel,
}: {
  id: string;
  form: UseFormReturn<T>;
  /** The first field's label: “new password” unless the form is the account's first. */
  passwordLabel?: string;
}) {
  const { t } = useTranslation();
  const typed = form as unknown as UseFormReturn<{ Password: string; ConfirmPassword: string }>;
  const { errors } = typed.formState;
  return (
    <>
      <TextField
        name="Password"
        id={`${id}-Password`}
        type="password"
        label={passwordLabel ?? t('Security.NewPassword')}
        required
        autoComplete="new-password"
        describedBy={`${id}-hint`}
        error={errors.Password?.message}
        registration={typed.register('Password')}
      >
        <PasswordHint id={`${id}-hint`} />
      </TextField>
      <TextField
        name="ConfirmPassword"
        id={`${id}-ConfirmPassword`}
        type="password"
        label={t('Security.ConfirmPassword')}
        required
        autoComplete="new-password"
        error={errors.ConfirmPassword?.message}
        registration={typed.register('ConfirmPassword')}
      />
    </>
  );
}

export function ChangePasswordForm(outcome: FormOutcome) {
  const { t } = useTranslation();
  const api = useApi();
  const id = useId();
  const form = useForm<ChangePasswordRequest>({
    resolver: zodResolver(ChangePasswordRequestSchema),
    defaultValues: { CurrentPassword: '', Password: '', ConfirmPassword: '' },
  });
  const { submit, refusal } = useAccountSubmit(
    form,
    ['CurrentPassword', 'Password', 'ConfirmPassword'],
    async (values) => {
      await api.security.changePassword(values);
      return t('Security.PasswordChanged');
    },
    outcome,
  );
  const { errors, isSubmitting } = form.formState;
  return (
    <FormShell
      label={t('Security.ChangePassword')}
      refusal={refusal}
      submit={submit}
      busy={isSubmitting}
      submitLabel={t('Security.ChangePassword')}
    >
      <TextField
        name="CurrentPassword"
        id={`${id}-CurrentPassword`}
        type="password"
        label={t('Security.CurrentPassword')}
        required
        autoComplete="current-password"
        error={errors.CurrentPassword?.message}
        registration={form.register('CurrentPassword')}
      />
      <NewPasswordFields id={id} form={form} />
    </FormShell>
  );
}
