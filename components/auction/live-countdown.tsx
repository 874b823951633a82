'use client';
import type { ReactNode } from 'react';
import { clientIsland } from '@/components/common/client-island';
import type { LiveCountdownProps } from './ticking-live-countdown';

type Props = LiveCountdownProps & {
  /** The countdown as the server rendered it at the page's server time (countdown-view.tsx). */
  children: ReactNode;
};

/**
 * A tender page's countdown. The clock that ticks it, the live end and the reloads when the counted
 * moment passes load after hydration (docs/decisions/islands-load-after-hydration.md); until then the
 * server's countdown stands in, the same markup the ticking one first renders, so nothing moves.
 */
export const LiveCountdown = clientIsland<Props>(
  () => import('./ticking-live-countdown').then((m) => m.TickingLiveCountdown),
  ({ children }) => children,
);
