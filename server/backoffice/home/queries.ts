import { CONVERSATION_STATUS } from '../../../lib/contract/lookups';
import { WAITING_LINE_STATES } from '../../../lib/contract/money';
import type { StaffRole } from '../../../lib/contract/staff';
import {
  type StaffWorkQueue,
  WORK_KIND_ROLE,
  WORK_KINDS,
  WORK_QUEUE_PREVIEW,
  type WorkItem,
  type WorkKind,
  type WorkQueueEntry,
} from '../../../lib/contract/work-queue';
import { istanbulDay } from '../../../lib/format/istanbul-time';
import { STATEMENT_LINE_STATE_LABELS as LINE_LABELS } from '../../../lib/rules/statement-schemas';
import type { Db } from '../../db/client';
import { ordersAwaitingApproval } from '../finance/refunds/queries';
import { tendersAwaitingDecision } from '../lifecycle/queries';
import { listSettlements } from '../../money/settlement/staff-queries';
import { listLines } from '../statements/queries';
import { listConversations } from '../support/queries';

interface Caller {
  personelId: number;
  roller: readonly StaffRole[];
}

type Reader = (db: Db, caller: Caller, now: Date) => Promise<{ total: number; items: WorkItem[] }>;

const limit = WORK_QUEUE_PREVIEW;
const item = (i: Omit<WorkItem, 'ayrinti' | 'tutar' | 'paraBirimi'> & Partial<WorkItem>): WorkItem => ({
  ayrinti: null,
  tutar: null,
  paraBirimi: null,
  ...i,
});

/**
 * Each kind of work read through the query of the screen where it is done, so a count here is the
 * count that screen shows (docs/architecture.md §8): the support desk's list, the lifecycle's
 * decision rule, the refund queue's orders, the statement lines, Satış Ödemeleri's list.
 */
const READERS: Record<WorkKind, Reader> = {
  destek: async (db) => {
    const r = await listConversations(db, { durumId: CONVERSATION_STATUS.open, offset: 0, limit, oldestFirst: true });
    return {
      total: r.total,
      items: r.items.map((c) =>
        item({ id: c.id, baslik: c.baslik, ayrinti: c.cariUnvan, tarih: c.sonCevap ?? c.acilisTarihi }),
      ),
    };
  },
  karar: async (db) => {
    const r = await tendersAwaitingDecision(db, limit);
    return {
      total: r.total,
      items: r.items.map((t) =>
        item({
          id: t.id,
          baslik: t.baslik,
          ayrinti: t.teklifSayisi === 0 ? 'Teklif yok' : `${t.teklifSayisi} teklif`,
          tarih: t.bitis.toISOString(),
        }),
      ),
    };
  },
  iadeOnayi: async (db, caller) => {
    const r = await ordersAwaitingApproval(db, caller.personelId, limit);
    return {
      total: r.total,
      items: r.items.map((o) =>
        item({
          id: o.id,
          baslik: `${o.id} numaralı ödeme talimatı`,
          ayrinti: `${o.talepSayisi} talep · Hazırlayan: ${o.hazirlayan}`,
          tarih: o.hazirlamaTarihi,
          tutar: o.toplamTutar,
          paraBirimi: o.paraBirimi,
        }),
      ),
    };
  },
  ekstreSatiri: async (db) => {
    const r = await listLines(db, { durum: WAITING_LINE_STATES, offset: 0, limit, oldestFirst: true });
    return {
      total: r.total,
      items: r.items.map((l) =>
        item({
          id: l.id,
          baslik: l.gonderen || l.aciklama || `${l.id} numaralı satır`,
          // A look-alike says so: it is a possible duplicate, not an unknown payer.
          ayrinti: l.durum === 'benzer' ? `${LINE_LABELS.benzer} · ${l.aciklama}` : l.aciklama || null,
          tarih: l.islemTarihi,
          tutar: l.tutar,
          paraBirimi: l.paraBirimi,
        }),
      ),
    };
  },
  bugunOdeme: async (db, _caller, now) => {
    const r = await listSettlements(db, {
      durum: 'bekleniyor',
      sonOdemeGunu: istanbulDay(now),
      offset: 0,
      limit,
      now,
    });
    return {
      total: r.toplam,
      items: r.items.map((s) =>
        item({
          id: s.ihaleId,
          baslik: s.baslik,
          ayrinti: s.kazananAdi,
          tarih: s.sonOdemeTarihi ?? now.toISOString(),
          tutar: s.kalan,
          paraBirimi: s.paraBirimi,
        }),
      ),
    };
  },
};

/**
 * The work waiting for the caller: only the kinds of the roles they hold are read at all, so a
 * person without Mali İşler never has a finance figure computed for them.
 */
export async function workQueueFor(db: Db, caller: Caller, now: Date): Promise<StaffWorkQueue> {
  const kinds = WORK_KINDS.filter((k) => caller.roller.includes(WORK_KIND_ROLE[k]));
  const isler = await Promise.all(
    kinds.map(async (tur): Promise<WorkQueueEntry> => {
      const { total, items } = await READERS[tur](db, caller, now);
      return { tur, sayi: total, ogeler: items };
    }),
  );
  return { isler };
}
