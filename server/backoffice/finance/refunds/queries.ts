import { sql } from 'drizzle-orm';
import { type Currency, currencyById, PARA_BIRIMI } from '../../../../lib/contract/money';
import type {
  StaffPaymentOrder,
  StaffPaymentOrderPreview,
  StaffRefundRequest,
} from '../../../../lib/contract/refund-queue';
import { istanbulDay } from '../../../../lib/format/istanbul-time';
import { maskIban } from '../../../../lib/rules/iban';
import {
  REFUND_QUEUE_MESSAGES as M,
  paymentOrderMessageId,
  refundRejectedLedgerText,
} from '../../../../lib/rules/refund-queue-schemas';
import { type Db, inTransaction } from '../../../db/client';
import { DomainError } from '../../../kernel/domain-error';
import { fromKurus, toKurus } from '../../../kernel/kurus';
import { type AuditActor, recordAudit } from '../../../kernel/record-audit';
import { institutionAccount } from '../../../money/institution-accounts';
import { notifyRefund } from '../../../money/notify-refund';
import { postRefundRejected } from '../../../money/ledger/postings';
import { buildPain001 } from './pain001';

/**
 * The refund queue's reads and state changes (docs/architecture.md §9). Every transition is a
 * conditional UPDATE on the state it leaves (`… WHERE durum = 'beklemede' RETURNING`), so of two
 * acts on one request or order at once exactly one changes it; the ledger row of a rejection carries
 * its idempotency key (`iade-red:<id>`), so a repeat writes nothing. Settlement and returns come
 * from the bank statement (server/money/statements/refund-transfers.ts). The steps below run inside
 * a caller's transaction; the acts of Mali İşler (`rejectRefundRequest`, `prepareOrder`,
 * `approveOrder`, `cancelOrder`, `downloadOrderFile`, at the end) each run one of them and its audit
 * record in one transaction of their own, so the act and its record commit together.
 */
const rowsOf = <T>(res: unknown) => (res as { rows: T[] }).rows;
const currencyKey = (id: number): Currency => (currencyById(Number(id))?.adi ?? 'TL') as Currency;
const iso = (v: unknown) => (v === null || v === undefined ? null : new Date(v as string).toISOString());

interface RequestRow {
  id: number;
  cari_id: number;
  unvan: string;
  iban: string;
  tutar: string;
  para_birimi_id: number;
  talep_tarihi: string;
  durum: StaffRefundRequest['durum'];
  odeme_talimati_id: number | null;
  red_nedeni: string | null;
  karar_veren: string | null;
  karar_tarihi: string | null;
  gonderim_tarihi: string | null;
  odeme_tarihi: string | null;
  donus_tarihi: string | null;
}

const toRequest = (r: RequestRow): StaffRefundRequest => ({
  id: Number(r.id),
  cariId: Number(r.cari_id),
  cariUnvan: r.unvan,
  iban: r.iban,
  tutar: fromKurus(toKurus(r.tutar)),
  paraBirimi: currencyKey(r.para_birimi_id),
  talepTarihi: iso(r.talep_tarihi) as string,
  durum: r.durum,
  odemeTalimatiId: r.odeme_talimati_id === null ? null : Number(r.odeme_talimati_id),
  redNedeni: r.red_nedeni,
  kararVeren: r.karar_veren,
  kararTarihi: iso(r.karar_tarihi),
  gonderimTarihi: iso(r.gonderim_tarihi),
  odemeTarihi: iso(r.odeme_tarihi),
  donusTarihi: iso(r.donus_tarihi),
});

