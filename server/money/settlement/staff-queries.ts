import { sql, type SQL } from 'drizzle-orm';
import { currencyById, ODEME_DURUMU } from '../../../lib/contract/money';
import { TENDER_STATUS } from '../../../lib/contract/lookups';
import type { SettlementCollection, SettlementFilter, SettlementListItem } from '../../../lib/contract/settlement';
import type { RunnerUpOfferState } from '../../../lib/contract/money';
import { type Db, inTransaction } from '../../db/client';
import { fromKurus, toKurus } from '../../kernel/kurus';
import { istanbulDayBounds } from '../../../lib/format/istanbul-time';
import { deadlineRule, forfeitReason, graceEnd, statementGraceDays, writeStatementGraceDays } from '../deadline';
import { type AuditActor, recordAudit } from '../../kernel/record-audit';
import { balanceDueSql, collectedSql } from '../ledger/tender-balance-sql';

/**
 * Won tenders for Mali İşler (/yonetim/mali/odemeler): every tender that had a winner (odeme_durumu
 * > 0), with the winner, the amounts, the deadline and the runner-up offer. "Deposit" is what is
 * still blocked for the current winner; "due" is balance-payment.ts balanceDue's arithmetic
 * (winning amount − that block − collections), computed in kuruş here from the summed rows.
 */
/** The contract's numbers as SQL literals. */
const n = (value: number) => sql.raw(String(value));
const FILTERS: Record<SettlementFilter, SQL> = {
  bekleniyor: sql`i.ihale_durumu_id = ${n(TENDER_STATUS.kazananBelirli)} and i.odeme_durumu = ${n(ODEME_DURUMU.bekleniyor)}`,
  odendi: sql`i.odeme_durumu = ${n(ODEME_DURUMU.odendi)}`,
  ikinci: sql`i.ihale_durumu_id = ${n(TENDER_STATUS.kazananBelirli)} and i.odeme_durumu = ${n(ODEME_DURUMU.yandi)}`,
  kazanansiz: sql`i.ihale_durumu_id = ${n(TENDER_STATUS.kazananBelirsiz)}`,
};

interface Row {
  id: number;
  baslik: string;
  para_birimi_id: number;
  ihale_durumu_id: number;
  odeme_durumu: number;
  kazanan_cari_id: number | null;
  kazanan_adi: string | null;
  kazanan_tutar: string | null;
  teminat_tutari: string;
  kalan: string | null;
  tahsil: string | null;
  son_odeme_tarihi: Date | string | null;
  sonuc_nedeni: string | null;
  teklif_cari: string | null;
  teklif_onceki: string | null;
  teklif_tutar: string | null;
  teklif_durum: RunnerUpOfferState | null;
  teklif_son: Date | string | null;
  gec: { satirId: number; tutar: string; islemTarihi: string; aktarimTarihi: string }[] | null;
  toplam: number;
}

const iso = (v: Date | string | null) => (v === null ? null : new Date(v).toISOString());

/**
 * Also, by the deadline rule (money/deadline.ts): a tender awaiting payment past its deadline whose
 * forfeit waits for the statement of that day (`ekstreBekleniyor`, until the grace ends), and the
 * defaulter's transfers booked by their deadline but imported after the forfeit (`gecAktarilan`:
 * matched to the tender, credited as deposit, shown so Mali İşler can decide; never reversed here).
 */
