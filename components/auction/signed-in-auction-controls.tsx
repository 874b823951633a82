'use client';
import { useEffect, useId, useRef, useState } from 'react';
import { clientIsland } from '@/components/common/client-island';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Icon } from '@/components/ui/icon';
import { LogoutIcon } from '@/components/ui/icons/logout';
import { ApiRequestError } from '@/lib/api/http';
import { acceptTenderContracts, joinTender, leaveTender, type Participation } from '@/lib/api/participation';
import { participationKeys, participationQuery } from '@/lib/api/queries/participation';
import { useHubConnectionState } from '@/lib/realtime/hooks';
import { useOnLiveBid } from '@/lib/realtime/live-bids';
import {
  joinedMessage,
  LEAVE_AFTER_BID_MESSAGE,
  LEFT_MESSAGE,
  outbidMessage,
} from '@/lib/rules/participation-messages';
import { TENDER_STATUS } from '@/lib/contract/lookups';
import type { ChannelChoice, ChannelOffer } from '@/lib/rules/notification-channels';
import { allowsJoining } from '@/lib/rules/tender-status';
import { toast } from '@/lib/toast/toast-store';
import { QueryProvider } from '@/components/common/query-provider';
import styles from './auction-controls.module.css';
import type { AuctionSnapshot } from './auction-controls';
import { leadLostTo, ownHighestBid, showsBidBox } from './bid-rules';
import { DepositCoverNote } from './deposit-cover-note';
import { JoinButton, JoinPlaceholder } from './join-button';
import { useLiveTender } from './live-tender-context';
import { useAfterJoin, useJoinPreconditions } from './use-join-preconditions';

// Needed only after a click, or only by a joined user of a running tender: kept out of the page's
// first JavaScript.
const JoinConsentDialog = clientIsland(() => import('./join-consent-dialog').then((m) => m.JoinConsentDialog));
const LeaveConfirmDialog = clientIsland(() => import('./leave-confirm-dialog').then((m) => m.LeaveConfirmDialog));
const BidBox = clientIsland(
  () => import('./bid-box').then((m) => m.BidBox),
  <div aria-hidden className={`skeleton ${styles.bidBoxPlaceholder}`} />,
);

const LEAVE_BUTTON_TEXT = 'İhaleden Ayrıl';
const CONNECTING_TEXT = 'Canlı teklif bağlantısı kuruluyor…';

/** Where the account stands (docs/spec.md §4 wording of the participation screens), for the alias box. */
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

interface Props {
  snapshot: AuctionSnapshot;
  /** The ACTIVE account: every call is made for it. */
  cariId: number;
  /** The signed-in person's TC kimlik no: their notification consents (null when unknown). */
  kimlikNo: string | null;
}

/**
 * A signed-in user's side of the detail's controls (docs/spec.md §4 "Join and bid flow"), loaded
 * after hydration by auction-controls.tsx: 'İhaleye Katıl' opens the consent dialog, then accepts
 * the contracts, joins and shows the alias; the alias box, 'İhaleden Ayrıl' and the bid box follow.
 * Before the dialog, the page says whether the available deposit covers the tender's (issue #36).
 */
export function SignedInAuctionControls(props: Props) {
  return (
    <QueryProvider>
      <Controls {...props} />
    </QueryProvider>
  );
}