/** Refund requests, oldest waiting first (a queue), filtered by state and currency. */
export async function listRefundRequests(
  db: Db,
  q: { durum?: StaffRefundRequest['durum']; paraBirimi?: Currency; offset: number; limit: number },
): Promise<{ items: StaffRefundRequest[]; total: number }> {
  const conds = [sql`true`];
  if (q.durum) conds.push(sql`t.durum = ${q.durum}`);
  if (q.paraBirimi) conds.push(sql`t.para_birimi_id = ${PARA_BIRIMI[q.paraBirimi].id}`);
  const where = sql.join(conds, sql` and `);
  const [items, count] = await Promise.all([
    db.execute(sql`
      select t.id, t.cari_id, c.unvan, t.iban, t.talep_tutari::text as tutar, t.para_birimi_id, t.talep_tarihi,
             t.durum, t.odeme_talimati_id, t.red_nedeni, p.adi_soyadi as karar_veren, t.karar_tarihi,
             o.gonderim_tarihi, t.odeme_tarihi, t.donus_tarihi
      from teminat_iade_talebi t
      join cari c on c.id = t.cari_id
      left join personel p on p.id = t.karar_personel_id
      left join odeme_talimati o on o.id = t.odeme_talimati_id
      where ${where}
      order by t.talep_tarihi asc, t.id asc
      limit ${q.limit}::int8 offset ${q.offset}::int8`),
    db.execute(sql`select count(*)::int as n from teminat_iade_talebi t where ${where}`),
  ]);
  return { items: rowsOf<RequestRow>(items).map(toRequest), total: Number(rowsOf<{ n: number }>(count)[0]?.n ?? 0) };
}

interface OrderRow {
  id: number;
  para_birimi_id: number;
  durum: StaffPaymentOrder['durum'];
  hazirlayan_personel_id: number;
  hazirlayan: string;
  hazirlama_tarihi: string;
  onaylayan: string | null;
  onay_tarihi: string | null;
  talep_sayisi: number;
  toplam: string | null;
  mesaj_kimligi: string | null;
  gonderim_tarihi: string | null;
  gonderen: string | null;
}

const ORDER_SELECT = sql`
  select o.id, o.para_birimi_id, o.durum, o.hazirlayan_personel_id, h.adi_soyadi as hazirlayan, o.hazirlama_tarihi,
         a.adi_soyadi as onaylayan, o.onay_tarihi, o.mesaj_kimligi, o.gonderim_tarihi, g.adi_soyadi as gonderen,
         (select count(*)::int from teminat_iade_talebi t where t.odeme_talimati_id = o.id) as talep_sayisi,
         (select sum(t.talep_tutari)::text from teminat_iade_talebi t where t.odeme_talimati_id = o.id) as toplam
  from odeme_talimati o
  join personel h on h.id = o.hazirlayan_personel_id
  left join personel a on a.id = o.onaylayan_personel_id
  left join personel g on g.id = o.gonderen_personel_id`;

const toOrder = (r: OrderRow, callerId: number): StaffPaymentOrder => ({
  id: Number(r.id),
  paraBirimi: currencyKey(r.para_birimi_id),
  durum: r.durum,
  hazirlayan: r.hazirlayan,
  hazirlamaTarihi: iso(r.hazirlama_tarihi) as string,
  onaylayan: r.onaylayan,
  onayTarihi: iso(r.onay_tarihi),
  talepSayisi: Number(r.talep_sayisi),
  toplamTutar: fromKurus(toKurus(r.toplam ?? '0')),
  benHazirladim: Number(r.hazirlayan_personel_id) === callerId,
  mesajKimligi: r.mesaj_kimligi,
  gonderimTarihi: iso(r.gonderim_tarihi),
  gonderen: r.gonderen,
});

/** Payment orders, newest first (the ones awaiting approval are the newest in practice). */
export async function listPaymentOrders(db: Db, callerId: number, limit = 50): Promise<StaffPaymentOrder[]> {
  const res = await db.execute(sql`${ORDER_SELECT} order by o.id desc limit ${limit}::int8`);
  return rowsOf<OrderRow>(res).map((r) => toOrder(r, callerId));
}

/**
 * Prepared orders the caller may approve: prepared by someone else (four eyes, as
 * `approvePaymentOrder` refuses its preparer), the longest waiting first, and how many there are.
 */
export async function ordersAwaitingApproval(
  db: Db,
  callerId: number,
  limit: number,
): Promise<{ items: StaffPaymentOrder[]; total: number }> {
  const where = sql`o.durum = 'hazirlandi' and o.hazirlayan_personel_id <> ${callerId}`;
  const [items, count] = await Promise.all([
    db.execute(sql`${ORDER_SELECT} where ${where} order by o.hazirlama_tarihi asc, o.id asc limit ${limit}::int8`),
    db.execute(sql`select count(*)::int as n from odeme_talimati o where ${where}`),
  ]);
  return {
    items: rowsOf<OrderRow>(items).map((r) => toOrder(r, callerId)),
    total: Number(rowsOf<{ n: number }>(count)[0]?.n ?? 0),
  };
}

