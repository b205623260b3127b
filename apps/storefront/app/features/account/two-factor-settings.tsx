import { zodResolver } from '@hookform/resolvers/zod';
import {
  type TwoFactorCodeRequest,
  TwoFactorCodeRequestSchema,
  type TwoFactorSetup,
  type TwoFactorSetupRequest,
  TwoFactorSetupRequestSchema,
  type TwoFactorStatus,
} from '@vitrine/api-client';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useApi } from '../../lib/api-context';
import { TextField } from '../checkout/checkout-fields';
import { useTranslation } from '../i18n/translation-context';
import { useNotices } from '../notices/notices';
import { FormShell, useAccountSubmit } from './account-forms';
import { AccountNav } from './account-nav';

type Phase =
  | { step: 'status' }
  | { step: 'password' }
  | { step: 'scan'; setup: TwoFactorSetup }
  | { step: 'codes'; codes: string[] };

/**
 * `{culture}/account/security`: two-step verification with an authenticator app (ADR 031). Turning
 * it on asks the password, shows the secret as a QR code and as text, and takes a first code from
 * the app; the recovery codes are then shown once. Turning it off, or new recovery codes, take a
 * code from the app or a recovery code.
 */
export function TwoFactorSettings({ status: initial }: { status: TwoFactorStatus }) {
  const { t } = useTranslation();
  const { notify } = useNotices();
  const [status, setStatus] = useState(initial);
  const [phase, setPhase] = useState<Phase>({ step: 'status' });
  const titleId = useId();

  const showCodes = (codes: string[]) => {
    setStatus({ Enabled: true, RecoveryCodesLeft: codes.length });
    setPhase({ step: 'codes', codes });
  };

  return (
    <div className="account-page">
      <h1>{t('Account.Title')}</h1>
      <AccountNav />
      <section className="two-factor" aria-labelledby={titleId}>
        <h2 id={titleId}>{t('Security.TwoFactorTitle')}</h2>
        <p>{t('Account.TwoFactor.Intro')}</p>
        <p className="two-factor__status">
          <span className={`badge ${status.Enabled ? 'badge--success' : 'badge--neutral'}`}>
            {status.Enabled ? t('Account.TwoFactor.On') : t('Account.TwoFactor.Off')}
          </span>
          {status.Enabled
            ? ` ${t('Account.TwoFactor.CodesLeft', { count: status.RecoveryCodesLeft })}`
            : null}
        </p>

        {phase.step === 'codes' ? (
          <RecoveryCodesList codes={phase.codes} onDone={() => setPhase({ step: 'status' })} />
        ) : status.Enabled ? (
          <>
            <CodeForm
              label={t('Account.TwoFactor.NewCodesTitle')}
              intro={t('Account.TwoFactor.NewCodesIntro')}
              submitLabel={t('Account.TwoFactor.NewCodes')}
              call={async (api, body) =>
                showCodes((await api.security.twoFactor.regenerateRecoveryCodes(body)).RecoveryCodes)
              }
            />
            <CodeForm
              label={t('Account.TwoFactor.TurnOffTitle')}
              intro={t('Account.TwoFactor.TurnOffIntro')}
              submitLabel={t('Account.TwoFactor.TurnOff')}
              call={async (api, body) => {
                await api.security.twoFactor.disable(body);
                setStatus({ Enabled: false, RecoveryCodesLeft: 0 });
                notify({ kind: 'success', message: t('Account.TwoFactor.TurnedOff') });
              }}
            />
          </>
        ) : phase.step === 'password' ? (
          <PasswordForm onSetup={(setup) => setPhase({ step: 'scan', setup })} />
        ) : phase.step === 'scan' ? (
          <ScanForm
            setup={phase.setup}
            onEnabled={(codes) => {
              showCodes(codes);
              notify({ kind: 'success', message: t('Account.TwoFactor.TurnedOn') });
            }}
          />
        ) : (
          <div className="form-actions">
            <button
              type="button"
              className="button button--primary"
              onClick={() => setPhase({ step: 'password' })}
            >
              {t('Account.TwoFactor.TurnOn')}
            </button>
          </div>
        )}
      </section>
    </div>
  );
}

