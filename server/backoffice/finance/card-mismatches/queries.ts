import { and, eq, sql } from 'drizzle-orm';
import type { StaffCardMismatch } from '../../../../lib/contract/card-mismatch';
import { type CardMismatchState, type Currency, currencyById } from '../../../../lib/contract/money';
import {
  CARD_MISMATCH_LIST_LIMIT,
  CARD_MISMATCH_MESSAGES as M,
  cardMismatchLedgerText,
} from '../../../../lib/rules/card-mismatch';
import { lockAccount } from '../../../money/ledger/deposit-blocks';
import type { Db } from '../../../db/client';
import { kartOdemeUyusmazlik } from '../../../db/schema';
import { DomainError } from '../../../modules/domain-error';
import { fromKurus, toKurus } from '../../../modules/finance/ledger-balances';
import { depositPaidIn } from '../../../money/deposit-in';

/**
 * Kart Ödemesi Uyuşmazlıkları (docs/architecture.md §10): reads and the state changes of Mali
 * İşler. Every transition is a conditional UPDATE on the state it leaves, so of two clicks at once
 * exactly one acts; the credit's ledger row carries `kart-uyusmazlik:<id>`, a second guard.
 */
const rowsOf = <T>(res: unknown) => (res as { rows: T[] }).rows;
const currencyKey = (id: number): Currency => (currencyById(Number(id))?.adi ?? 'TL') as Currency;
const iso = (v: unknown) => (v === null || v === undefined ? null : new Date(v as string).toISOString());

interface Row {
  id: number;
  kart_odeme_id: string;
  neden: StaffCardMismatch['neden'];
  durum: CardMismatchState;
  cari_id: number;
  unvan: string;
  amac: StaffCardMismatch['amac'];
  ihale_id: number | null;
  siparis_tutari: string;
  siparis_para_birimi_id: number;
  banka_tutar_metni: string;
  banka_para_birimi_kodu: string;
  banka_para_birimi_id: number | null;
  banka_onay_kodu: string | null;
  maskeli_kart_no: string | null;
  banka_yaniti: string | null;
  alinma_tarihi: string;
  odeme_durumu: StaffCardMismatch['odemeDurumu'];
  karar_veren: string | null;
  karar_tarihi: string | null;
  iade_sonucu: string | null;
}

const toWire = (r: Row): StaffCardMismatch => ({
  id: Number(r.id),
  odemeId: r.kart_odeme_id,
  neden: r.neden,
  durum: r.durum,
  cariId: Number(r.cari_id),
  cariUnvan: r.unvan,
  amac: r.amac,
  ihaleId: r.ihale_id === null ? null : Number(r.ihale_id),
  siparisTutari: fromKurus(toKurus(r.siparis_tutari)),
  siparisParaBirimi: currencyKey(r.siparis_para_birimi_id),
  bankaTutari: r.banka_tutar_metni,
  bankaParaBirimiKodu: r.banka_para_birimi_kodu,
  bankaParaBirimi: r.banka_para_birimi_id === null ? null : currencyKey(r.banka_para_birimi_id),
  onayKodu: r.banka_onay_kodu,
  maskeliKartNo: r.maskeli_kart_no,
  bankaYaniti: r.banka_yaniti,
  alinmaTarihi: iso(r.alinma_tarihi) as string,
  odemeDurumu: r.odeme_durumu,
  karar: r.karar_veren ? { personel: r.karar_veren, tarih: iso(r.karar_tarihi) as string } : null,
  iadeSonucu: r.iade_sonucu,
});

/** The queue, oldest first; by default the items still open (waiting, or a refund under way). */
export async function listCardMismatches(db: Db, q: { durum?: CardMismatchState }): Promise<StaffCardMismatch[]> {
  const where = q.durum ? sql`u.durum = ${q.durum}` : sql`u.durum in ('beklemede', 'iade_ediliyor')`;
  const res = await db.execute(sql`
    select u.id, u.kart_odeme_id, u.neden, u.durum, u.cari_id, c.unvan, k.amac, k.ihale_id,
           k.tutar::text as siparis_tutari, k.para_birimi_id as siparis_para_birimi_id,
           u.banka_tutar_metni, u.banka_para_birimi_kodu, u.banka_para_birimi_id, u.banka_onay_kodu,
           u.maskeli_kart_no, u.banka_yaniti, u.alinma_tarihi, k.durum as odeme_durumu,
           p.adi_soyadi as karar_veren, u.karar_tarihi, u.iade_sonucu
    from kart_odeme_uyusmazlik u
    join kart_odeme k on k.id = u.kart_odeme_id
    join cari c on c.id = u.cari_id
    left join personel p on p.id = u.karar_personel_id
    where ${where}
    order by u.alinma_tarihi asc, u.id asc
    limit ${CARD_MISMATCH_LIST_LIMIT}::int8`);
  return rowsOf<Row>(res).map(toWire);
}

