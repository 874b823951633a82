'use client';
import { lazy, Suspense } from 'react';
import type { ExchangeRateModel } from '@/lib/rules/exchange-rate';
import { useSession } from '@/lib/session/use-session';
import { CardPrice } from './card-price';

export interface LiveCardPriceProps {
  ihaleId: number;
  statusId: number;
  amount: number;
  currency: string;
  exchangeRate: ExchangeRateModel | null;
}

// The live bids' store and the group joining load after hydration and only for a signed-in user,
// the one who has a hub connection (docs/architecture.md §3 "Light on a phone"). React.lazy rather
// than clientIsland, so the stand-in is this card's own price: nothing moves.
const SignedInLiveCardPrice = lazy(() =>
  import('./signed-in-live-card-price').then((m) => ({ default: m.SignedInLiveCardPrice })),
);

/**
 * A card's current price that follows live bids (docs/spec.md §4 "Live bids update the tender row's
 * amount"): a signed-in user's running tenders join their group; signed-out visitors have no
 * connection and keep the server's amount. A EUR/USD price's TL line follows the same amount.
 */
export function LiveCardPrice(props: LiveCardPriceProps) {
  const { userInfos } = useSession();
  const price = <CardPrice amount={props.amount} currency={props.currency} exchangeRate={props.exchangeRate} />;
  if (!userInfos) return price;
  return (
    <Suspense fallback={price}>
      <SignedInLiveCardPrice {...props} />
    </Suspense>
  );
}
