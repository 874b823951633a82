'use client';
import { useEffect, useState } from 'react';
import { formatMoney } from '@/lib/format/money';
import { useHubEvent, useTenderGroup } from '@/lib/realtime/hooks';
import type { ExchangeRateModel } from '@/lib/rules/exchange-rate';
import { TENDER_STATUS } from '@/lib/contract/lookups';
import { TlEquivalent } from '@/components/tenders/price-notes';
import styles from '@/components/tenders/tender-card.module.css';

/** How long a card's price stays highlighted after a live bid. */
const FLASH_MS = 1000;

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
  const [value, setValue] = useState(amount);
  const [flash, setFlash] = useState(false);
  const [prev, setPrev] = useState(amount);
  if (amount !== prev) {
    // A new server render (filters, paging) brings its own amount.
    setPrev(amount);
    setValue(amount);
  }
  useTenderGroup(statusId === TENDER_STATUS.devam ? ihaleId : null);
  useHubEvent('Recive', (p) => {
    if (p?.id !== ihaleId || !Number.isFinite(p.teklif)) return;
    setValue((v) => Math.max(v, p.teklif));
    setFlash(true);
  });
  useEffect(() => {
    if (!flash) return;
    const t = window.setTimeout(() => setFlash(false), FLASH_MS);
    return () => window.clearTimeout(t);
  }, [flash]);

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