function Controls({ snapshot, cariId, kimlikNo }: Props) {
  const live = useLiveTender();
  const highestBid = live?.highestBid ?? snapshot.highestBid;
  // Closed at once when the institution withdraws or cancels the tender (live-tender-context.tsx).
  const statusId = live?.statusId ?? snapshot.statusId;
  const queryClient = useQueryClient();
  const connection = useHubConnectionState();
  const [dialogOpen, setDialogOpen] = useState(false);
  const [leaveOpen, setLeaveOpen] = useState(false);
  // Just joined: the keyboard goes on to the bid controls (issue #19), not to the page body.
  const [focusAfterJoin, setFocusAfterJoin] = useState(false);
  const aliasBoxRef = useRef<HTMLDivElement>(null);

  const record = useQuery(participationQuery(snapshot.id, cariId));
  const alias = record.data?.alias ?? null;
  const key = participationKeys.one(snapshot.id, cariId);
  const open = allowsJoining(statusId);
  const ready = useJoinPreconditions({
    cariId,
    kimlikNo,
    deposit: snapshot.deposit,
    currency: snapshot.currency,
    active: open && !record.isLoading && !alias,
  });
  const afterJoin = useAfterJoin(cariId, kimlikNo);
  const coverId = useId();

  // One's own live bid means one may no longer leave.
  useOnLiveBid([snapshot.id], (p) => {
    if (alias && p.cariRumuzu === alias) {
      queryClient.setQueryData<Participation>(key, (old) => (old ? { ...old, hasBid: true } : old));
    }
  });

  const join = useMutation({
    // The channels ticked in the dialog (and what was offered) ride along to onSuccess: they are
    // saved once the join stands.
    mutationFn: async (_opted: { channels: ChannelChoice; offer: ChannelOffer | null }) => {
      await acceptTenderContracts(cariId);
      return joinTender(snapshot.id, cariId);
    },
    onSuccess: async (joined, opted) => {
      setFocusAfterJoin(true);
      setDialogOpen(false);
      afterJoin.refreshDeposit();
      await queryClient.refetchQueries({ queryKey: key });
      // The alias the server answered (the refetched record's when the answer had none).
      const alias = joined.alias ?? queryClient.getQueryData<Participation>(key)?.alias ?? null;
      toast.success(joinedMessage(alias, snapshot.deposit, snapshot.currency));
      await afterJoin.saveChannels(opted.channels, opted.offer);
    },
    onError: (err) => {
      toast.error(mesajList(err));
      // The server's last line of defence refused (the balance moved since the page read it): the
      // dialog closes and the page shows the shortfall with 'Teminat Yatır'.
      if (err instanceof ApiRequestError && err.key === 'YetersizTeminat') {
        setDialogOpen(false);
        afterJoin.refreshDeposit();
      }
    },
  });

  const leave = useMutation({
    mutationFn: () => leaveTender(snapshot.id, cariId),
    onSuccess: () => {
      setLeaveOpen(false);
      queryClient.setQueryData<Participation>(key, { alias: null, hasBid: false });
      toast.success(LEFT_MESSAGE);
    },
    onError: (err) => toast.error(mesajList(err)),
  });

  const bidding = showsBidBox({
    statusId,
    openingPrice: snapshot.openingPrice,
    highestBid,
    alias,
    connected: connection === 'connected',
  });

  // After a join the 'İhaleye Katıl' button the dialog gave the focus back to is gone. The bid box
  // takes the focus itself once it shows (autoFocus); until then, and in a tender not yet running,
  // the alias box holds it, so the screen reader reads the alias and Tab goes on from there.
  useEffect(() => {
    if (!focusAfterJoin || !alias || bidding) return;
    aliasBoxRef.current?.focus();
    // Only a running tender's bid box is waiting to show: do not take the focus at a later start.
    if (statusId !== TENDER_STATUS.devam) setFocusAfterJoin(false);
  }, [focusAfterJoin, alias, bidding, statusId]);

  // Outbid (issue #36): when another bid takes the lead from the account, an assertive alert says so
  // with the new price, once; it stays in the alias box until the account leads again.
  const top = live?.bids[0] ?? null;
  const previousTop = useRef<string | null>(top?.alias ?? null);
  const [outbidAt, setOutbidAt] = useState<number | null>(null);
  useEffect(() => {
    const lost = leadLostTo(previousTop.current, top, alias);
    previousTop.current = top?.alias ?? null;
    if (lost !== null) setOutbidAt(lost);
    else if (top && top.alias === alias) setOutbidAt(null);
  }, [top, alias]);

  if (record.isLoading || ready.loading) return open ? <JoinPlaceholder /> : null;

  const position = alias ? standing(statusId, alias, live?.bids[0]?.alias ?? null, record.data?.hasBid ?? false) : null;

  return (
    <div data-testid="auction-controls" className={styles.controls}>
      {alias && (
        <div data-testid="alias-box" ref={aliasBoxRef} tabIndex={-1} className={styles.aliasBox}>
          <p className={styles.aliasText}>
            Rumuzunuz:{' '}
            <strong data-testid="alias" className={styles.alias}>
              {alias}
            </strong>
          </p>
          {position && (
            <span
              role="status"
              data-testid="standing"
              className={position.good ? `${styles.standing} ${styles.standingGood}` : styles.standing}
            >
              {position.text}
            </span>
          )}
          {outbidAt !== null && statusId === TENDER_STATUS.devam && (
            <p role="alert" data-testid="outbid-notice" className={styles.outbid}>
              {outbidMessage(outbidAt, snapshot.currency)}
            </p>
          )}
          {open && !record.data?.hasBid && (
            <button
              type="button"
              onClick={() => setLeaveOpen(true)}
              aria-haspopup="dialog"
              disabled={leave.isPending}
              className={`btn btn-text btn-sm ${styles.leave}`}
            >
              {leave.isPending ? <span aria-hidden className="spinner" /> : <Icon def={LogoutIcon} size={18} />}
              {LEAVE_BUTTON_TEXT}
            </button>
          )}
          {open && record.data?.hasBid && <p className={styles.leaveNote}>{LEAVE_AFTER_BID_MESSAGE}</p>}
        </div>
      )}

      {open && !alias && ready.available !== null && (
        <DepositCoverNote
          id={coverId}
          required={snapshot.deposit}
          available={ready.available}
          currency={snapshot.currency}
        />
      )}
      {open && !alias && (
        <JoinButton
          onClick={() => setDialogOpen(true)}
          disabled={ready.short}
          describedBy={ready.available !== null ? coverId : undefined}
        />
      )}

      {bidding && (
        <BidBox
          // A new account is a new box: its own choices ('teklif onayı sorma'), nothing half-typed.
          key={cariId}
          ihaleId={snapshot.id}
          cariId={cariId}
          openingPrice={snapshot.openingPrice}
          highestBid={highestBid}
          ownHighestBid={live ? ownHighestBid(live.bids, alias) : null}
          currency={snapshot.currency}
          vatIncluded={snapshot.vatIncluded}
          autoFocus={focusAfterJoin}
          onAutoFocused={() => setFocusAfterJoin(false)}
        />
      )}
      {alias && statusId === TENDER_STATUS.devam && !bidding && connection !== 'connected' && (
        <p role="status" className={styles.connecting}>
          {CONNECTING_TEXT}
        </p>
      )}

      {leaveOpen && (
        <LeaveConfirmDialog
          open
          busy={leave.isPending}
          onConfirm={() => leave.mutate()}
          onCancel={() => setLeaveOpen(false)}
        />
      )}
      {dialogOpen && (
        <JoinConsentDialog
          open
          busy={join.isPending}
          deposit={snapshot.deposit}
          currency={snapshot.currency}
          channels={ready.channels}
          onConfirm={(channels) => join.mutate({ channels, offer: ready.channels })}
          onCancel={() => setDialogOpen(false)}
        />
      )}
    </div>
  );
}
