/**
 * Prepares the portal of e2e/security-xss.spec.ts: the ordinary demo seed on an EMPTY data folder,
 * then the XSS payloads of server/security/xss-payloads.ts in every HTML field the pages render
 * (a running tender's description and title, the popup announcement, the KVKK page): what the
 * whole site shows, so in a portal of the spec's own. The conversation with hostile text (its title
 * and an institution answer) is made by the spec itself for a citizen of its own
 * (e2e/money-fixtures.ts). Prints the ids as JSON.
 *
 *   rm -rf /tmp/xss && DATA_DIR=/tmp/xss node --import tsx e2e/security-xss-seed.ts
 */
import { sql } from 'drizzle-orm';
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db/client';
import { seedIfEmpty } from '../server/seed';
import { XSS_PAYLOADS } from '../server/security/xss-payloads';

/** Texts the spec expects to see literally on the pages. */
export const XSS_TITLES = {
  tender: '<script>alert(1)</script> Hurda Bakır',
  announcement: '"><img src=x onerror=alert(1)> Duyuru',
  conversation: '<svg onload=alert(1)> Soru',
  answer: '<img src=x onerror=alert(1)> Kurum yanıtı',
} as const;

export const XSS_HTML = XSS_PAYLOADS.join('\n<p>ara metin</p>\n');

export interface XssSeedIds {
  tenderId: number;
  announcementId: number;
}

async function main() {
  const config = loadConfig();
  const handle = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    const now = new Date();
    if (!(await seedIfEmpty(handle.db, now)))
      throw new Error('The database already holds data (use an empty DATA_DIR).');
    const db = handle.db;
    const one = async (q: ReturnType<typeof sql>) =>
      ((await db.execute(q)) as unknown as { rows: Array<{ id: number }> }).rows[0].id;
    const tenderId = await one(sql`
      update ihale set aciklama = ${XSS_HTML}, baslik = ${XSS_TITLES.tender}
      where id = (select id from ihale where ihale_tipi_id = 51 and ihale_durumu_id = 213 and yayindan_kaldir = false
                  and coalesce(uzatilmis_bitis_tarihi, bitis_tarihi) > now() + interval '1 hour' order by id limit 1)
      returning id`);
    const announcementId = await one(sql`
      update duyuru set icerik = ${XSS_HTML}, baslik = ${XSS_TITLES.announcement}
      where id = (select id from duyuru where popup and not yayindan_kaldir and yayin_tarihi <= now() order by id limit 1)
      returning id`);
    await db.execute(sql`update portal_sayfa set icerik = ${XSS_HTML} where sayfa_id = 142`);
    const ids: XssSeedIds = { tenderId: Number(tenderId), announcementId: Number(announcementId) };
    console.log(JSON.stringify(ids));
  } finally {
    await handle.close();
  }
}

if (require.main === module) {
  main().catch((err: unknown) => {
    console.error(err);
    process.exitCode = 1;
  });
}
