/**
 * Benchmark of the public tender list over OData: `node --import tsx bench/odata-list.ts`.
 *
 * Builds its own in-memory PGlite (or, with TEST_DATABASE=postgres, a throw-away PostgreSQL database), seeds it, scales it up to 10 000 public tenders with items,
 * files, bids and favourites, builds the app and measures with app.inject (warm-up first):
 *   (a) the home query, (b) a filtered, sorted, counted list page with the list expansions.
 * Prints p50/p95; never asserts timings. Options: BENCH_TENDERS (10000), BENCH_ITERATIONS (200),
 * BENCH_EXPLAIN=1 (also prints EXPLAIN ANALYZE of every statement one request runs).
 */
import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { buildApp } from '../server/app';
import '../server/auth/request-auth';
import { loadConfig } from '../server/config';
import type { Db } from '../server/db/client';
import { openTestDatabase } from '../server/db/test-db';
import { buildPublicFixture } from '../server/modules/tenders/test-fixtures';

const TENDERS = Number(process.env.BENCH_TENDERS ?? 10_000);
const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 200);
const WARMUP = 20;

const SET = '/api/external-odata/HerkeseAcikIhaleAnaSayfaOData';
const enc = (o: Record<string, string>) =>
  Object.entries(o)
    .map(([k, v]) => `${k}=${encodeURIComponent(v)}`)
    .join('&');

export const QUERIES = {
  'home (featured, top 10, count)': `${SET}?${enc({
    $count: 'true',
    $top: '10',
    $orderby: 'OneCikar desc,YayinTarihi desc',
    $expand: 'Kalemleri,IhaleDurumu,IhaleDosyalari',
  })}`,
  'list (filter, GuncelFiyat sort, page 3, count)': `${SET}?${enc({
    $filter:
      "IhaleDurumuId in (212,213) and contains(tolower(Baslik),'hurda') and Kalemleri/any(k: k/AcilisFiyati ge 10000)",
    $orderby: 'GuncelFiyat desc',
    $top: '10',
    $skip: '20',
    $count: 'true',
    $expand: 'ParaBirimi,IhaleDosyalari,Kalemleri,IhaleDurumu,FavoriIhaleler',
  })}`,
  // What /ihaleler asks since the TL equivalents (issue #19): the same page sorted and filtered by
  // the price in TL at the day's rate, beside the raw-price query above in the same run.
  'list (filter, GuncelFiyatTl sort and range, page 3, count)': `${SET}?${enc({
    $filter: "IhaleDurumuId in (212,213) and contains(tolower(Baslik),'hurda') and GuncelFiyatTl ge 10000",
    $orderby: 'GuncelFiyatTl desc,Id desc',
    $top: '10',
    $skip: '20',
    $count: 'true',
    $expand: 'ParaBirimi,IhaleDosyalari,Kalemleri,IhaleDurumu,FavoriIhaleler',
  })}`,
};

/** The real demo seed when the seed module exports one, otherwise the test fixture's lookups. */
export async function seedBase(db: Db, now: Date) {
  const mod = (await import('../server/seed')) as Record<string, unknown>;
  if (typeof mod.seed === 'function') {
    await (mod.seed as (db: Db, now: Date) => Promise<unknown>)(db, now);
    return 'server/seed seed()';
  }
  await buildPublicFixture(db, now);
  return 'test fixture (seed() not available)';
}

/** Bulk-inserts `n` visible public tenders (type 51, published, mostly 212/213) with their rows. */
export async function scaleUp(db: Db, n: number, now: Date) {
  const nowIso = now.toISOString();
  const before = Number(
    (
      (await db.execute(sql`select coalesce(max(id), 0)::int8::text as m from ihale`)) as unknown as {
        rows: { m: string }[];
      }
    ).rows[0].m,
  );
  await db.execute(sql`
    insert into ihale (baslik, aciklama, yayin_tarihi, baslangic_tarihi, bitis_tarihi, teminat_tutari,
                       ihale_durumu_id, para_birimi_id, one_cikar, ihale_tipi_id)
    select (array['Hurda Bakır Kablo','Alüminyum Profil','HURDA Demir','Pirinç Talaş','Hurda Araç Parçaları','Trafo Yağı'])[1 + g % 6]
             || ' Satışı ' || g,
           '<p>Toplu satış ilanı ' || g || '</p>',
           ${nowIso}::timestamptz - (1 + g % 720) * interval '1 hour',
           ${nowIso}::timestamptz + ((g % 96) - 48) * interval '1 hour',
           ${nowIso}::timestamptz + ((g % 96) + 48) * interval '1 hour',
           1000 + (g % 50) * 100,
           case when g % 10 < 4 then 212 when g % 10 < 8 then 213 else 214 + (g % 4) end,
           (select min(id) from para_birimi),
           g % 97 = 0,
           51
    from generate_series(1, ${n}::int4) g`);
  await db.execute(sql`
    with ty as (select array_agg(id order by id) a from teslimat_yeri where aktif),
         kk as (select array_agg(id order by id) a from ihale_kalem_kategori where ust_ihale_kalem_kategori_id is not null),
         ob as (select array_agg(id order by id) a from olcu_birimi)
    insert into ihale_kalem (ihale_id, acilis_fiyati, tur_teklifleri_teklif_tutari_max, miktar, olcu_birimi_id,
                             aciklama, herkese_acik_satis_ihale_kalem_rumuz, teslimat_yeri_id, ihale_kalem_kategori_id)
    select i.id,
           500 + (i.id * 7919) % 200000,
           case when i.ihale_durumu_id = 213 then 500 + (i.id * 7919) % 200000 + 500 else 0 end,
           1 + i.id % 40,
           ob.a[1 + i.id % array_length(ob.a, 1)],
           'Kalem ' || n,
           'Rumuz',
           ty.a[1 + (i.id + n) % array_length(ty.a, 1)],
           kk.a[1 + (i.id * 3 + n) % array_length(kk.a, 1)]
    from ihale i cross join lateral generate_series(1, 1 + i.id % 3) n, ty, kk, ob
    where i.id > ${before}::int4`);
  await db.execute(sql`
    insert into ihale_dosya (ihale_id, url, adi, aciklama, kullanim_turu_id, sira_no)
    select i.id, '/media/bench-' || f || '.jpg', 'Dosya ' || f, '', case when f = 1 then 221 else 223 end, f
    from ihale i cross join generate_series(1, 2) f
    where i.id > ${before}::int4`);
  // Five bids on the first item of every running tender, by the existing accounts in turn.
  await db.execute(sql`
    with c as (select array_agg(id order by id) a from cari),
         k as (select distinct on (ihale_id) id, ihale_id, acilis_fiyati from ihale_kalem
               where ihale_id in (select id from ihale where id > ${before}::int4 and ihale_durumu_id = 213)
               order by ihale_id, id)
    insert into teklif (ihale_id, ihale_kalem_id, cari_id, cari_rumuzu, teklif_tutari, sira_no, teklif_tarihi)
    select k.ihale_id, k.id, c.a[1 + (k.ihale_id + b) % array_length(c.a, 1)], 'Rumuz ' || b,
           k.acilis_fiyati + b * 100, b, ${nowIso}::timestamptz - (6 - b) * interval '1 minute'
    from k cross join generate_series(1, 5) b, c`);
  await db.execute(sql`
    insert into favori_ihale (ihale_id, cari_id)
    select i.id, (select min(id) from cari) from ihale i where i.id > ${before}::int4 and i.id % 7 = 0
    on conflict do nothing`);
  await db.execute(sql`analyze`);
}

