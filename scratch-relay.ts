import { sql } from 'drizzle-orm';
import { createPerson, createTender, insertAuctionLookups } from './server/auction/test-fixtures';
import { openTestDatabase } from './server/db/test-db';
import { enqueueNotification } from './server/notifications/enqueue';
import { createQueue, DELIVERY_QUEUE } from './server/notifications/queue';
import { relayOutboxBatch } from './server/notifications/relay';
import { deliver } from './server/notifications/deliver';
import { loadConfig } from './server/config';

async function main() {
  const h = await openTestDatabase();
  const db = h.db;
  const l = await insertAuctionLookups(db);
  const { ihaleId } = await createTender(db, l, { durum: 213, start: new Date(Date.now() - 60000), end: new Date(Date.now() + 3600000), opening: 1000 });
  const ids: number[] = [];
  for (let i = 0; i < 1000; i++) {
    const p = await createPerson(db, { kimlikNo: String(30_000_000_000 + i * 13), deposit: 0, contract: null });
    ids.push(p.cariId);
  }
  await db.execute(sql`insert into ihale_katilim_cari (ihale_id, cari_id, cari_rumuzu) select ${ihaleId}, id, 'R' || id from cari`);
  await db.execute(sql`update gercek_kisilik set eposta = 'kisi' || id || '@example.com.tr', eposta_bildirim_onayi = true`);
  const boss = createQueue(db, { superviseIntervalSeconds: 30 });
  await boss.start();
  await boss.createQueue(DELIVERY_QUEUE);
  await enqueueNotification(db, { tur: 'teklifGecildi', ihaleId, liderCariId: ids[0], teklif: { kurus: 100, paraBirimiId: l.paraBirimiId }, zaman: new Date().toISOString() }, 'k1');
  let t = performance.now();
  await relayOutboxBatch(db, boss, { now: new Date(), batch: 50, channels: { eposta: true, sms: false, push: false } });
  console.log('relay 1000 fan-out ms', (performance.now() - t).toFixed(0));
  await enqueueNotification(db, { tur: 'teklifGecildi', ihaleId, liderCariId: ids[1], teklif: { kurus: 200, paraBirimiId: l.paraBirimiId }, zaman: new Date().toISOString() }, 'k2');
  t = performance.now();
  await relayOutboxBatch(db, boss, { now: new Date(), batch: 50, channels: { eposta: true, sms: false, push: false } });
  console.log('relay coalesced ms', (performance.now() - t).toFixed(0));
  const config = loadConfig({});
  const rows = (await db.execute(sql`select id from bildirim_teslimat order by id limit 5`)) as unknown as { rows: { id: number }[] };
  t = performance.now();
  for (const r of rows.rows) await deliver({ db, config, channels: { mail: { send: async () => {}, close() {} }, sms: null, push: null }, now: () => new Date() }, Number(r.id), false);
  console.log('deliver db part per delivery ms', ((performance.now() - t) / 5).toFixed(2));
  await boss.stop();
  await h.close();
}
main();
