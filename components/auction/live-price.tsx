'use client';
import { formatMoney } from '@/lib/format/money';
import { priceLabelOf } from '@/lib/rules/tender-status';
import { useLiveTender } from './live-tender-context';

/** The price box's label: the opening price until the first bid, then the highest (or winning) bid. */
export function LivePriceLabel({ statusId, hasBids }: { statusId: number; hasBids: boolean }) {
  const live = useLiveTender();
  const anyBid = live ? live.highestBid > 0 : hasBids;
  return <>{priceLabelOf(statusId, anyBid)}</>;
}

/** The price box's amount, updated by live bids. */
export function LivePriceAmount({ amount, currency }: { amount: number | null; currency: string }) {
  const live = useLiveTender();
  const value = live && live.highestBid > 0 ? live.highestBid : amount;
  return (
    <span data-testid="price-amount" aria-live="polite" aria-atomic="true">
      {value === null ? '' : formatMoney(value, currency)}
    </span>
  );
}
