import { and, asc, eq, isNotNull, lt, or, sql } from 'drizzle-orm';
import type { StaffCardMismatch } from '../../../../lib/contract/card-mismatch';
import { type CardMismatchState, type Currency, currencyById } from '../../../../lib/contract/money';
import {
  CARD_MISMATCH_LIST_LIMIT,
  CARD_MISMATCH_MESSAGES as M,
  REFUND_CHECK_MESSAGES,
  cardMismatchLedgerText,
} from '../../../../lib/rules/card-mismatch';
import { lockAccount } from '../../../money/ledger/deposit-blocks';
import { type Db, inTransaction } from '../../../db/client';
import { kartOdemeUyusmazlik } from '../../../db/schema';
import { DomainError } from '../../../kernel/domain-error';
import { fromKurus, toKurus } from '../../../kernel/kurus';
import { depositPaidIn } from '../../../money/deposit-in';
import type { VirtualPos } from '../../../money/pos/virtual-pos';
import { recordSystemAudit } from '../../../money/settlement/system-audit';
import { type AuditActor, recordAudit } from '../../../kernel/record-audit';

/**
 * Kart Ödemesi Uyuşmazlıkları (docs/architecture.md §9): reads and the state changes of Mali
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

/** The audit trail's "after" of a refund to the card: the row's new state and what the bank said. */
export function refundAuditAfter(item: Item, durum: CardMismatchState, bankaSonucu: string) {
  return {
    durum,
    odemeId: item.kartOdemeId,
    cariId: item.cariId,
    tutar: item.bankaTutarMetni,
    paraBirimiKodu: item.bankaParaBirimiKodu,
    bankaSonucu,
  };
}

async function findItem(db: Db, id: number): Promise<Item> {
  const [item] = await db.select().from(kartOdemeUyusmazlik).where(eq(kartOdemeUyusmazlik.id, id));
  if (!item) throw DomainError.notFound(M.notFound);
  return item;
}

const waiting = (id: number) => and(eq(kartOdemeUyusmazlik.id, id), eq(kartOdemeUyusmazlik.durum, 'beklemede'));
const refunding = (id: number) => and(eq(kartOdemeUyusmazlik.id, id), eq(kartOdemeUyusmazlik.durum, 'iade_ediliyor'));

/** Why a decision found the item no longer waiting: a refund under way (or being checked) says so. */
async function notWaiting(db: Db, id: number): Promise<DomainError> {
  const [row] = await db
    .select({ durum: kartOdemeUyusmazlik.durum })
    .from(kartOdemeUyusmazlik)
    .where(eq(kartOdemeUyusmazlik.id, id));
  return DomainError.conflict(row?.durum === 'iade_ediliyor' ? REFUND_CHECK_MESSAGES.underWay : M.notWaiting);
}

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
  // Never while a refund is under way or its outcome unknown ('iade_ediliyor'): the bank may have refunded.
  if (moved.length === 0) throw await notWaiting(tx, p.id);
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
 * moves 'beklemede' → 'iade_ediliyor', so of two clicks only one reaches the bank. A former
 * attempt's result is cleared: on an 'iade_ediliyor' item, a result means "outcome unknown".
 */
export async function claimCardRefund(db: Db, p: { id: number; personelId: number; now: Date }): Promise<Item> {
  const item = await findItem(db, p.id);
  if (item.bankaTutar === null) throw DomainError.conflict(M.amountUnreadable);
  const moved = await db
    .update(kartOdemeUyusmazlik)
    .set({ durum: 'iade_ediliyor', kararPersonelId: p.personelId, kararTarihi: p.now, iadeSonucu: null })
    .where(waiting(p.id))
    .returning({ id: kartOdemeUyusmazlik.id });
  if (moved.length === 0) throw await notWaiting(db, p.id);
  return item;
}

/**
 * The bank's definite answer to the refund: 'iade_ediliyor' → 'iade_edildi', or back to 'beklemede'
 * with why (only when the bank said it did not refund, or was never asked). Answers whether it moved
 * the item (false: another hand, e.g. resolveStuckCardRefunds, did first).
 */
