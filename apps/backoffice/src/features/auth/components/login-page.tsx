import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { translateMessage } from '@vitrine/validation';
import { useId } from 'react';
import { Controller } from 'react-hook-form';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { LanguageMenu, useT } from '../../i18n';
import { useLoginForm } from '../hooks/use-login-form';
import type { SignInFailure } from '../hooks/use-sign-in';
import { TwoFactorForm } from './two-factor-form';

const FAILURE_MESSAGES: Record<SignInFailure, string> = {
  'invalid-credentials': 'Security.InvalidCredentials',
  'not-staff': 'Backoffice.NotStaff',
  'too-many-attempts': 'Security.TooManyAttempts',
  'invalid-request': 'Core.Error',
};

/** The staff sign-in page, /admin/login?returnUrl=… */
export function LoginPage() {
  const t = useT();
  const headingId = useId();
  const { form, onSubmit, isSubmitting, failure, sessionExpired, challenge, submitCode, restartReason } =
    useLoginForm();
  const {
    register,
    control,
    formState: { errors },
  } = form;
  const { ref: emailRef, ...email } = register('Email');
  const { ref: passwordRef, ...password } = register('Password');
  // zod's messages are i18n keys with their parameters (LoginRequestSchema), translated here.
  const message = (encoded: string | undefined) => (encoded ? translateMessage(encoded, t) : undefined);
  useDocumentTitle(t('Security.LoginTitle'));

  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <Box
        component="header"
        sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', px: 3, py: 1.5 }}
      >
        <Typography component="p" variant="h6" sx={{ fontWeight: 700 }}>
          Vitrine
        </Typography>
        <LanguageMenu color="primary" />
      </Box>
      <Box component="main" sx={{ flex: 1, display: 'grid', placeItems: 'center', px: 2, pb: 8 }}>
        <Paper
          component="section"
          aria-labelledby={headingId}
          variant="outlined"
          sx={{ p: { xs: 3, sm: 4 }, width: '100%', maxWidth: 440 }}
        >
          <Typography id={headingId} component="h1" variant="h5">
            {t('Security.LoginTitle')}
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 3 }}>
            {t('Backoffice.Title')}
          </Typography>
          {challenge ? (
            <TwoFactorForm onSubmit={submitCode} />
          ) : (
            <Stack spacing={2} component="form" noValidate onSubmit={onSubmit}>
              {restartReason && <Alert severity="warning">{t(restartReason)}</Alert>}
              {sessionExpired && (
                <Alert severity="info" role="status">
                  {t('Backoffice.SessionExpired')}
                </Alert>
              )}
              {failure && <Alert severity="error">{t(FAILURE_MESSAGES[failure])}</Alert>}
              <TextField
                {...email}
                inputRef={emailRef}
                id="login-email"
                type="email"
                label={t('Security.Email')}
                autoComplete="username"
                required
                fullWidth
                error={errors.Email !== undefined}
                helperText={message(errors.Email?.message)}
              />
              <TextField
                {...password}
                inputRef={passwordRef}
                id="login-password"
                type="password"
                label={t('Security.Password')}
                autoComplete="current-password"
                required
                fullWidth
                error={errors.Password !== undefined}
                helperText={message(errors.Password?.message)}
              />
              <Controller
                control={control}
                name="RememberMe"
                render={({ field }) => (
                  <FormControlLabel
                    label={t('Security.RememberMe')}
                    control={
                      <Checkbox
                        name={field.name}
                        checked={field.value === true}
                        onChange={(_event, checked) => field.onChange(checked)}
                        onBlur={field.onBlur}
                      />
                    }
                  />
                )}
              />
              <Button type="submit" variant="contained" size="large" fullWidth loading={isSubmitting}>
                {t('Security.Login')}
              </Button>
            </Stack>
          )}
        </Paper>
      </Box>
    </Box>
  );
}
