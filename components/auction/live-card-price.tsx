'use client';
import { formatMoney } from '@/lib/format/money';
import { useTenderGroup } from '@/lib/realtime/hooks';
import { useLiveBids, useLiveBidsSince } from '@/lib/realtime/live-bids';
import type { ExchangeRateModel } from '@/lib/rules/exchange-rate';
import { TENDER_STATUS } from '@/lib/contract/lookups';
import { TlEquivalent } from '@/components/tenders/price-notes';
import styles from '@/components/tenders/tender-card.module.css';

/**
 * A card's current price that follows live bids (docs/spec.md §4 "Live bids update the tender row's
 * amount"): running tenders join their group; signed-out visitors have no connection and simply
 * keep the server's amount. A EUR/USD price's TL line follows the same live amount.
 */
export function LiveCardPrice({
  ihaleId,
  statusId,
  amount,
  currency,
  exchangeRate,
}: {
  ihaleId: number;
  statusId: number;
  amount: number;
  currency: string;
  exchangeRate: ExchangeRateModel | null;
}) {
  useTenderGroup(statusId === TENDER_STATUS.devam ? ihaleId : null);
  // A new server render (filters, paging) brings its own amount; bids heard since then go on top.
  const heard = useLiveBidsSince(ihaleId, String(amount));
  const value = heard.reduce((v, b) => Math.max(v, b.teklif), amount);
  // The store's pulse (live-bids.ts), only once this card has heard a bid itself.
  const flash = (useLiveBids(ihaleId)?.pulsing ?? false) && heard.length > 0;

  return (
    <>
      <span data-testid="tender-card-price" className={styles.price}>
        <span data-live-flash={flash || undefined} className={styles.livePrice}>
          {formatMoney(value, currency)}
        </span>
      </span>
      {exchangeRate && <TlEquivalent amount={value} rate={exchangeRate} />}
    </>
  );
}
