import { sql } from 'drizzle-orm';
import { CARD_ACCOUNT, type ReconciliationItemKind } from '../../../../lib/contract/reconciliation';
import type { StatementLineState } from '../../../../lib/contract/money';
import { istanbulDay } from '../../../../lib/format/istanbul-time';
import type { Db } from '../../../db/client';
import { toKurus } from '../../../kernel/kurus';
import type { Movement } from './reconcile';

/**
 * Reads Mutabakat's movements in [from, until) (docs/architecture.md §9). The bank's side comes
 * from what the bank reported (statement lines, card approvals); the portal's side from the ledger
 * and the collections, found by the idempotency key each posting of that movement carries, never
 * from the line's own state, so a line marked matched whose posting is missing still shows.
 */
const rowsOf = <T>(res: unknown) => (res as { rows: T[] }).rows;
const at = (v: unknown) => new Date(v as string);
const dekont = (ref: string | null) => (ref ? ` · dekont ${ref}` : '');

const LINE_REASON: Record<StatementLineState, ReconciliationItemKind | null> = {
  eslesti: null,
  atandi: null,
  eslesmedi: 'eslesmedi',
  benzer: 'benzer',
  yok_sayildi: 'yok_sayildi',
};

const blank = { bankaGiris: 0n, bankaCikis: 0n, portalGiris: 0n, portalCikis: 0n };

