import { zodResolver } from '@hookform/resolvers/zod';
import {
  type ChangeEmailRequest,
  ChangeEmailRequestSchema,
  type CurrentUser,
  type DeleteAccountRequest,
  DeleteAccountRequestSchema,
  isApiError,
  type ProfileUpdateRequest,
  ProfileUpdateRequestSchema,
} from '@vitrine/api-client';
import { inApp, shopUrls } from '@vitrine/api-client/urls';
import { CULTURE_NAMES, CULTURES, isCulture } from '@vitrine/i18n';
import { Modal } from '@vitrine/ui';
import { translateMessage } from '@vitrine/validation';
import { useId, useState } from 'react';
import { type FieldValues, type Path, type UseFormReturn, useForm } from 'react-hook-form';
import { useRevalidator } from 'react-router';
import { useApi } from '../../lib/api-context';
import { TextField } from '../checkout/checkout-fields';
import { useTranslation } from '../i18n/translation-context';
import { useSite } from '../layout/site-context';
import { useNotices } from '../notices/notices';
import { useNoScriptTarget } from './account-forms';
import { accountRefusal } from './account-refusal';
import { markSessionChanged } from './session-change';

/**
 * Puts a refused call's field messages beside their fields; answers a message for the whole form
 * (a conflict, too many attempts) or null when the error flow has shown the failure.
 */
function showRefusal<T extends FieldValues>(
  form: UseFormReturn<T>,
  error: unknown,
  fields: readonly Path<T>[],
): string | null {
  // A conflict (an order on its way) is the whole request's, whatever field it names.
  if (isApiError(error) && error.status === 409)
    return Object.values(error.problem?.errors ?? {})[0]?.[0] ?? 'Manager.UnknowsErrors';
  const outcome = accountRefusal(error, fields);
  if (outcome.kind === 'fields') {
    for (const [name, text] of outcome.errors)
      form.setError(name as Path<T>, { type: 'server', message: text }, { shouldFocus: true });
    return null;
  }
  return outcome.kind === 'message' ? outcome.key : null;
}

function Refusal({ message }: { message: string | null }) {
  const { t } = useTranslation();
  return message ? (
    <div className="notice notice--error" role="alert">
      {translateMessage(message, t)}
    </div>
  ) : null;
}

const PROFILE_FIELDS = ['FirstName', 'LastName', 'Culture'] as const;

/** Names and the language of the account's e-mails; the page shows the saved values afterwards. */
export function ProfileForm({ me }: { me: CurrentUser }) {
  const { t, culture } = useTranslation();
  const noScriptTarget = useNoScriptTarget();
  const api = useApi();
  const { notify } = useNotices();
  const { revalidate } = useRevalidator();
  const id = useId();
  const [refusal, setRefusal] = useState<string | null>(null);
  const form = useForm<ProfileUpdateRequest>({
    resolver: zodResolver(ProfileUpdateRequestSchema),
    defaultValues: {
      FirstName: me.FirstName,
      LastName: me.LastName,
      Culture: isCulture(me.Culture) ? me.Culture : culture,
    },
  });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    setRefusal(null);
    try {
      await api.accountProfile.update(values);
    } catch (error) {
      setRefusal(showRefusal(form, error, PROFILE_FIELDS));
      return;
    }
    notify({ kind: 'success', message: t('AccountProfile.Saved') });
    // The header shows the name: the layout's data is read again.
    markSessionChanged();
    await revalidate();
  });
  const cultureError = errors.Culture?.message;
  return (
    <form
      className="account-form profile-form"
      {...noScriptTarget}
      noValidate
      aria-label={t('AccountProfile.Edit')}
      onSubmit={submit}
    >
      <h3>{t('AccountProfile.Edit')}</h3>
      <Refusal message={refusal} />
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
      <div className={`form-field${cultureError ? ' form-field--invalid' : ''}`}>
        <label htmlFor={`${id}-Culture`}>{t('AccountProfile.Culture')}</label>
        <select
          id={`${id}-Culture`}
          aria-invalid={cultureError ? true : undefined}
          aria-describedby={cultureError ? `${id}-Culture-error` : undefined}
          {...form.register('Culture')}
        >
          {CULTURES.map((code) => (
            <option key={code} value={code} lang={code}>
              {CULTURE_NAMES[code]}
            </option>
          ))}
        </select>
        {cultureError ? (
          <span className="form-error" id={`${id}-Culture-error`}>
            {translateMessage(cultureError, t)}
          </span>
        ) : null}
      </div>
      <div className="form-actions">
        <button
          type="submit"
          className="button button--primary"
          disabled={isSubmitting}
          aria-busy={isSubmitting}
        >
          {t('AccountProfile.Save')}
        </button>
      </div>
    </form>
  );
}

