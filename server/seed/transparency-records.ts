import { TENDER_STATUS } from '../../lib/contract/lookups';
import { PARA_BIRIMI } from '../../lib/contract/money';
import type { Db } from '../db/client';
import { tenderEnd } from '../db/schema/tender-end';
import type { Insert } from './row-types';
import { appendEntries, type NewEntry } from '../transparency/append';
import type { TransparencySigner } from '../transparency/signing-key';

const STARTED: ReadonlySet<number> = new Set([
  TENDER_STATUS.devam,
  TENDER_STATUS.degerlendiriliyor,
  TENDER_STATUS.kazananBelirli,
  TENDER_STATUS.kazananBelirsiz,
]);
const ENDED: ReadonlySet<number> = new Set([
  TENDER_STATUS.degerlendiriliyor,
  TENDER_STATUS.kazananBelirli,
  TENDER_STATUS.kazananBelirsiz,
]);

/**
 * The demo seed inserts its tenders and bids directly (no bid batch ran), so it writes their bid
 * records afterwards through the same append (docs/architecture.md §11): every started tender gets
 * its start, its bids in order, an extension after the last bid when it was extended, and its end
 * when it has ended. A cancelled tender has none (the seed does not say when it was cancelled).
 */
export async function seedRecords(
  tx: Db,
  signer: TransparencySigner,
  tenders: readonly Insert<'ihale'>[],
  bids: readonly Insert<'teklif'>[],
): Promise<void> {
  const currencyCode = new Map<number, string>(Object.values(PARA_BIRIMI).map((p) => [p.id, p.kod]));
  const bidsOf = new Map<number, Insert<'teklif'>[]>();
  for (const b of bids) bidsOf.set(b.ihaleId, [...(bidsOf.get(b.ihaleId) ?? []), b]);
  const iso = (d: Date) => d.toISOString();
  const batches = tenders
    .filter((t) => t.id !== undefined && STARTED.has(t.ihaleDurumuId))
    .map((t) => {
      const ihaleId = t.id as number;
      const own = (bidsOf.get(ihaleId) ?? []).sort((a, b) => (a.siraNo ?? 0) - (b.siraNo ?? 0));
      const end = tenderEnd(t);
      const entries: NewEntry[] = [{ tur: 'baslangic', zaman: iso(t.baslangicTarihi), bitis: iso(t.bitisTarihi) }];
      own.forEach((b, i) => {
        const last = i === own.length - 1;
        const zaman = iso(b.teklifTarihi ?? t.baslangicTarihi);
        entries.push({
          tur: 'teklif',
          zaman,
          rumuz: b.cariRumuzu,
          tutar: Number(b.teklifTutari).toFixed(2),
          paraBirimi: currencyCode.get(t.paraBirimiId ?? PARA_BIRIMI.TL.id) ?? PARA_BIRIMI.TL.kod,
          otomatik: b.otomatik ?? false,
          bitis: iso(last ? end : t.bitisTarihi),
        });
        if (last && t.uzatilmisBitisTarihi) entries.push({ tur: 'uzatma', zaman, bitis: iso(end) });
      });
      if (ENDED.has(t.ihaleDurumuId)) entries.push({ tur: 'bitis', zaman: iso(end), bitis: iso(end) });
      return { ihaleId, entries };
    });
  await appendEntries(tx, signer, batches);
}