export async function findPaymentOrder(db: Db, id: number, callerId: number): Promise<StaffPaymentOrder | null> {
  const [row] = rowsOf<OrderRow>(await db.execute(sql`${ORDER_SELECT} where o.id = ${id}`));
  return row ? toOrder(row, callerId) : null;
}

/**
 * Rejects a waiting request: 'beklemede' → 'reddedildi' with the reason and the decider, and the
 * `iade_red` ledger row (direction 1, the request's currency) that returns the amount to available.
 */
export async function rejectRefund(
  tx: Db,
  p: { id: number; neden: string; personelId: number; now: Date },
): Promise<{ cariId: number; tutar: string; paraBirimiId: number }> {
  const [row] = rowsOf<{ cari_id: number; talep_tutari: string; para_birimi_id: number }>(
    await tx.execute(sql`
      update teminat_iade_talebi
      set durum = 'reddedildi', red_nedeni = ${p.neden}, karar_personel_id = ${p.personelId}, karar_tarihi = ${p.now.toISOString()}::timestamptz
      where id = ${p.id} and durum = 'beklemede'
      returning cari_id, talep_tutari::text as talep_tutari, para_birimi_id`),
  );
  if (!row) {
    const exists = rowsOf(await tx.execute(sql`select 1 from teminat_iade_talebi where id = ${p.id}`)).length > 0;
    throw exists ? DomainError.conflict(M.requestNotWaiting) : DomainError.notFound(M.requestNotFound);
  }
  await postRefundRejected(tx, {
    cariId: Number(row.cari_id),
    talepId: p.id,
    paraBirimiId: Number(row.para_birimi_id),
    tutarKurus: toKurus(row.talep_tutari),
    aciklama: refundRejectedLedgerText(p.neden),
    at: p.now,
    personelId: p.personelId,
  });
  const rejected = { cariId: Number(row.cari_id), tutar: row.talep_tutari, paraBirimiId: Number(row.para_birimi_id) };
  await notifyRefund.rejected(tx, { ...rejected, talepId: p.id, neden: p.neden });
  return rejected;
}

/**
 * Prepares a payment order of waiting requests of one currency: the order row ('hazirlandi') and
 * each request → 'talimatta'. The UPDATE takes only waiting requests; if any of the chosen was
 * taken meanwhile (rejected, or put in another order), the whole preparation is refused, so a
 * request is in one order only and an order holds exactly what its preparer chose.
 */
export async function preparePaymentOrder(
  tx: Db,
  p: { ids: number[]; personelId: number; now: Date },
): Promise<{ id: number; paraBirimiId: number; toplam: string }> {
  const idList = sql.join(
    p.ids.map((id) => sql`${id}::int4`),
    sql`, `,
  );
  const found = rowsOf<{ id: number; durum: string; para_birimi_id: number }>(
    await tx.execute(sql`select id, durum, para_birimi_id from teminat_iade_talebi where id in (${idList})`),
  );
  if (found.length !== p.ids.length) throw DomainError.notFound(M.requestNotFound);
  const currencies = new Set(found.map((r) => Number(r.para_birimi_id)));
  if (currencies.size !== 1) throw DomainError.conflict(M.oneCurrency, 'MixedCurrency');
  if (found.some((r) => r.durum !== 'beklemede')) throw DomainError.conflict(M.someNotWaiting);
  const paraBirimiId = [...currencies][0];
  const [order] = rowsOf<{ id: number }>(
    await tx.execute(sql`
      insert into odeme_talimati (para_birimi_id, durum, hazirlayan_personel_id, hazirlama_tarihi)
      values (${paraBirimiId}, 'hazirlandi', ${p.personelId}, ${p.now.toISOString()}::timestamptz)
      returning id`),
  );
  const taken = rowsOf<{ id: number; cari_id: number; tutar: string }>(
    await tx.execute(sql`
      update teminat_iade_talebi set durum = 'talimatta', odeme_talimati_id = ${order.id}
      where id in (${idList}) and durum = 'beklemede' and para_birimi_id = ${paraBirimiId}
      returning id, cari_id, talep_tutari::text as tutar`),
  );
  // A concurrent reject or another order took one of them after the read above: refuse it all (rolls back).
  if (taken.length !== p.ids.length) throw DomainError.conflict(M.someNotWaiting);
  for (const r of taken)
    await notifyRefund.inOrder(tx, {
      talepId: Number(r.id),
      cariId: Number(r.cari_id),
      tutar: r.tutar,
      paraBirimiId,
      talimatId: Number(order.id),
    });
  const toplam = taken.reduce((s, r) => s + toKurus(r.tutar), 0n);
  return { id: Number(order.id), paraBirimiId, toplam: fromKurus(toplam).toFixed(2) };
}

