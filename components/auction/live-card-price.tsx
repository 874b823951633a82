'use client';
import type { ReactNode } from 'react';
import type { ExchangeRateModel } from '@/lib/rules/exchange-rate';
import { useSession } from '@/lib/session/use-session';
import { clientIsland } from '@/components/common/client-island';

export interface LiveCardPriceProps {
  ihaleId: number;
  statusId: number;
  amount: number;
  currency: string;
  exchangeRate: ExchangeRateModel | null;
}

type Props = LiveCardPriceProps & {
  /** The price as the server rendered it (card-price.tsx): what a visitor sees, and the stand-in. */
  children: ReactNode;
};

// The live bids' store, the group joining and the price's own markup load after hydration and only
// for a signed-in user, the one who has a hub connection (docs/architecture.md §3 "Light on a
// phone"); until then, and for good for a visitor, the server's price stands in, so nothing moves.
const SignedInLiveCardPrice = clientIsland<Props & { signedIn: boolean }>(
  () => import('./signed-in-live-card-price').then((m) => m.SignedInLiveCardPrice),
  ({ children }) => children,
  ({ signedIn }) => signedIn,
);

/**
 * A card's current price that follows live bids (docs/spec.md §4 "Live bids update the tender row's
 * amount"): a signed-in user's running tenders join their group; signed-out visitors have no
 * connection and keep the server's price, which the card renders on the server and passes in.
 */
export function LiveCardPrice(props: Props) {
  const { userInfos } = useSession();
  return <SignedInLiveCardPrice {...props} signedIn={userInfos !== null} />;
}