export async function finishCardRefund(
  tx: Db,
  p: { id: number; refunded: boolean; result: string; now: Date },
): Promise<boolean> {
  const moved = await tx
    .update(kartOdemeUyusmazlik)
    .set(
      p.refunded
        ? { durum: 'iade_edildi', iadeSonucu: p.result, kararTarihi: p.now }
        : { durum: 'beklemede', iadeSonucu: p.result, kararPersonelId: null, kararTarihi: null },
    )
    .where(refunding(p.id))
    .returning({ id: kartOdemeUyusmazlik.id });
  return moved.length === 1;
}

/**
 * The refund's outcome is unknown (no answer, a timeout, an answer that tells nothing): the bank may
 * have refunded, so the item stays 'iade_ediliyor', where neither "Teminata aktar" nor another
 * "Karta iade et" can take it, with `REFUND_CHECK_MESSAGES.rowResult` as its result, the mark that
 * the call is over; resolveStuckCardRefunds asks the bank on the next opening of the queue.
 * Answers whether it marked the item (false: already settled).
 */
export async function markCardRefundUnknown(tx: Db, p: { id: number }): Promise<boolean> {
  const moved = await tx
    .update(kartOdemeUyusmazlik)
    .set({ iadeSonucu: REFUND_CHECK_MESSAGES.rowResult })
    .where(refunding(p.id))
    .returning({ id: kartOdemeUyusmazlik.id });
  return moved.length === 1;
}

/**
 * A refund under way longer than this has lost its answer: "Karta iade et" waits for the bank's API
 * 30 s at most (nestpay-pos.ts), so only a refund whose process died between the call and the
 * answer is still 'iade_ediliyor' after it, unmarked. It is also how long a "not refunded" from the
 * bank is distrusted after the claim: a request the bank received late may still be processed.
 */
export const STUCK_REFUND_MINUTES = 10;
/** Items asked about per pass; the bank is asked for them at once. */
const STUCK_REFUND_BATCH = 5;

type Log = { warn(obj: unknown, msg?: string): void };

/**
 * Settles refunds left 'iade_ediliyor' by asking the bank what happened to the order
 * (`VirtualPos.refundStatus`): those whose call ended without a definite answer (marked by
 * markCardRefundUnknown) at once, and those claimed more than STUCK_REFUND_MINUTES ago (the
 * process died during the call). Refunded → 'iade_edildi', whenever the bank says so. No refund at
 * the bank → back to 'beklemede', to be refunded or credited again, but only once the claim is
 * STUCK_REFUND_MINUTES old (before that the bank may still process a request it got late; the item
 * waits for a later pass). A bank that cannot tell leaves the item as it is. Each move is the same
 * conditional UPDATE as the answer's, with the system's audit record. Run when Mali İşler open the
 * queue (routes.ts); safe from several instances at once.
 */