/** A new address: a link goes to it, and the account moves there only when it is followed. */
export function ChangeEmailForm() {
  const { t } = useTranslation();
  const noScriptTarget = useNoScriptTarget();
  const api = useApi();
  const { notify } = useNotices();
  const id = useId();
  const [refusal, setRefusal] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm<ChangeEmailRequest>({
    resolver: zodResolver(ChangeEmailRequestSchema),
    defaultValues: { NewEmail: '', CurrentPassword: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    setRefusal(null);
    try {
      const { Email } = await api.accountProfile.changeEmail(values);
      const message = t('AccountProfile.EmailLinkSent', { email: Email });
      setSentTo(message);
      notify({ kind: 'success', title: t('AccountProfile.EmailTitle'), message });
      form.reset();
    } catch (error) {
      setRefusal(showRefusal(form, error, ['NewEmail', 'CurrentPassword']));
    }
  });
  return (
    <form
      className="account-form change-email-form"
      {...noScriptTarget}
      noValidate
      aria-label={t('AccountProfile.EmailTitle')}
      onSubmit={submit}
    >
      <h3>{t('AccountProfile.EmailTitle')}</h3>
      <p>{t('AccountProfile.EmailIntro')}</p>
      {sentTo ? (
        <p className="notice notice--success" role="status">
          {sentTo}
        </p>
      ) : null}
      <Refusal message={refusal} />
      <TextField
        name="NewEmail"
        id={`${id}-NewEmail`}
        type="email"
        label={t('AccountProfile.NewEmail')}
        required
        autoComplete="email"
        error={errors.NewEmail?.message}
        registration={form.register('NewEmail')}
      />
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
      <div className="form-actions">
        <button
          type="submit"
          className="button button--primary"
          disabled={isSubmitting}
          aria-busy={isSubmitting}
        >
          {t('AccountProfile.SendEmailLink')}
        </button>
      </div>
    </form>
  );
}

/**
 * Deleting the account, in a modal: the current password and a ticked box. Once done, every
 * session is over, so the browser goes to the home page with a full load.
 */
export function DeleteAccount() {
  const { t, culture } = useTranslation();
  const noScriptTarget = useNoScriptTarget();
  const { basePath } = useSite();
  const api = useApi();
  const { notify } = useNotices();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const form = useForm<DeleteAccountRequest>({
    resolver: zodResolver(DeleteAccountRequestSchema),
    defaultValues: { CurrentPassword: '', Confirm: false },
  });
  const { errors, isSubmitting } = form.formState;
  const confirmError = errors.Confirm?.message;
  const submit = form.handleSubmit(async (values) => {
    setRefusal(null);
    try {
      await api.accountProfile.deleteAccount(values);
    } catch (error) {
      setRefusal(showRefusal(form, error, ['CurrentPassword', 'Confirm']));
      return;
    }
    setOpen(false);
    notify({ kind: 'success', message: t('AccountProfile.Deleted') });
    markSessionChanged();
    window.location.assign(inApp(basePath, shopUrls.home(culture)));
  });
  return (
    <section className="account-delete" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('AccountProfile.DeleteTitle')}</h2>
      <p>{t('AccountProfile.DeleteIntro')}</p>
      <button
        type="button"
        className="button button--secondary account-delete__open"
        aria-haspopup="dialog"
        onClick={() => {
          setRefusal(null);
          form.reset();
          setOpen(true);
        }}
      >
        {t('AccountProfile.DeleteOpen')}
      </button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title={t('AccountProfile.DeleteTitle')}
        closeLabel={t('Core.Close')}
        size="small"
        className="delete-account-modal"
      >
        <form
          className="account-form"
          {...noScriptTarget}
          noValidate
          aria-label={t('AccountProfile.DeleteTitle')}
          onSubmit={submit}
        >
          <p>{t('AccountProfile.DeleteIntro')}</p>
          <Refusal message={refusal} />
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
          <div className={`form-check${confirmError ? ' form-field--invalid' : ''}`}>
            <input
              type="checkbox"
              id={`${id}-Confirm`}
              aria-invalid={confirmError ? true : undefined}
              aria-describedby={confirmError ? `${id}-Confirm-error` : undefined}
              {...form.register('Confirm')}
            />
            <label htmlFor={`${id}-Confirm`}>{t('AccountProfile.DeleteUnderstood')}</label>
            {confirmError ? (
              <span className="form-error" id={`${id}-Confirm-error`}>
                {translateMessage(confirmError, t)}
              </span>
            ) : null}
          </div>
          <div className="form-actions">
            <button type="button" className="button button--secondary" onClick={() => setOpen(false)}>
              {t('Addresses.Cancel')}
            </button>
            <button
              type="submit"
              className="button button--primary"
              disabled={isSubmitting}
              aria-busy={isSubmitting}
            >
              {t('AccountProfile.DeleteSubmit')}
            </button>
          </div>
        </form>
      </Modal>
    </section>
  );
}
