import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { verifyRecord } from '../../lib/transparency/verify-record';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { seed } from '.';
import { openTestDatabase, type TestDbHandle } from '../db/test-db';

const NOW = new Date('2026-11-20T09:00:00Z');

/** The demo seed writes the bid records of its tenders through the portal's append (transparency-records.ts). */
describe('seeded bid records', () => {
  let handle: TestDbHandle;
  let app: FastifyInstance;

  before(async () => {
    handle = await openTestDatabase();
    app = await buildApp({ config: loadConfig({}), db: handle.db, now: () => NOW });
    await seed(handle.db, NOW);
  });
  after(async () => {
    await app.close();
    await handle.close();
  });

  it('every public tender with bids has a valid signed record holding exactly its bids, in order', async () => {
    const result = await handle.db.execute(sql`
      select i.id, i.ihale_durumu_id as durum,
        (select json_agg(t.teklif_tutari order by t.sira_no) from teklif t where t.ihale_id = i.id) as tutarlar
      from ihale i
      where i.ihale_tipi_id = 51 and not i.yayindan_kaldir and i.ihale_durumu_id between 213 and 216
        and exists (select 1 from teklif t where t.ihale_id = i.id)`);
    const tenders = (result as unknown as { rows: Array<{ id: number; durum: number; tutarlar: unknown }> }).rows;
    assert.ok(tenders.length >= 5, `only ${tenders.length} seeded tenders with bids`);
    const key = (await app.inject({ method: 'GET', url: '/api/seffaflik/anahtar' })).body;
    for (const t of tenders) {
      const get = async (what: string) =>
        (await app.inject({ method: 'GET', url: `/api/seffaflik/ihaleler/${t.id}/${what}` })).body;
      const verdict = await verifyRecord({
        verifierKey: key,
        checkpoint: await get('checkpoint'),
        entries: await get('kayitlar'),
        ihaleId: t.id,
      });
      assert.ok(verdict.ok, `tender ${t.id}: ${JSON.stringify(verdict)}`);
      const amounts = (typeof t.tutarlar === 'string' ? JSON.parse(t.tutarlar) : t.tutarlar) as Array<string | number>;
      assert.deepEqual(
        verdict.entries.filter((e) => e.tur === 'teklif').map((e) => e.tutar),
        amounts.map((a) => Number(a).toFixed(2)),
      );
      assert.equal(verdict.entries[0].tur, 'baslangic');
      assert.equal(verdict.entries.at(-1)?.tur === 'bitis', Number(t.durum) !== 213, `tender ${t.id}`);
    }
  });
});
