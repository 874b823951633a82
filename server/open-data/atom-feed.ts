import { desc, inArray, sql } from 'drizzle-orm';
import { Feed } from 'feed';
import { INSTITUTION_NAME, PORTAL_NAME } from '../../lib/brand';
import { OPEN_DATA_LICENSE, OPEN_DATA_PATHS } from '../../lib/contract/open-data';
import { excerpt } from '../../lib/html/sanitize-html';
import { statusStyle } from '../../lib/rules/status-style';
import { FINISHED_STATUS_IDS } from '../../lib/rules/tender-status';
import type { Db } from '../db/client';
import { ihale } from '../db/schema';
import { tenderEndSql } from '../db/schema/tender-end';
import { isPortalTender } from '../tenders/visibility';

/** Entries of each kind: the newest published tenders and the newest results. */
const PER_KIND = 30;

interface Entry {
  kind: 'yayin' | 'sonuc';
  id: number;
  baslik: string;
  aciklama: string;
  durum: number;
  date: Date;
}

/**
 * The Atom feed of /ihaleler/feed.xml (docs/architecture.md §12): newly published tenders and
 * results, public tenders only (tenders/visibility.ts). A tender can be in it twice, once
 * published and once decided, so an entry's id is the tender page's address with the event as a
 * fragment. The XML is written by the `feed` library.
 */
export async function tenderFeed(db: Db, now: Date, publicOrigin: string): Promise<string> {
  const end = tenderEndSql;
  const columns = {
    id: ihale.id,
    baslik: ihale.baslik,
    aciklama: ihale.aciklama,
    durum: ihale.ihaleDurumuId,
    yayin: ihale.yayinTarihi,
    // When the result came: the last change, the decision, or the end of bidding if that has passed
    // (a tender cancelled before its end has only the first); as ocds-release.ts dates a release.
    sonuc:
      sql<Date>`greatest(${ihale.guncellemeTarihi}, ${ihale.sonucKararTarihi}, case when ${end} <= ${now.toISOString()}::timestamptz then ${end} end)`.mapWith(
        ihale.guncellemeTarihi,
      ),
  };
  const [published, results] = await Promise.all([
    db.select(columns).from(ihale).where(isPortalTender(now)).orderBy(desc(ihale.yayinTarihi)).limit(PER_KIND),
    db
      .select(columns)
      .from(ihale)
      .where(sql`${isPortalTender(now)} and ${inArray(ihale.ihaleDurumuId, [...FINISHED_STATUS_IDS])}`)
      .orderBy(desc(columns.sonuc))
      .limit(PER_KIND),
  ]);
  const entries: Entry[] = [
    ...published.map((r) => ({ kind: 'yayin' as const, ...r, date: r.yayin })),
    ...results.map((r) => ({ kind: 'sonuc' as const, ...r, date: r.sonuc })),
  ].sort((a, b) => b.date.getTime() - a.date.getTime() || b.id - a.id);

  const self = `${publicOrigin}${OPEN_DATA_PATHS.tenderFeed}`;
  const feed = new Feed({
    id: self,
    title: `${PORTAL_NAME}: yeni ihaleler ve sonuçlar`,
    description: `${INSTITUTION_NAME} e-satış ihaleleri: yayımlanan ihaleler ve sonuçlanan ihalelerin sonuçları.`,
    link: `${publicOrigin}/ihaleler`,
    language: 'tr',
    updated: entries[0]?.date ?? now,
    generator: false,
    feedLinks: { atom: self },
    author: { name: INSTITUTION_NAME, link: publicOrigin },
    copyright: `${OPEN_DATA_LICENSE.name}: ${OPEN_DATA_LICENSE.url}`,
  });
  for (const e of entries) {
    const link = `${publicOrigin}/ihaleler/${e.id}`;
    const status = statusStyle(e.durum).label;
    feed.addItem({
      id: `${link}#${e.kind}`,
      link,
      title: e.kind === 'yayin' ? `Yeni ihale: ${e.baslik}` : `Sonuçlandı (${status}): ${e.baslik}`,
      date: e.date,
      description: e.kind === 'yayin' ? excerpt(e.aciklama, 300) : `${e.id} numaralı ihale sonuçlandı: ${status}.`,
    });
  }
  return feed.atom1();
}
