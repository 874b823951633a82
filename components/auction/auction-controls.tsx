'use client';
import { useState } from 'react';
import dynamic from 'next/dynamic';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import HowToRegOutlined from '@mui/icons-material/HowToRegOutlined';
import Logout from '@mui/icons-material/Logout';
import { ApiRequestError } from '@/lib/api/http';
import { acceptTenderContracts, joinTender, leaveTender, type Participation } from '@/lib/api/participation';
import { participationKeys, participationQuery } from '@/lib/api/queries/participation';
import { usePublicConfig } from '@/lib/public-config-context';
import { useHubConnectionState, useHubEvent } from '@/lib/realtime/hooks';
import { TENDER_STATUS } from '@/lib/rules/tender-status';
import { redirectToLogin } from '@/lib/session/login-redirect';
import { useSession } from '@/lib/session/use-session';
import { toast } from '@/lib/toast/toast-store';
import { palette } from '@/components/tenders/colors';
import { showsBidBox } from './bid-rules';
import { useLiveTender } from './live-tender-context';
import type { LiveTenderSnapshot } from './live-snapshot';

// Needed only after a click, or only by a joined user of a running tender: kept out of the page's
// first JavaScript.
const JoinConsentDialog = dynamic(() => import('./join-consent-dialog').then((m) => m.JoinConsentDialog), {
  ssr: false,
});
const BidBox = dynamic(() => import('./bid-box').then((m) => m.BidBox), {
  ssr: false,
  loading: () => <Skeleton variant="rounded" height={292} aria-hidden />,
});

export const JOIN_BUTTON_TEXT = 'İhaleye Katıl';
export const LEAVE_BUTTON_TEXT = 'İhaleden Ayrıl';
export const SUCCESS_TEXT = 'İşlem Başarılı';
const CONNECTING_TEXT = 'Canlı teklif bağlantısı kuruluyor…';

/** Where the account stands (SPEC §4 wording of the participation screens), for the alias box. */
function standing(
  statusId: number,
  alias: string,
  topAlias: string | null,
  hasBid: boolean,
): { text: string; good: boolean } | null {
  if (!topAlias) return null;
  const mine = topAlias === alias;
  if (statusId === TENDER_STATUS.devam && hasBid)
    return mine ? { text: 'Kazanıyorsunuz', good: true } : { text: 'Kaybediyorsunuz', good: false };
  if (statusId === TENDER_STATUS.kazananBelirli)
    return mine ? { text: 'İhaleyi kazandınız.', good: true } : { text: 'İhaleyi kaybettiniz.', good: false };
  return null;
}

const mesajList = (err: unknown) =>
  err instanceof ApiRequestError ? err.toastText('mesajList') : (err as Error).message;

const joinable = (statusId: number) => statusId === TENDER_STATUS.baslamadi || statusId === TENDER_STATUS.devam;

/**
 * The detail's alias, join, leave and bid controls (SPEC §4 "Join and bid flow"). Signed out,
 * 'İhaleye Katıl' goes to the e-Devlet login; signed in it opens the consent dialog, then accepts
 * the contracts, joins and shows the alias. Every call uses the ACTIVE account.
 */
/** What the controls need: the live snapshot without the bid list. */
export type AuctionSnapshot = Omit<LiveTenderSnapshot, 'bids'>;