type Item = typeof kartOdemeUyusmazlik.$inferSelect;

async function findItem(db: Db, id: number): Promise<Item> {
  const [item] = await db.select().from(kartOdemeUyusmazlik).where(eq(kartOdemeUyusmazlik.id, id));
  if (!item) throw DomainError.notFound(M.notFound);
  return item;
}

const waiting = (id: number) => and(eq(kartOdemeUyusmazlik.id, id), eq(kartOdemeUyusmazlik.durum, 'beklemede'));

/**
 * "Teminata aktar": the bank-reported amount becomes a deposit of the account in the bank's
 * currency (`yatirma`, key `kart-uyusmazlik:<id>`, the staff member on the row). The account row is
 * locked first (the order the callback takes), then the item moves 'beklemede' → 'alacaklandirildi'.
 */
export async function creditCardMismatch(
  tx: Db,
  p: { id: number; personelId: number; now: Date },
): Promise<{ item: Item; teminatHareketId: number | null }> {
  const item = await findItem(tx, p.id);
  if (item.bankaTutar === null) throw DomainError.conflict(M.amountUnreadable);
  if (item.bankaParaBirimiId === null) throw DomainError.conflict(M.currencyUnknown);
  await lockAccount(tx, item.cariId);
  const moved = await tx
    .update(kartOdemeUyusmazlik)
    .set({ durum: 'alacaklandirildi', kararPersonelId: p.personelId, kararTarihi: p.now })
    .where(waiting(p.id))
    .returning({ id: kartOdemeUyusmazlik.id });
  if (moved.length === 0) throw DomainError.conflict(M.notWaiting);
  const teminatHareketId = await depositPaidIn(tx, {
    cariId: item.cariId,
    tutarKurus: toKurus(item.bankaTutar),
    paraBirimiId: item.bankaParaBirimiId,
    aciklama: cardMismatchLedgerText(item.maskeliKartNo),
    idempotencyKey: `kart-uyusmazlik:${item.id}`,
    at: p.now,
    personelId: p.personelId,
  });
  await tx.update(kartOdemeUyusmazlik).set({ teminatHareketId }).where(eq(kartOdemeUyusmazlik.id, p.id));
  return { item, teminatHareketId };
}

/**
 * "Karta iade et", first step (its own transaction, committed before the bank is asked): the item
 * moves 'beklemede' → 'iade_ediliyor', so of two clicks only one reaches the bank.
 */
export async function claimCardRefund(db: Db, p: { id: number; personelId: number; now: Date }): Promise<Item> {
  const item = await findItem(db, p.id);
  if (item.bankaTutar === null) throw DomainError.conflict(M.amountUnreadable);
  const moved = await db
    .update(kartOdemeUyusmazlik)
    .set({ durum: 'iade_ediliyor', kararPersonelId: p.personelId, kararTarihi: p.now })
    .where(waiting(p.id))
    .returning({ id: kartOdemeUyusmazlik.id });
  if (moved.length === 0) throw DomainError.conflict(M.notWaiting);
  return item;
}

/** The bank's answer to the refund: 'iade_ediliyor' → 'iade_edildi', or back to 'beklemede' with why. */
export async function finishCardRefund(
  tx: Db,
  p: { id: number; refunded: boolean; result: string; now: Date },
): Promise<void> {
  await tx
    .update(kartOdemeUyusmazlik)
    .set(
      p.refunded
        ? { durum: 'iade_edildi', iadeSonucu: p.result, kararTarihi: p.now }
        : { durum: 'beklemede', iadeSonucu: p.result, kararPersonelId: null, kararTarihi: null },
    )
    .where(and(eq(kartOdemeUyusmazlik.id, p.id), eq(kartOdemeUyusmazlik.durum, 'iade_ediliyor')));
}
