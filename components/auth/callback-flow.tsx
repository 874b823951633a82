'use client';
import { useEffect, useReducer, useRef } from 'react';
import { clientIsland } from '@/components/common/client-island';
import { useRouter } from 'next/navigation';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  acceptCurrentContracts,
  checkAccount,
  chooseActiveAccount,
  gsmWithPlus,
  logCompanyLogin,
  registerPerson,
} from '@/lib/api/account';
import { TENDER_TYPE } from '@/lib/contract/lookups';
import { exchangeExternalToken, fetchUserInfo } from '@/lib/api/auth';
import { ApiRequestError } from '@/lib/api/http';
import { saveContactConsent } from '@/lib/api/profile/person';
import {
  CHANNEL_TEXTS,
  type ChannelChoice,
  channelOffer,
  consentOfChoice,
  NO_CHANNELS,
} from '@/lib/rules/notification-channels';
import { usePublicConfig } from '@/lib/public-config-context';
import {
  destinationAfterLogin,
  initialLoginFlowState,
  isApprovalBusy,
  loginFlowReducer,
  toUserInfos,
} from '@/lib/session/login-flow';
import { setCallbackNavState } from '@/lib/session/nav-state';
import { splitFullName } from '@/lib/session/person-name';
import { takeReturnPath } from '@/lib/session/return-path';
import { revokeRefreshSession } from '@/lib/session/revoke';
import { removeTokens, storeTokens } from '@/lib/session/tokens';
import { useSessionStore } from '@/lib/session/session-store';
import { TOAST_MS } from '@/lib/toast/toast-durations';
import { toast } from '@/lib/toast/toast-store';
import { takeLoginCodeFromAddressBar } from '@/lib/session/login-code-in-address';

// The dialogs are needed only on their step; the spinner paints first.
const MissingContactDialog = clientIsland(() => import('./missing-contact-dialog').then((m) => m.MissingContactDialog));
const ApprovalDialog = clientIsland(() => import('./approval-dialog').then((m) => m.ApprovalDialog));
const AccountChoiceDialog = clientIsland(() => import('./account-choice-dialog').then((m) => m.AccountChoiceDialog));

export const LOGIN_SUCCESS_MESSAGE = 'Başarıyla giriş yapıldı';

/** docs/spec.md §8: token exchange, account check, registration and link errors → the errors list, 2 s. */
function errorText(err: unknown): string {
  if (err instanceof ApiRequestError) return err.toastText('errors');
  return err instanceof Error && err.message ? err.message : 'Giriş sırasında bir hata oluştu.';
}

