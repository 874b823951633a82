import { CARD_ACCOUNT, type ReconciliationItemKind } from '../../../../lib/contract/reconciliation';

/** A day, account and currency with the bank's and the portal's money in and out, in kuruş. */
interface Totals {
  gun: string;
  hesap: string;
  paraBirimiId: number;
  bankaGiris: bigint;
  bankaCikis: bigint;
  portalGiris: bigint;
  portalCikis: bigint;
}

/**
 * One movement of money as both sides saw it (movements.ts reads them): a statement line, a refund
 * sent, a card approval or its refund to the card, in the movement's currency. `tur` is the
 * source's own reason for a difference, null when the portal booked it as matched.
 */
export interface Movement extends Totals {
  tur: ReconciliationItemKind | null;
  kaynak: string;
  taraf: string | null;
  tutar: bigint;
}

export interface ReconciledItem {
  tur: ReconciliationItemKind;
  kaynak: string;
  taraf: string | null;
  tutar: bigint;
  fark: bigint;
}

export interface ReconciledRow extends Totals {
  fark: bigint;
  kalemler: ReconciledItem[];
}

const differenceOf = (m: Movement) => m.bankaGiris - m.bankaCikis - (m.portalGiris - m.portalCikis);

/**
 * The day × account × currency rows of Mutabakat: each side's totals, the difference, and every
 * movement that makes it up (and the refunds the bank returned, for reading). A movement the portal
 * booked as matched whose two sides still differ is listed as 'aciklanamayan', so a row's difference
 * is always the sum of its items' and none is hidden. Newest day first; on a day the IBANs, then the
 * virtual POS; then by currency.
 */
export function reconcile(movements: readonly Movement[]): ReconciledRow[] {
  const rows = new Map<string, ReconciledRow>();
  for (const m of movements) {
    const key = `${m.gun}|${m.hesap}|${m.paraBirimiId}`;
    let row = rows.get(key);
    if (!row) {
      row = {
        gun: m.gun,
        hesap: m.hesap,
        paraBirimiId: m.paraBirimiId,
        bankaGiris: 0n,
        bankaCikis: 0n,
        portalGiris: 0n,
        portalCikis: 0n,
        fark: 0n,
        kalemler: [],
      };
      rows.set(key, row);
    }
    row.bankaGiris += m.bankaGiris;
    row.bankaCikis += m.bankaCikis;
    row.portalGiris += m.portalGiris;
    row.portalCikis += m.portalCikis;
    const fark = differenceOf(m);
    row.fark += fark;
    // A matched movement, or a return shown for reading, whose two sides differ: nothing explains it.
    const tur = fark !== 0n && (m.tur === null || m.tur === 'iade_donusu') ? 'aciklanamayan' : m.tur;
    if (tur) row.kalemler.push({ tur, kaynak: m.kaynak, taraf: m.taraf, tutar: m.tutar, fark });
  }
  const cardLast = (h: string) => (h === CARD_ACCOUNT ? 1 : 0);
  return [...rows.values()].sort(
    (a, b) =>
      b.gun.localeCompare(a.gun) ||
      cardLast(a.hesap) - cardLast(b.hesap) ||
      a.hesap.localeCompare(b.hesap) ||
      a.paraBirimiId - b.paraBirimiId,
  );
}