export async function readMovements(db: Db, from: Date, until: Date): Promise<Movement[]> {
  const within = (column: ReturnType<typeof sql.raw>) => sql`${column} >= ${from} and ${column} < ${until}`;
  const [credits, debits, unseen, cards, mismatches] = await Promise.all([
    // Incoming transfers; the ledger's side: the deposit and its surplus ('ekstre:<id>',
    // 'ekstre:<id>:fazla'), the won tender's collection ('ekstre:<id>'), a returned refund ('iade-donus:<id>').
    db.execute(sql`
      select l.id, l.islem_tarihi as at, l.hesap_iban as hesap, l.para_birimi_id, l.tutar::text as tutar,
             l.durum, l.banka_referansi, l.gonderen, l.iade_talebi_id,
             (coalesce((select sum(h.tutar) from teminat_hareket h
                        where h.idempotency_key in ('ekstre:' || l.id, 'ekstre:' || l.id || ':fazla',
                                                    'iade-donus:' || l.iade_talebi_id)), 0)
              + coalesce((select sum(c.tutar) from ihale_tahsilat c where c.idempotency_key = 'ekstre:' || l.id), 0)
             )::text as portal
      from banka_ekstre_satiri l
      where ${within(sql.raw('l.islem_tarihi'))}`),
    // Outgoing transfers; the ledger's side: the settled refund it paid ('iade:<id>').
    db.execute(sql`
      select d.id, d.islem_tarihi as at, d.hesap_iban as hesap, d.para_birimi_id, d.tutar::text as tutar,
             d.durum, d.banka_referansi, d.alici_adi, d.iade_talebi_id,
             coalesce((select sum(h.tutar) from teminat_hareket h
                       where h.idempotency_key = 'iade:' || d.iade_talebi_id), 0)::text as portal
      from banka_ekstre_borc_satiri d
      where ${within(sql.raw('d.islem_tarihi'))}`),
    // Refunds whose bank file was produced (sent) and that no statement shows leaving.
    db.execute(sql`
      select t.id, o.gonderim_tarihi as at, o.borclu_iban as hesap, t.para_birimi_id,
             t.talep_tutari::text as tutar, c.unvan
      from teminat_iade_talebi t
      join odeme_talimati o on o.id = t.odeme_talimati_id
      join cari c on c.id = t.cari_id
      where t.durum in ('gonderildi', 'tamamlandi', 'iade_dondu') and o.borclu_iban is not null
        and ${within(sql.raw('o.gonderim_tarihi'))}
        and not exists (select 1 from banka_ekstre_borc_satiri d where d.iade_talebi_id = t.id)`),
    // Card payments the bank approved for their own amount; the ledger's side: the deposit and its
    // surplus ('kart:<oid>', 'kart:<oid>:fazla') and the won tender's collection ('kart:<oid>').
    db.execute(sql`
      select k.id, k.sonuc_tarihi as at, k.para_birimi_id, k.tutar::text as tutar, c.unvan,
             (coalesce((select sum(h.tutar) from teminat_hareket h
                        where h.idempotency_key in ('kart:' || k.id, 'kart:' || k.id || ':fazla')), 0)
              + coalesce((select sum(x.tutar) from ihale_tahsilat x where x.idempotency_key = 'kart:' || k.id), 0)
             )::text as portal
      from kart_odeme k join cari c on c.id = k.cari_id
      where k.durum = 'basarili' and ${within(sql.raw('k.sonuc_tarihi'))}`),
    // Approvals the portal did not credit by itself (Kart Ödemesi Uyuşmazlıkları), in a currency of
    // the portal's; the ledger's side: Mali İşler's credit ('kart-uyusmazlik:<id>'). A refund to the
    // card leaves on the day it was made.
    db.execute(sql`
      select u.id, u.kart_odeme_id, u.alinma_tarihi as at, u.karar_tarihi, u.durum,
             u.banka_para_birimi_id as para_birimi_id, u.banka_tutar::text as tutar, c.unvan,
             coalesce((select sum(h.tutar) from teminat_hareket h
                       where h.idempotency_key = 'kart-uyusmazlik:' || u.id), 0)::text as portal
      from kart_odeme_uyusmazlik u join cari c on c.id = u.cari_id
      where u.banka_tutar is not null and u.banka_para_birimi_id is not null
        and (${within(sql.raw('u.alinma_tarihi'))}
             or (u.durum = 'iade_edildi' and ${within(sql.raw('u.karar_tarihi'))}))`),
  ]);

  const out: Movement[] = [];
  const inRange = (d: Date) => d >= from && d < until;

  for (const l of rowsOf<CreditRow>(credits)) {
    const tutar = toKurus(l.tutar);
    out.push({
      ...blank,
      gun: istanbulDay(at(l.at)),
      hesap: l.hesap,
      paraBirimiId: Number(l.para_birimi_id),
      bankaGiris: tutar,
      portalGiris: toKurus(l.portal),
      tur: l.iade_talebi_id !== null && l.durum === 'eslesti' ? 'iade_donusu' : LINE_REASON[l.durum],
      kaynak: `Gelen havale, ekstre satırı #${l.id}${dekont(l.banka_referansi)}`,
      taraf: l.gonderen || null,
      tutar,
    });
  }
  for (const d of rowsOf<DebitRow>(debits)) {
    const tutar = toKurus(d.tutar);
    out.push({
      ...blank,
      gun: istanbulDay(at(d.at)),
      hesap: d.hesap,
      paraBirimiId: Number(d.para_birimi_id),
      bankaCikis: tutar,
      portalCikis: toKurus(d.portal),
      tur: d.durum === 'eslesmedi' ? 'borc_eslesmedi' : null,
      kaynak:
        d.iade_talebi_id === null
          ? `Giden havale, ekstre borç satırı #${d.id}${dekont(d.banka_referansi)}`
          : `Teminat iadesi, iade talebi #${d.iade_talebi_id}${dekont(d.banka_referansi)}`,
      taraf: d.alici_adi || null,
      tutar,
    });
  }
  for (const r of rowsOf<UnseenRow>(unseen)) {
    const tutar = toKurus(r.tutar);
    out.push({
      ...blank,
      gun: istanbulDay(at(r.at)),
      hesap: r.hesap,
      paraBirimiId: Number(r.para_birimi_id),
      portalCikis: tutar,
      tur: 'iade_gorulmedi',
      kaynak: `Teminat iadesi, iade talebi #${r.id}`,
      taraf: r.unvan,
      tutar,
    });
  }
  for (const k of rowsOf<CardRow>(cards)) {
    const tutar = toKurus(k.tutar);
    out.push({
      ...blank,
      gun: istanbulDay(at(k.at)),
      hesap: CARD_ACCOUNT,
      paraBirimiId: Number(k.para_birimi_id),
      bankaGiris: tutar,
      portalGiris: toKurus(k.portal),
      tur: null,
      kaynak: `Kart ödemesi ${k.id}`,
      taraf: k.unvan,
      tutar,
    });
  }
  for (const u of rowsOf<MismatchRow>(mismatches)) {
    const tutar = toKurus(u.tutar);
    const card = { ...blank, hesap: CARD_ACCOUNT, paraBirimiId: Number(u.para_birimi_id), taraf: u.unvan, tutar };
    const kaynak = `Kart ödemesi uyuşmazlığı #${u.id} (sipariş ${u.kart_odeme_id})`;
    const refunded = u.durum === 'iade_edildi';
    if (inRange(at(u.at)))
      out.push({
        ...card,
        gun: istanbulDay(at(u.at)),
        bankaGiris: tutar,
        portalGiris: toKurus(u.portal),
        tur: refunded ? 'kart_iadesi' : u.durum === 'alacaklandirildi' ? null : 'kart_bekliyor',
        kaynak,
      });
    if (refunded && u.karar_tarihi !== null && inRange(at(u.karar_tarihi)))
      out.push({ ...card, gun: istanbulDay(at(u.karar_tarihi)), bankaCikis: tutar, tur: 'kart_iadesi', kaynak });
  }
  return out;
}

interface CreditRow {
  id: number;
  at: string;
  hesap: string;
  para_birimi_id: number;
  tutar: string;
  durum: StatementLineState;
  banka_referansi: string | null;
  gonderen: string;
  iade_talebi_id: number | null;
  portal: string;
}
interface DebitRow {
  id: number;
  at: string;
  hesap: string;
  para_birimi_id: number;
  tutar: string;
  durum: 'eslesti' | 'eslesmedi';
  banka_referansi: string | null;
  alici_adi: string;
  iade_talebi_id: number | null;
  portal: string;
}
interface UnseenRow {
  id: number;
  at: string;
  hesap: string;
  para_birimi_id: number;
  tutar: string;
  unvan: string;
}
interface CardRow {
  id: string;
  at: string;
  para_birimi_id: number;
  tutar: string;
  unvan: string;
  portal: string;
}
interface MismatchRow {
  id: number;
  kart_odeme_id: string;
  at: string;
  karar_tarihi: string | null;
  durum: 'beklemede' | 'iade_ediliyor' | 'iade_edildi' | 'alacaklandirildi';
  para_birimi_id: number;
  tutar: string;
  unvan: string;
  portal: string;
}