function PasswordForm({ onSetup }: { onSetup: (setup: TwoFactorSetup) => void }) {
  const { t } = useTranslation();
  const api = useApi();
  const id = useId();
  const form = useForm<TwoFactorSetupRequest>({
    resolver: zodResolver(TwoFactorSetupRequestSchema),
    defaultValues: { CurrentPassword: '' },
  });
  const { submit, refusal } = useAccountSubmit(
    form,
    ['CurrentPassword'],
    async (values) => {
      onSetup(await api.security.twoFactor.setup(values));
      return '';
    },
    { onDone: () => {} },
  );
  const { errors, isSubmitting } = form.formState;
  return (
    <FormShell
      label={t('Account.TwoFactor.PasswordTitle')}
      refusal={refusal}
      submit={submit}
      busy={isSubmitting}
      submitLabel={t('Account.TwoFactor.Continue')}
    >
      <p>{t('Account.TwoFactor.PasswordIntro')}</p>
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
    </FormShell>
  );
}

/** Groups of four characters: a secret typed by hand is read more easily so. */
const grouped = (secret: string) => secret.replace(/(.{4})/g, '$1 ').trim();

function ScanForm({ setup, onEnabled }: { setup: TwoFactorSetup; onEnabled: (codes: string[]) => void }) {
  const { t } = useTranslation();
  return (
    <div className="two-factor__setup">
      <ol className="two-factor__steps">
        <li>{t('Account.TwoFactor.ScanStep')}</li>
        <li>{t('Account.TwoFactor.CodeStep')}</li>
      </ol>
      <img
        className="two-factor__qr"
        src={setup.QrCode}
        width={200}
        height={200}
        alt={t('Account.TwoFactor.QrAlt')}
      />
      <p>
        {t('Account.TwoFactor.CannotScan')}{' '}
        <code className="two-factor__secret">{grouped(setup.Secret)}</code>
      </p>
      <CodeForm
        label={t('Account.TwoFactor.ConfirmTitle')}
        submitLabel={t('Account.TwoFactor.TurnOn')}
        appOnly
        call={async (api, body) => onEnabled((await api.security.twoFactor.enable(body)).RecoveryCodes)}
      />
    </div>
  );
}

function CodeForm({
  label,
  intro,
  submitLabel,
  appOnly = false,
  call,
}: {
  label: string;
  intro?: string;
  submitLabel: string;
  /** Only a code from the app is taken (turning on: there are no recovery codes yet). */
  appOnly?: boolean;
  call: (api: ReturnType<typeof useApi>, body: TwoFactorCodeRequest) => Promise<void>;
}) {
  const { t } = useTranslation();
  const api = useApi();
  const id = useId();
  const form = useForm<TwoFactorCodeRequest>({
    resolver: zodResolver(TwoFactorCodeRequestSchema),
    defaultValues: { Code: '' },
  });
  const { submit, refusal } = useAccountSubmit(
    form,
    ['Code'],
    async (values) => {
      await call(api, values);
      form.reset({ Code: '' });
      return '';
    },
    { onDone: () => {} },
  );
  const { errors, isSubmitting } = form.formState;
  return (
    <FormShell label={label} refusal={refusal} submit={submit} busy={isSubmitting} submitLabel={submitLabel}>
      <h3 className="two-factor__form-title">{label}</h3>
      {intro ? <p>{intro}</p> : null}
      <TextField
        name="Code"
        id={`${id}-Code`}
        label={appOnly ? t('Security.TwoFactorCode') : t('Account.TwoFactor.AnyCode')}
        required
        inputMode={appOnly ? 'numeric' : 'text'}
        autoComplete="one-time-code"
        error={errors.Code?.message}
        registration={form.register('Code')}
      />
    </FormShell>
  );
}

function RecoveryCodesList({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <section className="two-factor__codes" aria-labelledby={titleId}>
      <h3 id={titleId}>{t('Account.TwoFactor.CodesTitle')}</h3>
      <p>{t('Account.TwoFactor.CodesIntro')}</p>
      <ol className="two-factor__code-list">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <div className="form-actions">
        <button type="button" className="button button--primary" onClick={onDone}>
          {t('Account.TwoFactor.CodesSaved')}
        </button>
      </div>
    </section>
  );
}