export async function listSettlements(
  db: Db,
  p: {
    durum?: SettlementFilter;
    /** Only the deadlines on this Istanbul day (YYYY-MM-DD) with a balance still due: the home's "due today". */
    sonOdemeGunu?: string;
    offset: number;
    limit: number;
    now: Date;
  },
): Promise<{ items: SettlementListItem[]; toplam: number }> {
  const rule = await deadlineRule(db);
  const filter = p.durum ? FILTERS[p.durum] : sql`true`;
  const day = p.sonOdemeGunu ? istanbulDayBounds(p.sonOdemeGunu) : null;
  if (p.sonOdemeGunu && !day) throw new Error(`not a calendar day: ${p.sonOdemeGunu}`);
  const dueOnDay = day
    ? sql`i.son_odeme_tarihi >= ${day.from.toISOString()}::timestamptz and i.son_odeme_tarihi < ${day.until.toISOString()}::timestamptz
        and ${balanceDueSql(sql.raw('i.kazanan_tutar'), sql.raw('i.id'), sql.raw('i.kazanan_cari_id'))} > 0`
    : sql`true`;
  const res = await db.execute(sql`
    select i.id, i.baslik, i.para_birimi_id, i.ihale_durumu_id, i.odeme_durumu, i.kazanan_cari_id,
      kc.unvan as kazanan_adi, i.kazanan_tutar::text, i.teminat_tutari::text, i.son_odeme_tarihi, i.sonuc_nedeni,
      ${collectedSql(sql.raw('i.id'), sql.raw('i.kazanan_cari_id'))}::text as tahsil,
      ${balanceDueSql(sql.raw('i.kazanan_tutar'), sql.raw('i.id'), sql.raw('i.kazanan_cari_id'))}::text as kalan,
      tc.unvan as teklif_cari, oc.unvan as teklif_onceki, d.tutar::text as teklif_tutar, d.durum as teklif_durum,
      d.son_yanit_tarihi as teklif_son,
      (select json_agg(json_build_object('satirId', s.id, 'tutar', s.tutar::text, 'islemTarihi', s.islem_tarihi,
          'aktarimTarihi', e.yukleme_tarihi) order by s.islem_tarihi, s.id)
        from ihale_yanma y
        join banka_ekstre_satiri s on s.ihale_id = y.ihale_id and s.cari_id = y.cari_id
        join banka_ekstresi e on e.id = s.ekstre_id
        where y.ihale_id = i.id and s.durum = 'eslesti' and s.tahsilat_id is null
          and s.islem_tarihi <= y.son_odeme_tarihi and e.yukleme_tarihi >= y.yanma_tarihi) as gec,
      count(*) over ()::int as toplam
    from ihale i
    left join cari kc on kc.id = i.kazanan_cari_id
    left join ikinci_teklif_daveti d on d.ihale_id = i.id
    left join cari tc on tc.id = d.cari_id
    left join cari oc on oc.id = d.onceki_kazanan_cari_id
    where i.odeme_durumu > ${n(ODEME_DURUMU.yok)} and ${filter} and ${dueOnDay}
    order by i.son_odeme_tarihi desc nulls last, i.id desc
    limit ${p.limit} offset ${p.offset}`);
  const rows = (res as unknown as { rows: Row[] }).rows;
  const items = rows.map((r): SettlementListItem => {
    const won = toKurus(r.kazanan_tutar ?? '0');
    const collected = toKurus(r.tahsil ?? '0');
    const rest = Number(r.odeme_durumu) === ODEME_DURUMU.bekleniyor ? toKurus(r.kalan ?? '0') : 0n;
    const deadline = r.son_odeme_tarihi === null ? null : new Date(r.son_odeme_tarihi);
    const waiting =
      Number(r.ihale_durumu_id) === TENDER_STATUS.kazananBelirli &&
      Number(r.odeme_durumu) === ODEME_DURUMU.bekleniyor &&
      deadline !== null &&
      deadline < p.now &&
      forfeitReason(rule, { sonOdemeTarihi: deadline, paraBirimiId: Number(r.para_birimi_id) }, p.now) === null;
    return {
      ihaleId: Number(r.id),
      baslik: r.baslik,
      paraBirimi: currencyById(Number(r.para_birimi_id))?.adi ?? 'TL',
      ihaleDurumuId: Number(r.ihale_durumu_id),
      odemeDurumu: Number(r.odeme_durumu),
      kazananCariId: r.kazanan_cari_id === null ? null : Number(r.kazanan_cari_id),
      kazananAdi: r.kazanan_adi,
      kazananTutar: r.kazanan_tutar === null ? null : fromKurus(won),
      teminatTutari: fromKurus(toKurus(r.teminat_tutari)),
      tahsilEdilen: fromKurus(collected),
      kalan: fromKurus(rest),
      sonOdemeTarihi: iso(r.son_odeme_tarihi),
      sonucNedeni: Number(r.ihale_durumu_id) === TENDER_STATUS.kazananBelirsiz ? r.sonuc_nedeni : null,
      ekstreBekleniyor: waiting && deadline ? { beklemeBitis: graceEnd(deadline, rule.graceDays).toISOString() } : null,
      gecAktarilan: (r.gec ?? []).map((g) => ({
        satirId: Number(g.satirId),
        tutar: fromKurus(toKurus(g.tutar)),
        islemTarihi: new Date(g.islemTarihi).toISOString(),
        aktarimTarihi: new Date(g.aktarimTarihi).toISOString(),
      })),
      teklif:
        r.teklif_durum === null
          ? null
          : {
              cariAdi: r.teklif_cari ?? '',
              oncekiKazananAdi: r.teklif_onceki ?? '',
              tutar: fromKurus(toKurus(r.teklif_tutar ?? '0')),
              durum: r.teklif_durum,
              sonYanitTarihi: iso(r.teklif_son)!,
            },
    };
  });
  return { items, toplam: rows[0]?.toplam ?? 0 };
}

/** A won tender's collections, oldest first; null when the tender never had a winner. */
export async function tenderCollections(db: Db, ihaleId: number): Promise<SettlementCollection[] | null> {
  const t = await db.execute(sql`select 1 from ihale where id = ${ihaleId} and odeme_durumu > ${n(ODEME_DURUMU.yok)}`);
  if ((t as unknown as { rows: unknown[] }).rows.length === 0) return null;
  const res = await db.execute(sql`
    select id, tutar::text, para_birimi_id, kaynak, islem_tarihi from ihale_tahsilat
    where ihale_id = ${ihaleId} order by islem_tarihi, id`);
  return (
    res as unknown as {
      rows: {
        id: number;
        tutar: string;
        para_birimi_id: number;
        kaynak: 'kart' | 'havale';
        islem_tarihi: Date | string;
      }[];
    }
  ).rows.map((r) => ({
    id: Number(r.id),
    tutar: fromKurus(toKurus(r.tutar)),
    paraBirimi: currencyById(Number(r.para_birimi_id))?.adi ?? 'TL',
    kaynak: r.kaynak,
    islemTarihi: new Date(r.islem_tarihi).toISOString(),
  }));
}

/** Mali İşler's statement grace (days after a payment deadline) changed, with its audit record, in one transaction. */
export async function changeStatementGraceDays(
  db: Db,
  actor: AuditActor,
  p: { ekstreBeklemeGun: number; now: Date },
): Promise<void> {
  await inTransaction(db, async (tx) => {
    const before = await statementGraceDays(tx, true);
    await writeStatementGraceDays(tx, p.ekstreBeklemeGun, p.now);
    await recordAudit(tx, actor, {
      islem: 'mali.ekstre-bekleme',
      hedefTuru: 'portal_ayar',
      hedefId: 'ekstre_bekleme',
      onceki: { ekstreBeklemeGun: before },
      sonraki: { ekstreBeklemeGun: p.ekstreBeklemeGun },
    });
  });
}