export function AuctionControls({ snapshot }: { snapshot: AuctionSnapshot }) {
  const { status, userInfos } = useSession();
  const cariId = userInfos?.aktifCariId ?? null;
  const live = useLiveTender();
  const highestBid = live?.highestBid ?? snapshot.highestBid;
  const { authUrl } = usePublicConfig();
  const queryClient = useQueryClient();
  const connection = useHubConnectionState();
  const [dialogOpen, setDialogOpen] = useState(false);

  const signedIn = status === 'signed-in' && cariId !== null;
  const record = useQuery({ ...participationQuery(snapshot.id, cariId ?? 0), enabled: signedIn });
  const alias = record.data?.alias ?? null;
  const key = participationKeys.one(snapshot.id, cariId ?? 0);

  // One's own live bid means one may no longer leave.
  useHubEvent('Recive', (p) => {
    if (p?.id === snapshot.id && alias && p.cariRumuzu === alias) {
      queryClient.setQueryData<Participation>(key, (old) => (old ? { ...old, hasBid: true } : old));
    }
  });

  const join = useMutation({
    mutationFn: async () => {
      if (cariId === null) throw new Error('Sisteme giriş yapmanız gerekmektedir.');
      await acceptTenderContracts(cariId);
      await joinTender(snapshot.id, cariId);
    },
    onSuccess: async () => {
      setDialogOpen(false);
      await queryClient.refetchQueries({ queryKey: key });
      toast.success(SUCCESS_TEXT);
    },
    onError: (err) => toast.error(mesajList(err)),
  });

  const leave = useMutation({
    mutationFn: async () => {
      if (cariId === null) return;
      await leaveTender(snapshot.id, cariId);
    },
    onSuccess: () => {
      queryClient.setQueryData<Participation>(key, { alias: null, hasBid: false });
      toast.success(SUCCESS_TEXT);
    },
    onError: (err) => toast.error(mesajList(err)),
  });

  const open = joinable(snapshot.statusId);
  if (status === 'unknown' || (signedIn && record.isLoading)) {
    // Same height as the button it becomes: nothing shifts when the session is known.
    return open ? <Skeleton variant="rounded" height={42} aria-hidden /> : null;
  }

  const onJoin = () => {
    if (status !== 'signed-in' || cariId === null) {
      redirectToLogin(authUrl);
      return;
    }
    setDialogOpen(true);
  };

  const position = alias
    ? standing(snapshot.statusId, alias, live?.bids[0]?.alias ?? null, record.data?.hasBid ?? false)
    : null;

  const bidding = showsBidBox({
    statusId: snapshot.statusId,
    openingPrice: snapshot.openingPrice,
    highestBid,
    alias,
    connected: connection === 'connected',
  });

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }} data-testid="auction-controls">
      {alias && (
        <Box
          data-testid="alias-box"
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'center',
            justifyContent: 'space-between',
            gap: 1,
            border: `1px solid ${palette.line}`,
            borderRadius: '6px',
            px: 2,
            py: 1.25,
          }}
        >
          <Typography component="p" sx={{ fontSize: '0.9375rem' }}>
            Rumuzunuz:{' '}
            <Box component="strong" data-testid="alias" sx={{ color: 'primary.main' }}>
              {alias}
            </Box>
          </Typography>
          {position && (
            <Box
              component="span"
              role="status"
              data-testid="standing"
              sx={{
                fontSize: '0.875rem',
                fontWeight: 700,
                px: 1,
                py: 0.25,
                borderRadius: '4px',
                color: position.good ? '#14602f' : '#9b111c',
                bgcolor: position.good ? '#e2f4e8' : '#fbe6e7',
              }}
            >
              {position.text}
            </Box>
          )}
          {open && !record.data?.hasBid && (
            <Button
              variant="text"
              color="secondary"
              size="small"
              onClick={() => leave.mutate()}
              disabled={leave.isPending}
              startIcon={
                leave.isPending ? <CircularProgress size={14} color="inherit" aria-hidden /> : <Logout aria-hidden />
              }
            >
              {LEAVE_BUTTON_TEXT}
            </Button>
          )}
        </Box>
      )}

      {open && !alias && (
        <Button
          variant="contained"
          size="large"
          onClick={onJoin}
          startIcon={<HowToRegOutlined aria-hidden />}
          sx={{ fontWeight: 700 }}
        >
          {JOIN_BUTTON_TEXT}
        </Button>
      )}

      {bidding && cariId !== null && (
        <BidBox
          ihaleId={snapshot.id}
          cariId={cariId}
          openingPrice={snapshot.openingPrice}
          highestBid={highestBid}
          currency={snapshot.currency}
        />
      )}
      {alias && snapshot.statusId === TENDER_STATUS.devam && !bidding && connection !== 'connected' && (
        <Typography role="status" sx={{ fontSize: '0.875rem', color: 'text.secondary' }}>
          {CONNECTING_TEXT}
        </Typography>
      )}

      {dialogOpen && (
        <JoinConsentDialog
          open
          busy={join.isPending}
          deposit={snapshot.deposit}
          currency={snapshot.currency}
          onConfirm={() => join.mutate()}
          onCancel={() => setDialogOpen(false)}
        />
      )}
    </Box>
  );
}
