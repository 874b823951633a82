import type {
  SettlementCollection,
  SettlementFilter,
  SettlementListItem,
  SettlementPage,
  SettlementRuleWire,
} from '../../contract/settlement';
import { ODEME_DURUMU_ETIKETI, OFFER_STATE_LABELS } from '../../contract/settlement';
import { SETTLEMENT_PAGE_SIZE } from '../../rules/settlement-schemas';
import { staffRequest } from './staff-http';

/** Payment tracking of won tenders for Mali İşler (server/money/settlement/staff-routes.ts). */
export interface SettlementRow {
  ihaleId: number;
  title: string;
  currency: string;
  winner: string;
  winningAmount: number | null;
  deposit: number;
  collected: number;
  due: number;
  deadline: string | null;
  /** What the state column says, e.g. 'Ödeme Bekleniyor' or 'Kazanansız sonuçlandı'. */
  state: string;
  /** 'awaiting' | 'paid' | 'forfeited' | 'ended': drives the chip colour. */
  tone: 'awaiting' | 'paid' | 'forfeited' | 'ended';
  /** The runner-up offer, when one was made. */
  offer: null | { to: string; from: string; amount: number; state: string; deadline: string };
  reason: string | null;
  /** Past the deadline, the forfeit waiting for the statement of that day until this instant. */
  waitingUntil: string | null;
  /** The defaulter's transfers booked by their deadline but imported after the forfeit. */
  lateImported: { lineId: number; amount: number; bookedAt: string; importedAt: string }[];
}

export function toSettlementRow(w: SettlementListItem): SettlementRow {
  const ended = w.ihaleDurumuId === 216;
  const tone = ended ? 'ended' : w.odemeDurumu === 2 ? 'paid' : w.odemeDurumu === 3 ? 'forfeited' : 'awaiting';
  const label = ODEME_DURUMU_ETIKETI[w.odemeDurumu as 1 | 2 | 3] ?? '';
  return {
    ihaleId: w.ihaleId,
    title: w.baslik,
    currency: w.paraBirimi,
    winner: w.kazananAdi ?? '—',
    winningAmount: w.kazananTutar,
    deposit: w.teminatTutari,
    collected: w.tahsilEdilen,
    due: w.kalan,
    deadline: w.sonOdemeTarihi,
    state: ended ? 'Kazanansız sonuçlandı' : label,
    tone,
    offer: w.teklif && {
      to: w.teklif.cariAdi,
      from: w.teklif.oncekiKazananAdi,
      amount: w.teklif.tutar,
      state: OFFER_STATE_LABELS[w.teklif.durum],
      deadline: w.teklif.sonYanitTarihi,
    },
    reason: w.sonucNedeni,
    waitingUntil: w.ekstreBekleniyor?.beklemeBitis ?? null,
    lateImported: w.gecAktarilan.map((g) => ({
      lineId: g.satirId,
      amount: g.tutar,
      bookedAt: g.islemTarihi,
      importedAt: g.aktarimTarihi,
    })),
  };
}

export async function fetchSettlements(q: {
  filter: SettlementFilter | null;
  page: number;
}): Promise<{ items: SettlementRow[]; total: number; pageCount: number; graceDays: number }> {
  const params = new URLSearchParams({ sayfa: String(q.page) });
  if (q.filter) params.set('durum', q.filter);
  const res = await staffRequest<SettlementPage>(`/yonetim/mali/odemeler?${params}`);
  return {
    items: res.items.map(toSettlementRow),
    total: res.toplam,
    pageCount: Math.max(1, Math.ceil(res.toplam / SETTLEMENT_PAGE_SIZE)),
    graceDays: res.ekstreBeklemeGun,
  };
}

/** Mali İşler sets the grace for the statement of a deadline day (audited by the server). */
export async function saveGraceDays(days: number): Promise<void> {
  const body: SettlementRuleWire = { ekstreBeklemeGun: days };
  await staffRequest('/yonetim/mali/odemeler/ayar', { method: 'PUT', body });
}

export interface CollectionRow {
  id: number;
  amount: number;
  currency: string;
  /** 'Kart' or 'Havale/EFT'. */
  source: string;
  at: string;
}

export async function fetchCollections(ihaleId: number): Promise<CollectionRow[]> {
  const rows = await staffRequest<SettlementCollection[]>(`/yonetim/mali/odemeler/${ihaleId}/tahsilatlar`);
  return rows.map((c) => ({
    id: c.id,
    amount: c.tutar,
    currency: c.paraBirimi,
    source: c.kaynak === 'kart' ? 'Kart' : 'Havale/EFT',
    at: c.islemTarihi,
  }));
}
