import { type SQL, and, asc, count, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { currencyById, type StatementDebitState, type StatementLineState } from '../../../lib/contract/money';
import type {
  AccountSearchResult,
  LookAlikeSource,
  StatementDebitLine,
  StatementLine,
  StatementListItem,
} from '../../../lib/contract/statements';
import { STATEMENT_LIMITS } from '../../../lib/rules/statement-schemas';
import type { Db } from '../../db/client';
import {
  bankaEkstreBorcSatiri,
  bankaEkstreSatiri,
  bankaEkstresi,
  cari,
  gercekKisilik,
  personel,
  teminatIadeTalebi,
} from '../../db/schema';
import { fromKurus, toKurus } from '../../kernel/kurus';

/** Imported statements, newest first, with their line counts. */
export async function listStatements(
  db: Db,
  q: { offset: number; limit: number },
): Promise<{ items: StatementListItem[]; total: number }> {
  const [{ total }] = await db.select({ total: count() }).from(bankaEkstresi);
  const rows = await db
    .select({
      id: bankaEkstresi.id,
      dosyaAdi: bankaEkstresi.dosyaAdi,
      bicim: bankaEkstresi.bicim,
      hesapIban: bankaEkstresi.hesapIban,
      yukleyen: personel.adiSoyadi,
      yuklemeTarihi: bankaEkstresi.yuklemeTarihi,
      satirSayisi: sql<number>`(select count(*)::int from banka_ekstre_satiri s where s.ekstre_id = ${bankaEkstresi.id})`,
      eslesmeyenSayisi: sql<number>`(select count(*)::int from banka_ekstre_satiri s where s.ekstre_id = ${bankaEkstresi.id} and s.durum = 'eslesmedi')`,
      benzerSayisi: sql<number>`(select count(*)::int from banka_ekstre_satiri s where s.ekstre_id = ${bankaEkstresi.id} and s.durum = 'benzer')`,
      borcSatirSayisi: sql<number>`(select count(*)::int from banka_ekstre_borc_satiri b where b.ekstre_id = ${bankaEkstresi.id})`,
      eslesmeyenBorcSayisi: sql<number>`(select count(*)::int from banka_ekstre_borc_satiri b where b.ekstre_id = ${bankaEkstresi.id} and b.durum = 'eslesmedi')`,
    })
    .from(bankaEkstresi)
    .innerJoin(personel, eq(personel.id, bankaEkstresi.yukleyenPersonelId))
    .orderBy(desc(bankaEkstresi.yuklemeTarihi), desc(bankaEkstresi.id))
    .limit(q.limit)
    .offset(q.offset);
  return {
    items: rows.map((r) => ({
      ...r,
      satirSayisi: Number(r.satirSayisi),
      eslesmeyenSayisi: Number(r.eslesmeyenSayisi),
      benzerSayisi: Number(r.benzerSayisi),
      borcSatirSayisi: Number(r.borcSatirSayisi),
      eslesmeyenBorcSayisi: Number(r.eslesmeyenBorcSayisi),
      yuklemeTarihi: r.yuklemeTarihi.toISOString(),
    })),
    total,
  };
}

/**
 * Statement lines of one state, several or all, of one statement (or all), newest first (the
 * statement screen), or with `oldestFirst` the longest waiting first (the home's work queue).
 */
export async function listLines(
  db: Db,
  q: {
    durum?: StatementLineState | readonly StatementLineState[];
    ekstreId?: number;
    offset: number;
    limit: number;
    oldestFirst?: boolean;
  },
): Promise<{ items: StatementLine[]; total: number }> {
  const where = and(
    typeof q.durum === 'string' ? eq(bankaEkstreSatiri.durum, q.durum) : undefined,
    Array.isArray(q.durum) ? inArray(bankaEkstreSatiri.durum, [...q.durum]) : undefined,
    q.ekstreId ? eq(bankaEkstreSatiri.ekstreId, q.ekstreId) : undefined,
  );
  const [{ total }] = await db.select({ total: count() }).from(bankaEkstreSatiri).where(where);
  const rows = await db
    .select({
      line: bankaEkstreSatiri,
      cariUnvan: cari.unvan,
      atayan: personel.adiSoyadi,
      // The reason of a set-aside line is in its audit record (assign-line.ts).
      neden: sql<
        string | null
      >`(select d.ayrinti from denetim_kaydi d where d.islem = 'mali.ekstre-yok-say' and d.hedef_turu = 'banka_ekstre_satiri' and d.hedef_id = ${bankaEkstreSatiri.id}::text order by d.id desc limit 1)`,
    })
    .from(bankaEkstreSatiri)
    .leftJoin(cari, eq(cari.id, bankaEkstreSatiri.cariId))
    .leftJoin(personel, eq(personel.id, bankaEkstreSatiri.atayanPersonelId))
    .where(where)
    .orderBy(
      ...(q.oldestFirst
        ? [asc(bankaEkstreSatiri.islemTarihi), asc(bankaEkstreSatiri.id)]
        : [desc(bankaEkstreSatiri.islemTarihi), desc(bankaEkstreSatiri.id)]),
    )
    .limit(q.limit)
    .offset(q.offset);
  const sources = await lookAlikeSources(
    db,
    rows.map((r) => r.line.benzedigiSatirId).filter((id): id is number => id !== null),
  );
  return {
    items: rows.map(({ line, cariUnvan, atayan, neden }) => ({
      id: line.id,
      ekstreId: line.ekstreId,
      hesapIban: line.hesapIban,
      bankaReferansi: line.bankaReferansi,
      islemTarihi: line.islemTarihi.toISOString(),
      tutar: fromKurus(toKurus(line.tutar)),
      paraBirimi: currencyById(line.paraBirimiId)?.adi ?? '',
      gonderen: line.gonderen,
      aciklama: line.aciklama,
      durum: line.durum,
      cariId: line.cariId,
      cariUnvan: cariUnvan ?? null,
      ihaleId: line.ihaleId,
      atayan: atayan ?? null,
      atamaTarihi: line.atamaTarihi ? line.atamaTarihi.toISOString() : null,
      yokSaymaNedeni: line.durum === 'yok_sayildi' ? (neden ?? null) : null,
      benzedigiSatir: line.benzedigiSatirId === null ? null : (sources.get(line.benzedigiSatirId) ?? null),
      iadeTalebiId: line.iadeTalebiId,
    })),
    total,
  };
}

/**
 * Outgoing transfers (debits) of one state (or all), of one statement (or all), newest first, each
 * with the refund request it settled, that request's account and its state now.
 */
export async function listDebitLines(
  db: Db,
  q: { durum?: StatementDebitState; ekstreId?: number; offset: number; limit: number },
): Promise<{ items: StatementDebitLine[]; total: number }> {
  const where = and(
    q.durum ? eq(bankaEkstreBorcSatiri.durum, q.durum) : undefined,
    q.ekstreId ? eq(bankaEkstreBorcSatiri.ekstreId, q.ekstreId) : undefined,
  );
  const [{ total }] = await db.select({ total: count() }).from(bankaEkstreBorcSatiri).where(where);
  const rows = await db
    .select({ line: bankaEkstreBorcSatiri, cariUnvan: cari.unvan, talepDurumu: teminatIadeTalebi.durum })
    .from(bankaEkstreBorcSatiri)
    .leftJoin(teminatIadeTalebi, eq(teminatIadeTalebi.id, bankaEkstreBorcSatiri.iadeTalebiId))
    .leftJoin(cari, eq(cari.id, teminatIadeTalebi.cariId))
    .where(where)
    .orderBy(desc(bankaEkstreBorcSatiri.islemTarihi), desc(bankaEkstreBorcSatiri.id))
    .limit(q.limit)
    .offset(q.offset);
  return {
    items: rows.map(({ line, cariUnvan, talepDurumu }) => ({
      id: line.id,
      ekstreId: line.ekstreId,
      hesapIban: line.hesapIban,
      bankaReferansi: line.bankaReferansi,
      islemTarihi: line.islemTarihi.toISOString(),
      tutar: fromKurus(toKurus(line.tutar)),
      paraBirimi: currencyById(line.paraBirimiId)?.adi ?? '',
      uctanUcaKimlik: line.uctanUcaKimlik,
      aliciIban: line.aliciIban,
      aliciAdi: line.aliciAdi,
      aciklama: line.aciklama,
      durum: line.durum,
      iadeTalebiId: line.iadeTalebiId,
      cariUnvan: cariUnvan ?? null,
      talepDurumu: talepDurumu ?? null,
    })),
    total,
  };
}

/** The earlier lines look-alikes resemble: their file, day and what became of them. */
async function lookAlikeSources(db: Db, ids: number[]): Promise<Map<number, LookAlikeSource>> {
  if (ids.length === 0) return new Map();
  const src = alias(bankaEkstreSatiri, 'kaynak');
  const rows = await db
    .select({
      id: src.id,
      ekstreId: src.ekstreId,
      dosyaAdi: bankaEkstresi.dosyaAdi,
      yuklemeTarihi: bankaEkstresi.yuklemeTarihi,
      islemTarihi: src.islemTarihi,
      durum: src.durum,
      cariUnvan: cari.unvan,
    })
    .from(src)
    .innerJoin(bankaEkstresi, eq(bankaEkstresi.id, src.ekstreId))
    .leftJoin(cari, eq(cari.id, src.cariId))
    .where(inArray(src.id, [...new Set(ids)]));
  return new Map(
    rows.map((r) => [
      r.id,
      {
        ...r,
        yuklemeTarihi: r.yuklemeTarihi.toISOString(),
        islemTarihi: r.islemTarihi.toISOString(),
        cariUnvan: r.cariUnvan ?? null,
      },
    ]),
  );
}

const likeLiteral = (s: string) => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Masks a TC kimlik no as 100******46: enough to tell two namesakes apart on screen. */
const mask = (kimlikNo: string) => `${kimlikNo.slice(0, 3)}******${kimlikNo.slice(-2)}`;

/**
 * Accounts by name or title (contains, case-insensitive), or exactly by TC kimlik no or tax
 * number, for assigning a statement line.
 */
export async function searchAccounts(db: Db, text: string): Promise<AccountSearchResult[]> {
  const digits = /^\d{10,11}$/.test(text);
  const conditions: SQL[] = [ilike(cari.unvan, likeLiteral(text))];
  if (digits) conditions.push(eq(gercekKisilik.kimlikNo, text), eq(cari.vergiNo, text));
  const rows = await db
    .select({
      cariId: cari.id,
      unvan: cari.unvan,
      tur: cari.tur,
      kimlikNo: gercekKisilik.kimlikNo,
      vergiNo: cari.vergiNo,
    })
    .from(cari)
    .leftJoin(gercekKisilik, eq(gercekKisilik.cariId, cari.id))
    .where(or(...conditions))
    .orderBy(cari.unvan, cari.id)
    .limit(STATEMENT_LIMITS.searchResults);
  return rows.map((r) => ({ ...r, kimlikNo: r.kimlikNo ? mask(r.kimlikNo) : null, vergiNo: r.vergiNo ?? null }));
}
