import { tenderEnd } from '../../db/schema/tender-end';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import { TENDER_STATUS } from '../../../lib/contract/lookups';
import type {
  AliasAccountWire,
  StaffBidWire,
  TenderMonitorWire,
  TenderParticipantsWire,
  TenderResultWire,
} from '../../../lib/contract/tender-lifecycle';
import { aliasesRevealed, LIFECYCLE_MESSAGES as M } from '../../../lib/rules/tender-lifecycle';
import type { Db } from '../../db/client';
import { cari, ihale, ihaleKalem, ihaleKatilimCari, kategori, paraBirimi, personel, teklif } from '../../db/schema';
import { DomainError } from '../../kernel/domain-error';

/**
 * What the back-office reads of a tender's life (docs/architecture.md §8 "Lifecycle"): the live
 * monitor, the joined accounts and the result page. Bids and joins are listed by alias; the account
 * behind an alias is read only when `aliasesRevealed` (bidding has ended), so before the end no
 * answer can carry an account id or title, whatever the screen asks.
 */

const MONITOR_BIDS = 100;
const num = (v: string | null) => (v === null ? null : Number(v));
const iso = (d: Date) => d.toISOString();

async function tenderHead(db: Db, ihaleId: number) {
  const [t] = await db
    .select({
      id: ihale.id,
      baslik: ihale.baslik,
      durumId: ihale.ihaleDurumuId,
      durumAdi: kategori.adi,
      yayindanKaldir: ihale.yayindanKaldir,
      yayindanKaldirmaNedeni: ihale.yayindanKaldirmaNedeni,
      iptalNedeni: ihale.iptalNedeni,
      sonucNedeni: ihale.sonucNedeni,
      baslangic: ihale.baslangicTarihi,
      bitis: ihale.bitisTarihi,
      uzatilmis: ihale.uzatilmisBitisTarihi,
      otomatikSonuclandirma: ihale.otomatikSonuclandirma,
      paraBirimi: paraBirimi.adi,
      kazananTutar: ihale.kazananTutar,
      sonOdemeTarihi: ihale.sonOdemeTarihi,
      kararPersonelAdi: personel.adiSoyadi,
      kararTarihi: ihale.sonucKararTarihi,
    })
    .from(ihale)
    .leftJoin(kategori, eq(kategori.id, ihale.ihaleDurumuId))
    .leftJoin(paraBirimi, eq(paraBirimi.id, ihale.paraBirimiId))
    .leftJoin(personel, eq(personel.id, ihale.sonucKararPersonelId))
    .where(eq(ihale.id, ihaleId));
  if (!t) throw DomainError.notFound(M.tenderNotFound);
  return t;
}

type Head = Awaited<ReturnType<typeof tenderHead>>;

/** The reason that applies to the tender's state (withdrawal first: it hides every other state). */
function reasonOf(t: Head): string | null {
  if (t.yayindanKaldir) return t.yayindanKaldirmaNedeni;
  if (t.durumId === TENDER_STATUS.iptal) return t.iptalNedeni;
  if (t.durumId === TENDER_STATUS.kazananBelirsiz) return t.sonucNedeni;
  return null;
}

export async function tenderMonitor(db: Db, ihaleId: number, now: Date): Promise<TenderMonitorWire> {
  const t = await tenderHead(db, ihaleId);
  const [item] = await db
    .select({ acilis: ihaleKalem.acilisFiyati, max: ihaleKalem.turTeklifleriTeklifTutariMax })
    .from(ihaleKalem)
    .where(eq(ihaleKalem.ihaleId, ihaleId))
    .orderBy(ihaleKalem.id)
    .limit(1);
  const bids = await db
    .select({
      id: teklif.id,
      siraNo: teklif.siraNo,
      rumuz: teklif.cariRumuzu,
      tutar: teklif.teklifTutari,
      zaman: teklif.teklifTarihi,
      otomatik: teklif.otomatik,
    })
    .from(teklif)
    .where(eq(teklif.ihaleId, ihaleId))
    .orderBy(desc(teklif.siraNo))
    .limit(MONITOR_BIDS);
  const [bidCount] = await db.select({ n: count() }).from(teklif).where(eq(teklif.ihaleId, ihaleId));
  const [joined] = await db
    .select({ n: count() })
    .from(ihaleKatilimCari)
    .where(and(eq(ihaleKatilimCari.ihaleId, ihaleId), eq(ihaleKatilimCari.isActive, true)));
  const acilis = item ? Number(item.acilis) : null;
  const max = item ? Number(item.max) : 0;
  return {
    id: t.id,
    baslik: t.baslik,
    durumId: t.durumId,
    durumAdi: t.durumAdi ?? '',
    yayindanKaldir: t.yayindanKaldir,
    neden: reasonOf(t),
    baslangic: iso(t.baslangic),
    bitis: iso(t.bitis),
    guncelBitis: iso(tenderEnd(t)),
    acilisFiyati: acilis,
    guncelFiyat: acilis === null ? null : Math.max(acilis, max),
    paraBirimi: t.paraBirimi ?? 'TL',
    otomatikSonuclandirma: t.otomatikSonuclandirma,
    teklifSayisi: bidCount?.n ?? 0,
    katilimciSayisi: joined?.n ?? 0,
    teklifler: bids.map(
      (b): StaffBidWire => ({
        id: b.id,
        siraNo: b.siraNo,
        rumuz: b.rumuz,
        tutar: Number(b.tutar),
        zaman: iso(b.zaman),
        otomatik: b.otomatik,
      }),
    ),
    sunucuZamani: iso(now),
  };
}