/** The institution's account an approved order pays from, as its bank file names it. */
export interface Debtor {
  hesapAdi: string;
  iban: string;
}

interface LockedOrder {
  id: number;
  durum: StaffPaymentOrder['durum'];
  hazirlayan_personel_id: number;
  para_birimi_id: number;
}

/** The order's row, locked to the end of the transaction; 404 when there is none. */
async function lockOrder(tx: Db, id: number): Promise<LockedOrder> {
  const [row] = rowsOf<LockedOrder>(
    await tx.execute(
      sql`select id, durum, hazirlayan_personel_id, para_birimi_id from odeme_talimati where id = ${id} for update`,
    ),
  );
  if (!row) throw DomainError.notFound(M.orderNotFound);
  return row;
}

const refuseUnlessPrepared = (order: LockedOrder) => {
  if (order.durum === 'onaylandi') throw DomainError.conflict(M.orderAlreadyApproved);
  if (order.durum === 'iptal') throw DomainError.conflict(M.orderCancelled);
};

/**
 * Approves a prepared order (four eyes: never by its preparer; the table's CHECK refuses it too):
 * 'hazirlandi' → 'onaylandi', each request 'talimatta' → 'onaylandi'. Nothing is paid yet: no
 * ledger row, no notice; the refund is sent when the file is first produced (`markOrderSent`) and
 * settled only when a statement shows the transfer (server/money/statements/refund-transfers.ts).
 * The same UPDATE fixes the bank file: its message id (unique), creation time and the debtor
 * account; each request keeps its account's name as paid. The file is built from these alone.
 */
export async function approvePaymentOrder(
  tx: Db,
  p: {
    id: number;
    personelId: number;
    now: Date;
    /** The institution's account of a currency (the debtor), null when none is set up. */
    debtorOf(currency: Currency): Promise<Debtor | null>;
  },
): Promise<{ talepIdleri: number[]; mesajKimligi: string; debtor: Debtor }> {
  const order = await lockOrder(tx, p.id);
  refuseUnlessPrepared(order);
  if (Number(order.hazirlayan_personel_id) === p.personelId) throw DomainError.conflict(M.fourEyes, 'FourEyes');
  // The paying account is fixed with the approval: an order no bank file can be made of is not approved.
  const found = await p.debtorOf(currencyKey(order.para_birimi_id));
  if (!found) throw DomainError.conflict(M.noInstitutionAccount);
  const debtor: Debtor = { hesapAdi: found.hesapAdi, iban: found.iban };
  const now = p.now.toISOString();
  const mesajKimligi = paymentOrderMessageId(p.id, istanbulDay(p.now));
  const changed = rowsOf(
    await tx.execute(sql`
      update odeme_talimati
      set durum = 'onaylandi', onaylayan_personel_id = ${p.personelId}, onay_tarihi = ${now}::timestamptz,
          mesaj_kimligi = ${mesajKimligi}, dosya_olusturma_tarihi = ${now}::timestamptz,
          borclu_iban = ${debtor.iban}, borclu_hesap_adi = ${debtor.hesapAdi}
      where id = ${p.id} and durum = 'hazirlandi' returning id`),
  );
  if (changed.length === 0) throw DomainError.conflict(M.orderNotPrepared);
  const approved = rowsOf<{ id: number }>(
    await tx.execute(sql`
      update teminat_iade_talebi t
      set durum = 'onaylandi', karar_personel_id = ${p.personelId}, karar_tarihi = ${now}::timestamptz,
          alici_adi = (select c.unvan from cari c where c.id = t.cari_id)
      where t.odeme_talimati_id = ${p.id} and t.durum = 'talimatta'
      returning t.id`),
  );
  return { talepIdleri: approved.map((r) => Number(r.id)).sort((a, b) => a - b), mesajKimligi, debtor };
}

