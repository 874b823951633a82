'use client';
import type { ExchangeRateModel } from '@/lib/rules/exchange-rate';
import { useSession } from '@/lib/session/use-session';
import { clientIsland } from '@/components/common/client-island';
import { CardPrice } from './card-price';

export interface LiveCardPriceProps {
  ihaleId: number;
  statusId: number;
  amount: number;
  currency: string;
  exchangeRate: ExchangeRateModel | null;
}

/** The price the server rendered, without live bids. */
const ServerPrice = ({ amount, currency, exchangeRate }: LiveCardPriceProps) => (
  <CardPrice amount={amount} currency={currency} exchangeRate={exchangeRate} />
);

// The live bids' store and the group joining load after hydration and only for a signed-in user,
// the one who has a hub connection (docs/architecture.md §3 "Light on a phone"); until then the
// card's own price stands in, so nothing moves.
const SignedInLiveCardPrice = clientIsland(
  () => import('./signed-in-live-card-price').then((m) => m.SignedInLiveCardPrice),
  ServerPrice,
);

/**
 * A card's current price that follows live bids (docs/spec.md §4 "Live bids update the tender row's
 * amount"): a signed-in user's running tenders join their group; signed-out visitors have no
 * connection and keep the server's amount. A EUR/USD price's TL line follows the same amount.
 */
export function LiveCardPrice(props: LiveCardPriceProps) {
  const { userInfos } = useSession();
  return userInfos ? <SignedInLiveCardPrice {...props} /> : <ServerPrice {...props} />;
}
