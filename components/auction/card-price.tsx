import { formatMoney } from '@/lib/format/money';
import type { ExchangeRateModel } from '@/lib/rules/exchange-rate';
import { TlEquivalent } from '@/components/tenders/price-notes';
import styles from '@/components/tenders/tender-card.module.css';

/** A card's current price as markup, with the TL line of a EUR/USD price; `flash` marks a live bid. */
export function CardPrice({
  amount,
  currency,
  exchangeRate,
  flash = false,
}: {
  amount: number;
  currency: string;
  exchangeRate: ExchangeRateModel | null;
  flash?: boolean;
}) {
  return (
    <>
      <span data-testid="tender-card-price" className={styles.price}>
        <span data-live-flash={flash || undefined} className={styles.livePrice}>
          {formatMoney(amount, currency)}
        </span>
      </span>
      {exchangeRate && <TlEquivalent amount={amount} rate={exchangeRate} />}
    </>
  );
}