/**
 * Sent: the first time an approved order's bank file is produced, the order records when and by
 * whom, and its requests go 'onaylandi' → 'gonderildi', in one conditional UPDATE each (`… WHERE
 * gonderim_tarihi IS NULL`), so of two first downloads at once one marks them. Later downloads
 * (the same bytes) change nothing. Answers the requests it marked (none after the first time).
 */
export async function markOrderSent(
  tx: Db,
  p: { id: number; personelId: number; now: Date },
): Promise<{ ilkGonderim: boolean; talepIdleri: number[] }> {
  const first = rowsOf(
    await tx.execute(sql`
      update odeme_talimati
      set gonderim_tarihi = ${p.now.toISOString()}::timestamptz, gonderen_personel_id = ${p.personelId}
      where id = ${p.id} and durum = 'onaylandi' and gonderim_tarihi is null returning id`),
  );
  if (first.length === 0) return { ilkGonderim: false, talepIdleri: [] };
  const sent = rowsOf<{ id: number }>(
    await tx.execute(sql`
      update teminat_iade_talebi set durum = 'gonderildi'
      where odeme_talimati_id = ${p.id} and durum = 'onaylandi' returning id`),
  );
  return { ilkGonderim: true, talepIdleri: sent.map((r) => Number(r.id)).sort((a, b) => a - b) };
}

/** Cancels a prepared (not approved) order; its requests wait again and may go into another order. */
export async function cancelPaymentOrder(tx: Db, p: { id: number }): Promise<{ talepIdleri: number[] }> {
  const order = await lockOrder(tx, p.id);
  refuseUnlessPrepared(order);
  const changed = rowsOf(
    await tx.execute(
      sql`update odeme_talimati set durum = 'iptal' where id = ${p.id} and durum = 'hazirlandi' returning id`,
    ),
  );
  if (changed.length === 0) throw DomainError.conflict(M.orderNotPrepared);
  const back = rowsOf<{ id: number }>(
    await tx.execute(sql`
      update teminat_iade_talebi set durum = 'beklemede', odeme_talimati_id = null
      where odeme_talimati_id = ${p.id} and durum = 'talimatta' returning id`),
  );
  return { talepIdleri: back.map((r) => Number(r.id)).sort((a, b) => a - b) };
}

interface OrderLine {
  id: number;
  creditorName: string;
  iban: string;
  /** numeric text from the database ('1500.50'). */
  amount: string;
}

/** An order's requests, each with its account's name: as fixed at approval, else as it is now. */
async function orderLines(db: Db, id: number): Promise<OrderLine[]> {
  const rows = rowsOf<{ id: number; unvan: string; iban: string; tutar: string }>(
    await db.execute(sql`
      select t.id, coalesce(t.alici_adi, c.unvan) as unvan, t.iban, t.talep_tutari::text as tutar
      from teminat_iade_talebi t join cari c on c.id = t.cari_id
      where t.odeme_talimati_id = ${id} order by t.id`),
  );
  return rows.map((t) => ({ id: Number(t.id), creditorName: t.unvan, iban: t.iban, amount: t.tutar }));
}

/**
 * What the bank file of an order is built from: its state and what its approval fixed (message id,
 * creation time, debtor account; null before approval) and each request. Nothing of the moment of
 * the download goes in, so two downloads are the same file.
 */
export async function orderFileData(
  db: Db,
  id: number,
): Promise<{
  order: {
    durum: StaffPaymentOrder['durum'];
    paraBirimi: Currency;
    mesajKimligi: string | null;
    dosyaOlusturmaTarihi: Date | null;
    borclu: Debtor | null;
  };
  transfers: OrderLine[];
} | null> {
  const [order] = rowsOf<{
    durum: StaffPaymentOrder['durum'];
    para_birimi_id: number;
    mesaj_kimligi: string | null;
    dosya_olusturma_tarihi: string | null;
    borclu_iban: string | null;
    borclu_hesap_adi: string | null;
  }>(
    await db.execute(sql`
      select durum, para_birimi_id, mesaj_kimligi, dosya_olusturma_tarihi, borclu_iban, borclu_hesap_adi
      from odeme_talimati where id = ${id}`),
  );
  if (!order) return null;
  return {
    order: {
      durum: order.durum,
      paraBirimi: currencyKey(order.para_birimi_id),
      mesajKimligi: order.mesaj_kimligi,
      dosyaOlusturmaTarihi: order.dosya_olusturma_tarihi === null ? null : new Date(order.dosya_olusturma_tarihi),
      borclu:
        order.borclu_iban && order.borclu_hesap_adi
          ? { iban: order.borclu_iban, hesapAdi: order.borclu_hesap_adi }
          : null,
    },
    transfers: await orderLines(db, id),
  };
}

