import { type ExchangeRateModel, tlEquivalentText, vatLabel } from '@/lib/rules/exchange-rate';
import styles from './price-notes.module.css';

/**
 * The TL line under a EUR/USD price: "≈ 1.206.849,60 TL (TCMB döviz satış, 24.11.2026)". Plain text
 * (not a tooltip) so every user and screen reader gets it; callers pass the live amount.
 */
export function TlEquivalent({
  amount,
  rate,
  tone = 'light',
}: {
  amount: number;
  rate: ExchangeRateModel;
  /** 'dark' on the navy price box. */
  tone?: 'light' | 'dark';
}) {
  return (
    <span data-testid="tl-equivalent" className={`${styles.tlEquivalent} ${tone === 'dark' ? styles.onDark : ''}`}>
      {tlEquivalentText(amount, rate)}
    </span>
  );
}

/** "KDV dahil" / "KDV hariç" next to a price: a small outlined word, never colour alone. */
export function VatLabel({ included, tone = 'light' }: { included: boolean; tone?: 'light' | 'dark' }) {
  return (
    <span data-testid="vat-label" className={`${styles.vat} ${tone === 'dark' ? styles.onDark : ''}`}>
      {vatLabel(included)}
    </span>
  );
}
