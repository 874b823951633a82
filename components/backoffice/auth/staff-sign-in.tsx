'use client';
import { useEffect, useReducer, useRef } from 'react';
import { useRouter, useSearchParams } from 'next/navigation';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { startStaffSignIn, verifyStaffSecondFactor } from '@/lib/api/backoffice/staff-session';
import { ApiRequestError } from '@/lib/api/http';
import { safeStaffReturnPath } from '@/lib/backoffice/staff-route-guard';
import { initialStaffSignInState, staffSignInReducer } from '@/lib/backoffice/staff-sign-in-flow';
import { INSTITUTION_NAME } from '@/lib/brand';
import { usePublicConfig } from '@/lib/public-config-context';
import { STAFF_SIGN_IN_MESSAGES } from '@/lib/rules/staff-sign-in';
import { externalLoginUrl, STAFF_CALLBACK_PATH } from '@/lib/session/login-redirect';
import { MAIN_CONTENT_ID } from '@/components/layout/skip-link';
import { RecoveryCodes } from './recovery-codes';
import { SecondFactorForm } from './second-factor-form';
import { takeLoginCodeFromAddressBar } from '@/lib/session/login-code-in-address';

const RETURN_KEY = 'esatis:yonetim-donus';

const messageOf = (err: unknown) =>
  err instanceof ApiRequestError ? err.message : 'Sunucuya ulaşılamadı. Lütfen bağlantınızı kontrol ediniz.';

/** /yonetim/giris: runs lib/backoffice/staff-sign-in-flow.ts step by step. */
export function StaffSignIn() {
  const router = useRouter();
  const params = useSearchParams();
  const { authUrl } = usePublicConfig();
  const [state, dispatch] = useReducer(
    staffSignInReducer,
    params.get('oturum') === 'bitti' ? STAFF_SIGN_IN_MESSAGES.idle : null,
    initialStaffSignInState,
  );
  const started = useRef(false);

  // The e-Devlet round trip loses the page asked for; it waits in sessionStorage (validated on use).
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const donus = params.get('donus');
    if (donus) sessionStorage.setItem(RETURN_KEY, safeStaffReturnPath(donus));
    const code = takeLoginCodeFromAddressBar();
    if (code) dispatch({ type: 'code-found', code });
  }, [params]);

  useEffect(() => {
    if (state.step === 'exchanging') {
      startStaffSignIn(state.code).then(
        (challenge) => dispatch({ type: 'exchanged', challenge }),
        (err) => dispatch({ type: 'exchange-failed', message: messageOf(err) }),
      );
    } else if (state.step === 'verifying') {
      const body =
        state.mode === 'totp'
          ? { challenge: state.challenge.challenge, kod: state.input }
          : { challenge: state.challenge.challenge, kurtarmaKodu: state.input };
      verifyStaffSecondFactor(body).then(
        (result) => dispatch({ type: 'verified', recoveryCodes: result.kurtarmaKodlari }),
        (err) =>
          dispatch({
            type: 'verify-failed',
            message: messageOf(err),
            fatal: err instanceof ApiRequestError && err.status === 401,
          }),
      );
    } else if (state.step === 'done') {
      const target = safeStaffReturnPath(sessionStorage.getItem(RETURN_KEY));
      sessionStorage.removeItem(RETURN_KEY);
      router.replace(target);
    }
  }, [state, router]);

  const toEdevlet = () =>
    window.location.assign(externalLoginUrl(authUrl, window.location.origin, STAFF_CALLBACK_PATH));

  return (
    <Stack
      component="main"
      id={MAIN_CONTENT_ID}
      sx={{ alignItems: 'center', minHeight: '100dvh', px: 2, py: { xs: 4, sm: 8 }, bgcolor: 'grey.100' }}
    >
      <Paper variant="outlined" sx={{ width: '100%', maxWidth: 460, p: { xs: 3, sm: 4 } }}>
        <Stack spacing={2.5}>
          <div>
            <Typography variant="overline" color="text.secondary">
              {INSTITUTION_NAME}
            </Typography>
            <Typography component="h1" variant="h5" sx={{ fontWeight: 700 }}>
              Kurum Paneli Girişi
            </Typography>
          </div>
          {state.step === 'start' && (
            <>
              {state.notice && <Alert severity="info">{state.notice}</Alert>}
              <Typography>
                Kurum personeli e-Devlet ile kimliğini doğruladıktan sonra doğrulama uygulamasındaki 6 haneli kodla
                giriş yapar.
              </Typography>
              <Button variant="contained" size="large" onClick={toEdevlet}>
                e-Devlet ile Giriş
              </Button>
            </>
          )}
          {(state.step === 'exchanging' || state.step === 'verifying' || state.step === 'done') && (
            <Stack direction="row" spacing={2} role="status" sx={{ alignItems: 'center' }}>
              <CircularProgress size={24} aria-hidden />
              <Typography>{state.step === 'done' ? 'Kurum paneli açılıyor…' : 'Doğrulanıyor…'}</Typography>
            </Stack>
          )}
          {state.step === 'second-factor' && (
            <SecondFactorForm
              key={`${state.mode}|${state.error}`}
              challenge={state.challenge}
              mode={state.mode}
              error={state.error}
              onSubmit={(input) => dispatch({ type: 'submit', input })}
              onToggleMode={() => dispatch({ type: 'toggle-mode' })}
            />
          )}
          {state.step === 'recovery-codes' && (
            <RecoveryCodes codes={state.codes} onSaved={() => dispatch({ type: 'codes-saved' })} />
          )}
          {state.step === 'failed' && (
            <>
              <Alert severity="error">{state.message}</Alert>
              <Button variant="contained" onClick={toEdevlet}>
                Yeniden Giriş Yap
              </Button>
            </>
          )}
        </Stack>
      </Paper>
    </Stack>
  );
}