/**
 * An order's preview: count, total and each payee with a masked IBAN, for reading on screen (no
 * such order: notFound). It is not a bank file and holds no full IBAN, so an order nobody has
 * approved cannot be paid with it.
 */
export async function paymentOrderPreview(db: Db, id: number): Promise<StaffPaymentOrderPreview> {
  const [order] = rowsOf<{ durum: StaffPaymentOrder['durum']; para_birimi_id: number; mesaj_kimligi: string | null }>(
    await db.execute(sql`select durum, para_birimi_id, mesaj_kimligi from odeme_talimati where id = ${id}`),
  );
  if (!order) throw DomainError.notFound(M.orderNotFound);
  const lines = await orderLines(db, id);
  return {
    id,
    durum: order.durum,
    paraBirimi: currencyKey(order.para_birimi_id),
    talepSayisi: lines.length,
    toplamTutar: fromKurus(lines.reduce((s, l) => s + toKurus(l.amount), 0n)),
    mesajKimligi: order.mesaj_kimligi,
    kalemler: lines.map((l) => ({
      talepId: l.id,
      alici: l.creditorName,
      maskeliIban: maskIban(l.iban),
      tutar: fromKurus(toKurus(l.amount)),
    })),
  };
}

/** One transaction: `fn`'s writes and the audit record it writes commit together or not at all. */

/** What an act of Mali İşler needs of its caller: who (the audit's actor and the staff id) and when. */
interface Act {
  personelId: number;
  now: Date;
}

/** POST /yonetim/mali/iadeler/:id/red: `rejectRefund` and its audit record, in one transaction. */
export async function rejectRefundRequest(
  db: Db,
  actor: AuditActor,
  p: Act & { id: number; neden: string },
): Promise<{ cariId: number; tutar: string; paraBirimiId: number }> {
  return inTransaction(db, async (tx) => {
    const r = await rejectRefund(tx, { id: p.id, neden: p.neden, personelId: p.personelId, now: p.now });
    await recordAudit(
      tx,
      actor,
      {
        islem: 'mali.iade-red',
        hedefTuru: 'teminat_iade_talebi',
        hedefId: p.id,
        onceki: { durum: 'beklemede' },
        sonraki: {
          durum: 'reddedildi',
          neden: p.neden,
          cariId: r.cariId,
          tutar: r.tutar,
          paraBirimiId: r.paraBirimiId,
        },
      },
      p.now,
    );
    return r;
  });
}

/**
 * POST /yonetim/mali/talimatlar: `preparePaymentOrder` and its audit record in one transaction,
 * then the order as the caller's list shows it (read after the commit).
 */
export async function prepareOrder(
  db: Db,
  actor: AuditActor,
  p: Act & { talepIdleri: number[] },
): Promise<StaffPaymentOrder> {
  const order = await inTransaction(db, async (tx) => {
    const o = await preparePaymentOrder(tx, { ids: p.talepIdleri, personelId: p.personelId, now: p.now });
    await recordAudit(
      tx,
      actor,
      {
        islem: 'mali.talimat-hazirla',
        hedefTuru: 'odeme_talimati',
        hedefId: o.id,
        sonraki: { durum: 'hazirlandi', talepIdleri: p.talepIdleri, paraBirimiId: o.paraBirimiId, toplam: o.toplam },
      },
      p.now,
    );
    return o;
  });
  return (await findPaymentOrder(db, order.id, p.personelId)) as StaffPaymentOrder;
}

/**
 * POST /yonetim/mali/talimatlar/:id/onay: `approvePaymentOrder` (paying from the institution's
 * account of the order's currency) and its audit record in one transaction, then the order.
 */
