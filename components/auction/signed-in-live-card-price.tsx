'use client';
import { useTenderGroup } from '@/lib/realtime/hooks';
import { useLiveBids, useLiveBidsSince } from '@/lib/realtime/live-bids';
import { TENDER_STATUS } from '@/lib/contract/lookups';
import { CardPrice } from './card-price';
import type { LiveCardPriceProps } from './live-card-price';

/**
 * A signed-in user's card price (live-card-price.tsx loads it after hydration): a running tender
 * joins its group on the user's hub connection and the amount follows the bids heard.
 */
export function SignedInLiveCardPrice({ ihaleId, statusId, amount, currency, exchangeRate }: LiveCardPriceProps) {
  useTenderGroup(statusId === TENDER_STATUS.devam ? ihaleId : null);
  // A new server render (filters, paging) brings its own amount; bids heard since then go on top.
  const heard = useLiveBidsSince(ihaleId, String(amount));
  const value = heard.reduce((v, b) => Math.max(v, b.teklif), amount);
  // The store's pulse (live-bids.ts), only once this card has heard a bid itself.
  const flash = (useLiveBids(ihaleId)?.pulsing ?? false) && heard.length > 0;
  return <CardPrice amount={value} currency={currency} exchangeRate={exchangeRate} flash={flash} />;
}
