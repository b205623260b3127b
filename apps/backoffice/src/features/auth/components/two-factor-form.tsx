import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useState } from 'react';
import { useT } from '../../i18n';

/**
 * The sign-in's second step for a staff account with two-step verification (ADR 031): a code from
 * the authenticator app, or one of the recovery codes, in one field.
 */
export function TwoFactorForm({ onSubmit }: { onSubmit: (code: string) => Promise<string> }) {
  const t = useT();
  const [code, setCode] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!code.trim()) {
      setRefusal('Security.TwoFactorCodeWrong');
      return;
    }
    setBusy(true);
    try {
      const outcome = await onSubmit(code.trim());
      setRefusal(outcome || null);
      if (outcome) setCode('');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack spacing={2} component="form" noValidate onSubmit={submit} aria-labelledby="two-factor-title">
      <Typography id="two-factor-title" component="h2" variant="h6">
        {t('Security.TwoFactorTitle')}
      </Typography>
      <Typography color="text.secondary">{t('Security.TwoFactorCodeHint')}</Typography>
      {refusal && <Alert severity="error">{t(refusal)}</Alert>}
      <TextField
        id="login-two-factor-code"
        label={t('Account.TwoFactor.AnyCode')}
        value={code}
        onChange={(event) => setCode(event.target.value)}
        autoComplete="one-time-code"
        autoFocus
        required
        fullWidth
        error={refusal !== null}
        slotProps={{ htmlInput: { maxLength: 32, autoCapitalize: 'off', spellCheck: false } }}
      />
      <Button type="submit" variant="contained" size="large" fullWidth loading={busy}>
        {t('Security.TwoFactorVerify')}
      </Button>
    </Stack>
  );
}