export async function approveOrder(
  db: Db,
  actor: AuditActor,
  p: Act & { id: number },
): Promise<StaffPaymentOrder | null> {
  await inTransaction(db, async (tx) => {
    const { talepIdleri, mesajKimligi, debtor } = await approvePaymentOrder(tx, {
      id: p.id,
      personelId: p.personelId,
      now: p.now,
      debtorOf: (currency) => institutionAccount(tx, currency),
    });
    await recordAudit(
      tx,
      actor,
      {
        islem: 'mali.talimat-onay',
        hedefTuru: 'odeme_talimati',
        hedefId: p.id,
        onceki: { durum: 'hazirlandi' },
        sonraki: { durum: 'onaylandi', talepIdleri, mesajKimligi, borcluIban: debtor.iban },
      },
      p.now,
    );
  });
  return findPaymentOrder(db, p.id, p.personelId);
}

/** POST /yonetim/mali/talimatlar/:id/iptal: `cancelPaymentOrder` and its audit record in one transaction, then the order. */
export async function cancelOrder(
  db: Db,
  actor: AuditActor,
  p: Act & { id: number },
): Promise<StaffPaymentOrder | null> {
  await inTransaction(db, async (tx) => {
    const { talepIdleri } = await cancelPaymentOrder(tx, { id: p.id });
    await recordAudit(
      tx,
      actor,
      {
        islem: 'mali.talimat-iptal',
        hedefTuru: 'odeme_talimati',
        hedefId: p.id,
        onceki: { durum: 'hazirlandi' },
        sonraki: { durum: 'iptal', beklemeyeDonenTalepler: talepIdleri },
      },
      p.now,
    );
  });
  return findPaymentOrder(db, p.id, p.personelId);
}

/**
 * GET /yonetim/mali/talimatlar/:id/dosya: the bank file (pain.001.001.03) of an approved order,
 * built only from what its approval fixed (message id, creation time, debtor, payees): every
 * download is the same bytes, so the bank's duplicate check on MsgId stops a second payment. No
 * such order: notFound; cancelled or not approved: conflict (no file); no debtor account: conflict.
 * The first file produced is the refund sent: the order records when and by whom, its requests go
 * 'onaylandi' → 'gonderildi' (`markOrderSent`), with the download's audit record, in one
 * transaction; they are settled by the bank statement. Answers the file's XML.
 */
export async function downloadOrderFile(db: Db, actor: AuditActor, p: Act & { id: number }): Promise<string> {
  const found = await orderFileData(db, p.id);
  if (!found) throw DomainError.notFound(M.orderNotFound);
  const { order, transfers } = found;
  if (order.durum === 'iptal') throw DomainError.conflict(M.orderCancelled);
  if (order.durum !== 'onaylandi' || !order.mesajKimligi || !order.dosyaOlusturmaTarihi)
    throw DomainError.conflict(M.fileNeedsApproval, 'NotApproved');
  // Orders approved before the debtor was stored (migration 0010 found no account set) pay from today's.
  const debtor = order.borclu ?? (await institutionAccount(db, order.paraBirimi));
  if (!debtor) throw DomainError.conflict(M.noInstitutionAccount);
  const xml = buildPain001({
    messageId: order.mesajKimligi,
    currency: order.paraBirimi,
    createdAt: order.dosyaOlusturmaTarihi,
    executionDate: istanbulDay(order.dosyaOlusturmaTarihi),
    debtor,
    initiatingParty: debtor.hesapAdi,
    transfers,
  });
  const mesajKimligi = order.mesajKimligi;
  await inTransaction(db, async (tx) => {
    const sent = await markOrderSent(tx, { id: p.id, personelId: p.personelId, now: p.now });
    await recordAudit(
      tx,
      actor,
      {
        islem: 'mali.talimat-indir',
        hedefTuru: 'odeme_talimati',
        hedefId: p.id,
        sonraki: {
          talepSayisi: transfers.length,
          paraBirimi: order.paraBirimi,
          mesajKimligi,
          ilkGonderim: sent.ilkGonderim,
          ...(sent.ilkGonderim ? { gonderilenTalepler: sent.talepIdleri } : {}),
        },
      },
      p.now,
    );
  });
  return xml;
}
