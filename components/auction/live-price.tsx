'use client';
import { formatMoney } from '@/lib/format/money';
import type { ExchangeRateModel } from '@/lib/rules/exchange-rate';
import { priceLabelOf } from '@/lib/rules/tender-status';
import { TlEquivalent } from '@/components/tenders/price-notes';
import { useLiveTender } from './live-tender-context';

/** The price box's label: the opening price until the first bid, then the highest (or winning) bid. */
export function LivePriceLabel({ statusId, hasBids }: { statusId: number; hasBids: boolean }) {
  const live = useLiveTender();
  const anyBid = live ? live.highestBid > 0 : hasBids;
  return <>{priceLabelOf(statusId, anyBid)}</>;
}

/** The price box's amount: the highest live bid once there is one, else the server's amount. */
function useLivePriceValue(amount: number | null): number | null {
  const live = useLiveTender();
  return live && live.highestBid > 0 ? live.highestBid : amount;
}

/** The price box's amount, updated by live bids. */
export function LivePriceAmount({ amount, currency }: { amount: number | null; currency: string }) {
  const value = useLivePriceValue(amount);
  return (
    <span data-testid="price-amount" aria-live="polite" aria-atomic="true">
      {value === null ? '' : formatMoney(value, currency)}
    </span>
  );
}

/** The price box's TL line of a EUR/USD tender, following the same live amount. */
export function LivePriceTlEquivalent({ amount, rate }: { amount: number | null; rate: ExchangeRateModel }) {
  const value = useLivePriceValue(amount);
  return value === null ? null : <TlEquivalent amount={value} rate={rate} tone="dark" />;
}