/** The /callback screen: runs the login flow of docs/spec.md §4 (lib/session/login-flow.ts) step by step. */
export function CallbackFlow() {
  const router = useRouter();
  const { authUrl, clientSecret } = usePublicConfig();
  const [state, dispatch] = useReducer(loginFlowReducer, initialLoginFlowState);
  const started = useRef(false);
  const code = useRef<string | null>(null);
  const ranSeq = useRef(-1);
  // The notification channels ticked in the approval dialog, saved once the registration stands.
  const channels = useRef<ChannelChoice>(NO_CHANNELS);

  // Refs survive React's strict-mode double effects, so the code is handled exactly once.
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const token = takeLoginCodeFromAddressBar();
    // The page wanted before the sign-in is used by this attempt or by none (read once).
    const returnTo = takeReturnPath();
    if (useSessionStore.getState().userInfos || !token) {
      router.replace('/');
      return;
    }
    code.current = token;
    dispatch({ type: 'token-received', returnTo });
  }, [router]);

  useEffect(() => {
    if (ranSeq.current === state.seq) return;
    ranSeq.current = state.seq;
    const fail = (err: unknown) => {
      toast.error(errorText(err), TOAST_MS.standard);
      dispatch({ type: 'failed' });
    };

    switch (state.step) {
      case 'exchanging': {
        const externalToken = code.current;
        code.current = null;
        if (!externalToken) return;
        void (async () => {
          try {
            const grant = await exchangeExternalToken(externalToken, clientSecret);
            storeTokens(grant);
            dispatch({ type: 'exchanged', userInfo: await fetchUserInfo(authUrl, grant.accessToken) });
          } catch (err) {
            fail(err);
          }
        })();
        return;
      }
      case 'checking':
        checkAccount(state.userInfo?.phone_number ?? null).then(
          (result) => dispatch({ type: 'checked', result }),
          fail,
        );
        return;
      case 'registering': {
        const u = state.userInfo;
        if (!u) return;
        const { adi, soyadi } = splitFullName(u.NameSurname);
        registerPerson({
          KimlikNo: u.preferred_username,
          Adi: adi,
          Soyadi: soyadi,
          Eposta: u.email ?? '',
          GSM: gsmWithPlus(u.phone_number),
          IhaleTipiId: TENDER_TYPE.publicSale,
        }).then(async (personId) => {
          await saveRegistrationChannels(channels.current, u.email, u.phone_number);
          dispatch({ type: 'registered', personId });
        }, fail);
        return;
      }
      case 'linking':
        if (state.personId === null) return;
        acceptCurrentContracts(state.personId).then(() => dispatch({ type: 'linked' }), fail);
        return;
      case 'binding':
        if (!state.active) return;
        // The server fixes the session to this account and answers a token that names it; the
        // company login activity below already runs with it.
        chooseActiveAccount(state.active.cariId).then(
          (grant) => {
            storeTokens(grant);
            dispatch({ type: 'bound' });
          },
          () => dispatch({ type: 'bind-failed' }),
        );
        return;
      case 'activating':
        if (!state.active) return;
        logCompanyLogin(state.active.cariId).then(
          () => dispatch({ type: 'activity-logged' }),
          () => dispatch({ type: 'activity-failed' }),
        );
        return;
      case 'done': {
        const infos = toUserInfos(state);
        if (!infos) return;
        useSessionStore.getState().signedIn(infos);
        toast.success(LOGIN_SUCCESS_MESSAGE, TOAST_MS.standard);
        router.replace(destinationAfterLogin(state));
        return;
      }
      case 'aborted':
        // The session the exchange opened ends on the server too (its HttpOnly refresh cookie with
        // it). A refresh that a failed call may have started must not bring the tokens back.
        revokeRefreshSession({ authUrl, clientSecret });
        removeTokens();
        useSessionStore.getState().loggedOut();
        if (state.callbackState) setCallbackNavState();
        router.replace('/');
        return;
    }
  }, [state, authUrl, clientSecret, router]);

  const approvalOpen = state.step === 'approval' || isApprovalBusy(state.step);
  // Registration (no portal record yet) offers the notification channels; a contract renewal does not.
  const registrationChannels =
    state.personId === null ? channelOffer(state.userInfo?.email, state.userInfo?.phone_number) : null;
  const settling = state.step === 'binding' || state.step === 'activating';
  const choiceOpen = state.step === 'choice' || (settling && state.personId !== null && state.firmalar.length > 0);

  return (
    <Stack sx={{ alignItems: 'center', justifyContent: 'center', minHeight: '50vh', px: 2, py: 6 }}>
      <Paper variant="outlined" sx={{ p: { xs: 3, sm: 4 }, maxWidth: 440, width: '100%', textAlign: 'center' }}>
        <Typography variant="h1" sx={{ fontSize: '1.5rem', mb: 2 }}>
          e-Devlet ile Giriş
        </Typography>
        <Stack role="status" aria-live="polite" spacing={2} sx={{ alignItems: 'center' }}>
          {state.step !== 'aborted' && state.step !== 'done' && <CircularProgress size={32} aria-hidden />}
          <Typography color="text.secondary">
            {state.step === 'done' || state.step === 'aborted'
              ? 'Yönlendiriliyorsunuz...'
              : 'Giriş işleminiz yapılıyor, lütfen bekleyiniz...'}
          </Typography>
        </Stack>
      </Paper>

      {state.step === 'missing-contact' && (
        <MissingContactDialog open onClose={() => dispatch({ type: 'missing-contact-confirmed' })} />
      )}
      {approvalOpen && (
        <ApprovalDialog
          open
          busy={isApprovalBusy(state.step)}
          channels={registrationChannels}
          onConfirm={(chosen) => {
            channels.current = chosen;
            dispatch({ type: 'approval-confirmed' });
          }}
          onCancel={() => dispatch({ type: 'approval-cancelled' })}
        />
      )}
      {choiceOpen && state.personId !== null && (
        <AccountChoiceDialog
          open
          fullName={state.userInfo?.NameSurname ?? ''}
          personId={state.personId}
          firmalar={state.firmalar}
          pendingId={settling ? (state.active?.cariId ?? null) : null}
          onChoose={(cariId) => dispatch({ type: 'chosen', cariId })}
        />
      )}
    </Stack>
  );
}

/**
 * The channels ticked at registration, through the one preference call (PUT
 * v1/GercekKisilik/IletisimTercihi) now that the person has a record. A failure does not undo the
 * registration: the sign-in goes on and says the choice can be made again in Hesabım.
 */
async function saveRegistrationChannels(choice: ChannelChoice, email: string | null, phone: string | null) {
  const offer = channelOffer(email, phone);
  const consent = offer && consentOfChoice(choice, offer);
  if (!consent) return;
  try {
    await saveContactConsent(consent);
  } catch {
    toast.error(CHANNEL_TEXTS.saveFailed, TOAST_MS.standard);
  }
}
