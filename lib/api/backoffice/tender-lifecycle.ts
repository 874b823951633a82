import type {
  TenderLifecycleResultWire,
  TenderMonitorWire,
  TenderParticipantsWire,
  TenderResultWire,
} from '../../contract/tender-lifecycle';
import { staffRequest } from './staff-http';

/**
 * A tender's life after publishing, for the /yonetim screens (server/backoffice/lifecycle/routes.ts):
 * the monitor, the joined accounts, the result page, and withdraw, cancel and decide. Screens read
 * the view models below, never the wire shapes.
 */
const base = (id: number) => `/yonetim/ihaleler/${id}`;

export interface StaffBidModel {
  id: number;
  seq: number;
  alias: string;
  amount: number;
  time: string;
  automatic: boolean;
}

export interface TenderMonitorModel {
  id: number;
  title: string;
  statusId: number;
  statusName: string;
  withdrawn: boolean;
  reason: string | null;
  start: string;
  plannedEnd: string;
  end: string;
  extended: boolean;
  openingPrice: number | null;
  currentPrice: number | null;
  currency: string;
  autoSettle: boolean;
  bidCount: number;
  participantCount: number;
  /** Newest first. */
  bids: StaffBidModel[];
  serverTime: string;
}

export function toTenderMonitorModel(w: TenderMonitorWire): TenderMonitorModel {
  return {
    id: w.id,
    title: w.baslik,
    statusId: w.durumId,
    statusName: w.durumAdi,
    withdrawn: w.yayindanKaldir,
    reason: w.neden,
    start: w.baslangic,
    plannedEnd: w.bitis,
    end: w.guncelBitis,
    extended: w.guncelBitis !== w.bitis,
    openingPrice: w.acilisFiyati,
    currentPrice: w.guncelFiyat,
    currency: w.paraBirimi,
    autoSettle: w.otomatikSonuclandirma,
    bidCount: w.teklifSayisi,
    participantCount: w.katilimciSayisi,
    bids: w.teklifler.map((b) => ({
      id: b.id,
      seq: b.siraNo,
      alias: b.rumuz,
      amount: b.tutar,
      time: b.zaman,
      automatic: b.otomatik,
    })),
    serverTime: w.sunucuZamani,
  };
}

export interface AliasAccountModel {
  accountId: number;
  title: string;
}

export interface TenderParticipantsModel {
  accountsShown: boolean;
  rows: Array<{ alias: string; joinedAt: string; active: boolean; account: AliasAccountModel | null }>;
}

const toAccount = (h: { cariId: number; unvan: string } | null): AliasAccountModel | null =>
  h ? { accountId: h.cariId, title: h.unvan } : null;

export function toTenderParticipantsModel(w: TenderParticipantsWire): TenderParticipantsModel {
  return {
    accountsShown: w.hesaplarGorunur,
    rows: w.katilimcilar.map((k) => ({
      alias: k.rumuz,
      joinedAt: k.katilimTarihi,
      active: k.aktif,
      account: toAccount(k.hesap),
    })),
  };
}

export interface TenderResultModel {
  id: number;
  title: string;
  statusId: number;
  statusName: string;
  withdrawn: boolean;
  end: string;
  currency: string;
  autoSettle: boolean;
  accountsShown: boolean;
  ranking: Array<{
    rank: number;
    alias: string;
    bidId: number;
    amount: number;
    time: string;
    bidCount: number;
    account: AliasAccountModel | null;
  }>;
  candidateBidId: number | null;
  winningAmount: number | null;
  paymentDeadline: string | null;
  reason: string | null;
  decision: { staffName: string | null; at: string } | null;
}

export function toTenderResultModel(w: TenderResultWire): TenderResultModel {
  return {
    id: w.id,
    title: w.baslik,
    statusId: w.durumId,
    statusName: w.durumAdi,
    withdrawn: w.yayindanKaldir,
    end: w.guncelBitis,
    currency: w.paraBirimi,
    autoSettle: w.otomatikSonuclandirma,
    accountsShown: w.hesaplarGorunur,
    ranking: w.siralama.map((r) => ({
      rank: r.sira,
      alias: r.rumuz,
      bidId: r.teklifId,
      amount: r.enYuksekTeklif,
      time: r.teklifZamani,
      bidCount: r.teklifSayisi,
      account: toAccount(r.hesap),
    })),
    candidateBidId: w.adayTeklifId,
    winningAmount: w.kazananTutar,
    paymentDeadline: w.sonOdemeTarihi,
    reason: w.neden,
    decision: w.karar ? { staffName: w.karar.personelAdi, at: w.karar.tarih } : null,
  };
}

export const fetchTenderMonitor = async (id: number) =>
  toTenderMonitorModel(await staffRequest<TenderMonitorWire>(`${base(id)}/izleme`));

export const fetchTenderParticipants = async (id: number) =>
  toTenderParticipantsModel(await staffRequest<TenderParticipantsWire>(`${base(id)}/katilimcilar`));

export const fetchTenderResult = async (id: number) =>
  toTenderResultModel(await staffRequest<TenderResultWire>(`${base(id)}/sonuc`));

export type LifecycleAction = 'withdraw' | 'cancel' | 'noWinner';

const ACTION_PATHS: Record<LifecycleAction, string> = {
  withdraw: 'yayindan-kaldir',
  cancel: 'iptal',
  noWinner: 'sonuc/kazanansiz',
};

/** Withdraw, cancel or declare no winner, each with the reason the public page shows. */
export const runReasonAction = (id: number, action: LifecycleAction, neden: string) =>
  staffRequest<TenderLifecycleResultWire>(`${base(id)}/${ACTION_PATHS[action]}`, { method: 'POST', body: { neden } });

/** Confirms the highest bid the screen showed as the winner. */
export const confirmTenderWinner = (id: number, teklifId: number) =>
  staffRequest<TenderLifecycleResultWire>(`${base(id)}/sonuc/kazanan`, { method: 'POST', body: { teklifId } });