/** Runs each query once, capturing its statements, and prints their plans with timings. */
async function explainAll(app: Awaited<ReturnType<typeof buildApp>>, db: Db) {
  const dialect = new PgDialect();
  const original = db.execute.bind(db);
  const captured: SQL[] = [];
  (db as { execute: unknown }).execute = (q: SQL) => {
    captured.push(q);
    return original(q);
  };
  for (const [name, url] of Object.entries(QUERIES)) {
    captured.length = 0;
    await app.inject({ method: 'GET', url });
    for (const q of [...captured]) {
      const { sql: text, params } = dialect.sqlToQuery(q);
      console.log(`--- ${name}\n${text}\n${JSON.stringify(params)}`);
      const plan = (await original(sql`explain analyze ${q}`)) as unknown as { rows: Record<string, string>[] };
      console.log(plan.rows.map((r) => Object.values(r)[0]).join('\n'));
    }
  }
  (db as { execute: unknown }).execute = original;
}

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

async function main() {
  const now = new Date();
  // In-memory PGlite; TEST_DATABASE=postgres measures a throw-away database on the local PostgreSQL.
  const handle = await openTestDatabase();
  const t0 = performance.now();
  const seededWith = await seedBase(handle.db, now);
  await scaleUp(handle.db, TENDERS, now);
  const counts = (await handle.db.execute(sql`
    select (select count(*) from ihale)::int4 as ihale, (select count(*) from ihale_kalem)::int4 as kalem,
           (select count(*) from ihale_dosya)::int4 as dosya, (select count(*) from teklif)::int4 as teklif`)) as unknown as {
    rows: Record<string, number>[];
  };
  console.log(
    `database: ${handle.kind}; data: ${seededWith} + ${TENDERS} tenders in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
    counts.rows[0],
  );

  const app = await buildApp({ config: loadConfig({}), db: handle.db, now: () => now });
  const cariId = Number(
    ((await handle.db.execute(sql`select min(id)::int4 as id from cari`)) as unknown as { rows: { id: number }[] })
      .rows[0].id,
  );
  // A signed-in caller, so FavoriIhaleler does real work.
  app.addHook('onRequest', async (request) => {
    request.auth = {
      kimlikNo: 'bench',
      sessionId: 'bench',
      aktifCariId: cariId,
      personCariId: cariId,
      gercekKisilikId: null,
      allCariIds: [cariId],
      cariIds: [cariId],
    };
  });
  await app.ready();

  if (process.env.BENCH_EXPLAIN === '1') await explainAll(app, handle.db);

  for (const [name, url] of Object.entries(QUERIES)) {
    let body: { '@odata.count'?: number; value: unknown[] } = { value: [] };
    for (let i = 0; i < WARMUP; i++) {
      const res = await app.inject({ method: 'GET', url });
      if (res.statusCode !== 200) throw new Error(`${name}: ${res.statusCode} ${res.body}`);
      body = res.json();
    }
    const times: number[] = [];
    for (let i = 0; i < ITERATIONS; i++) {
      const s = performance.now();
      await app.inject({ method: 'GET', url });
      times.push(performance.now() - s);
    }
    times.sort((a, b) => a - b);
    console.log(
      `${name}: p50 ${percentile(times, 50).toFixed(1)} ms, p95 ${percentile(times, 95).toFixed(1)} ms ` +
        `(${ITERATIONS} runs; ${body.value.length} rows, @odata.count ${body['@odata.count']})`,
    );
  }
  await app.close();
  await handle.close();
}

// Importable (for ad-hoc plan experiments) without running.
if (require.main === module) {
  main().catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