export async function resolveStuckCardRefunds(
  db: Db,
  pos: Pick<VirtualPos, 'refundStatus'>,
  now: Date,
  log?: Log,
): Promise<Array<{ id: number; durum: 'iade_edildi' | 'beklemede' }>> {
  const settled = new Date(now.getTime() - STUCK_REFUND_MINUTES * 60_000);
  const stuck = await db
    .select()
    .from(kartOdemeUyusmazlik)
    .where(
      and(
        eq(kartOdemeUyusmazlik.durum, 'iade_ediliyor'),
        or(isNotNull(kartOdemeUyusmazlik.iadeSonucu), lt(kartOdemeUyusmazlik.kararTarihi, settled)),
      ),
    )
    .orderBy(asc(kartOdemeUyusmazlik.kararTarihi))
    .limit(STUCK_REFUND_BATCH);
  const answers = await Promise.all(
    stuck.map(async (item) => {
      try {
        return { item, status: await pos.refundStatus(item.kartOdemeId) };
      } catch (err) {
        log?.warn({ err, id: item.id }, 'card mismatch refund under way: the bank could not tell what became of it');
        return null;
      }
    }),
  );
  const resolved: Array<{ id: number; durum: 'iade_edildi' | 'beklemede' }> = [];
  for (const a of answers) {
    if (!a) continue;
    const { item, status } = a;
    // A recent claim the bank does not (yet) show refunded: asked again on a later pass.
    if (!status.refunded && !(item.kararTarihi && item.kararTarihi < settled)) continue;
    const result = status.refunded
      ? `Bankaya soruldu: iade yapılmış (işlem no ${status.transId})`
      : `Bankaya soruldu: iade yapılmamış (${status.detail})`;
    const durum = status.refunded ? 'iade_edildi' : 'beklemede';
    const moved = await db.transaction(async (tx) => {
      if (!(await finishCardRefund(tx, { id: item.id, refunded: status.refunded, result, now }))) return false;
      await recordSystemAudit(
        tx,
        {
          islem: 'mali.kart-iade',
          hedefTuru: 'kart_odeme_uyusmazlik',
          hedefId: item.id,
          ayrinti: `Yanıtı alınamayan iade bankaya soruldu: ${result}`,
          onceki: { durum: 'iade_ediliyor', kararPersonelId: item.kararPersonelId },
          sonraki: refundAuditAfter(item, durum, result),
        },
        now,
      );
      return true;
    });
    if (moved) resolved.push({ id: item.id, durum });
  }
  return resolved;
}

/** "Teminata aktar": the credit and its audit record in one transaction (creditCardMismatch). */
export async function creditCardMismatchAudited(
  db: Db,
  actor: AuditActor,
  p: { id: number; personelId: number; now: Date },
): ReturnType<typeof creditCardMismatch> {
  return inTransaction(db, async (tx) => {
    const r = await creditCardMismatch(tx, p);
    await recordAudit(
      tx,
      actor,
      {
        islem: 'mali.kart-aktar',
        hedefTuru: 'kart_odeme_uyusmazlik',
        hedefId: p.id,
        onceki: { durum: 'beklemede' },
        sonraki: {
          durum: 'alacaklandirildi',
          odemeId: r.item.kartOdemeId,
          cariId: r.item.cariId,
          tutar: r.item.bankaTutar,
          paraBirimiId: r.item.bankaParaBirimiId,
          teminatHareketId: r.teminatHareketId,
        },
      },
      p.now,
    );
    return r;
  });
}

/**
 * What the bank answered to "Karta iade et", with its audit record, in one transaction: refunded,
 * refused (back to 'beklemede'), or unknown (stays 'iade_ediliyor' until the bank is asked). Nothing
 * when the item was settled meanwhile by asking the bank (resolveStuckCardRefunds), which audited it.
 */
export async function recordCardRefundOutcome(
  db: Db,
  actor: AuditActor,
  p: { item: Item; outcome: 'refunded' | 'refused' | 'unknown'; result: string; now: Date },
): Promise<void> {
  const { item, outcome, result, now } = p;
  const id = item.id;
  await inTransaction(db, async (tx) => {
    const moved =
      outcome === 'unknown'
        ? await markCardRefundUnknown(tx, { id })
        : await finishCardRefund(tx, { id, refunded: outcome === 'refunded', result, now });
    if (!moved) return;
    const durum = outcome === 'refunded' ? 'iade_edildi' : outcome === 'refused' ? 'beklemede' : 'iade_ediliyor';
    await recordAudit(
      tx,
      actor,
      {
        islem: 'mali.kart-iade',
        hedefTuru: 'kart_odeme_uyusmazlik',
        hedefId: id,
        ayrinti:
          outcome === 'refused'
            ? `İade yapılamadı: ${result}`
            : outcome === 'unknown'
              ? `İadenin sonucu bilinmiyor, bankaya sorulacak: ${result}`
              : undefined,
        onceki: { durum: 'beklemede' },
        sonraki: refundAuditAfter(item, durum, result),
      },
      now,
    );
  });
}
