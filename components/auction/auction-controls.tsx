'use client';
import { clientIsland } from '@/components/common/client-island';
import { usePublicConfig } from '@/lib/public-config-context';
import { allowsJoining } from '@/lib/rules/tender-status';
import { redirectToLogin } from '@/lib/session/login-redirect';
import { useSession } from '@/lib/session/use-session';
import styles from './auction-controls.module.css';
import { JoinButton, JoinPlaceholder } from './join-button';
import { useLiveTender } from './live-tender-context';
import type { LiveTenderSnapshot } from './live-snapshot';

/** What the controls need: the live snapshot without the bid list. */
export type AuctionSnapshot = Omit<LiveTenderSnapshot, 'bids'>;

// A signed-in user's alias, join, leave and bid controls, with react-query and the participation
// calls: loaded after hydration, only for a signed-in user. A visitor's page (most views, and what
// search engines and Lighthouse load) carries only the button below (docs/architecture.md §3
// "Light on a phone").
const SignedInAuctionControls = clientIsland(
  () => import('./signed-in-auction-controls').then((m) => m.SignedInAuctionControls),
  <JoinPlaceholder />,
);

/**
 * The detail's alias, join, leave and bid controls (docs/spec.md §4 "Join and bid flow"). Signed out,
 * 'İhaleye Katıl' goes to the e-Devlet login; signed in, the controls of the active account take over.
 */
export function AuctionControls({ snapshot }: { snapshot: AuctionSnapshot }) {
  const { status, userInfos } = useSession();
  const cariId = userInfos?.aktifCariId ?? null;
  const live = useLiveTender();
  // Closed at once when the institution withdraws or cancels the tender (live-tender-context.tsx).
  const statusId = live?.statusId ?? snapshot.statusId;
  const { authUrl } = usePublicConfig();
  const open = allowsJoining(statusId);

  if (status === 'unknown') return open ? <JoinPlaceholder /> : null;
  if (status === 'signed-in' && cariId !== null)
    return (
      <SignedInAuctionControls snapshot={snapshot} cariId={cariId} kimlikNo={userInfos?.preferred_username ?? null} />
    );
  return (
    <div data-testid="auction-controls" className={styles.controls}>
      {open && <JoinButton onClick={() => redirectToLogin(authUrl)} />}
    </div>
  );
}