/** The accounts behind the tender's aliases, or null when they may not be shown (before the end). */
async function accountsByAlias(db: Db, ihaleId: number, revealed: boolean) {
  if (!revealed) return null;
  const rows = await db
    .select({ rumuz: ihaleKatilimCari.cariRumuzu, cariId: cari.id, unvan: cari.unvan })
    .from(ihaleKatilimCari)
    .innerJoin(cari, eq(cari.id, ihaleKatilimCari.cariId))
    .where(eq(ihaleKatilimCari.ihaleId, ihaleId));
  return new Map(rows.map((r): [string, AliasAccountWire] => [r.rumuz, { cariId: r.cariId, unvan: r.unvan }]));
}

export async function tenderParticipants(db: Db, ihaleId: number): Promise<TenderParticipantsWire> {
  const t = await tenderHead(db, ihaleId);
  const revealed = aliasesRevealed(t);
  const accounts = await accountsByAlias(db, ihaleId, revealed);
  const rows = await db
    .select({
      rumuz: ihaleKatilimCari.cariRumuzu,
      katilimTarihi: ihaleKatilimCari.katilimTarihi,
      aktif: ihaleKatilimCari.isActive,
    })
    .from(ihaleKatilimCari)
    .where(eq(ihaleKatilimCari.ihaleId, ihaleId))
    .orderBy(ihaleKatilimCari.katilimTarihi, ihaleKatilimCari.id);
  return {
    hesaplarGorunur: revealed,
    katilimcilar: rows.map((r) => ({
      rumuz: r.rumuz,
      katilimTarihi: iso(r.katilimTarihi),
      aktif: r.aktif,
      hesap: accounts?.get(r.rumuz) ?? null,
    })),
  };
}

export async function tenderResult(db: Db, ihaleId: number): Promise<TenderResultWire> {
  const t = await tenderHead(db, ihaleId);
  const revealed = aliasesRevealed(t);
  const accounts = await accountsByAlias(db, ihaleId, revealed);
  // Each alias at its highest bid (bids only rise, so the highest is also its latest), highest first.
  const ranked = await db
    .selectDistinctOn([teklif.cariRumuzu], {
      id: teklif.id,
      rumuz: teklif.cariRumuzu,
      tutar: teklif.teklifTutari,
      zaman: teklif.teklifTarihi,
      adet: sql<number>`(count(*) over (partition by ${teklif.cariRumuzu}))::int`,
    })
    .from(teklif)
    .where(eq(teklif.ihaleId, ihaleId))
    .orderBy(teklif.cariRumuzu, desc(teklif.teklifTutari));
  ranked.sort((a, b) => Number(b.tutar) - Number(a.tutar));
  const decided = t.durumId === TENDER_STATUS.kazananBelirli || t.durumId === TENDER_STATUS.kazananBelirsiz;
  return {
    id: t.id,
    baslik: t.baslik,
    durumId: t.durumId,
    durumAdi: t.durumAdi ?? '',
    yayindanKaldir: t.yayindanKaldir,
    guncelBitis: iso(tenderEnd(t)),
    paraBirimi: t.paraBirimi ?? 'TL',
    otomatikSonuclandirma: t.otomatikSonuclandirma,
    hesaplarGorunur: revealed,
    siralama: ranked.map((r, i) => ({
      sira: i + 1,
      rumuz: r.rumuz,
      teklifId: r.id,
      enYuksekTeklif: Number(r.tutar),
      teklifZamani: iso(r.zaman),
      teklifSayisi: Number(r.adet),
      hesap: accounts?.get(r.rumuz) ?? null,
    })),
    adayTeklifId: ranked[0]?.id ?? null,
    kazananTutar: t.durumId === TENDER_STATUS.kazananBelirli ? num(t.kazananTutar) : null,
    sonOdemeTarihi: t.durumId === TENDER_STATUS.kazananBelirli && t.sonOdemeTarihi ? iso(t.sonOdemeTarihi) : null,
    neden: reasonOf(t),
    karar: decided && t.kararTarihi ? { personelAdi: t.kararPersonelAdi ?? null, tarih: iso(t.kararTarihi) } : null,
  };
}
