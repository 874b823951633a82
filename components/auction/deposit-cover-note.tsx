'use client';
import Link from 'next/link';
import {
  DEPOSIT_COVERED_TEXT,
  DEPOSIT_PAY_TEXT,
  DEPOSIT_SHORT_TEXT,
  depositAmountsText,
  depositCover,
  depositPayHref,
} from '@/lib/rules/deposit-cover';
import styles from './auction-controls.module.css';

interface Props {
  /** The words the join button is described by (aria-describedby): the reason and the amounts, not the link. */
  id: string;
  required: number;
  available: number;
  currency: string;
}

/**
 * Whether the account's available deposit covers the tender's, said before 'İhaleye Katıl' is pressed
 * (issue #36 item 4): both amounts either way and, when it falls short, 'Teminat Yatır' to the deposit
 * payment screen in the tender's currency with the missing amount filled in.
 */
export function DepositCoverNote({ id, required, available, currency }: Props) {
  const cover = depositCover(required, available);
  const amounts = depositAmountsText(required, available, currency);
  if (cover.covered) {
    return (
      <p id={id} data-testid="deposit-cover" className={styles.cover}>
        {DEPOSIT_COVERED_TEXT} <span className={styles.coverAmounts}>{amounts}</span>
      </p>
    );
  }
  return (
    <div data-testid="deposit-cover" className={styles.coverShort}>
      <p id={id} className={styles.coverText}>
        <strong>{DEPOSIT_SHORT_TEXT}</strong> <span className={styles.coverAmounts}>{amounts}</span>
      </p>
      <Link href={depositPayHref(currency, cover.shortfall)} className="btn btn-primary btn-sm">
        {DEPOSIT_PAY_TEXT}
      </Link>
    </div>
  );
}
