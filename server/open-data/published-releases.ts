import { asc, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { ocdsSurum } from '../db/schema';
import type { EndedTender } from './ended-tenders';
import { compileReleases, type JsonObject, withRemovals } from './ocds-merge';
import { type OcdsRelease, type ReleaseContext, tenderRelease } from './ocds-release';
import { releaseDigest } from './release-digest';

interface Stored {
  ihaleId: number;
  sira: number;
  ozet: string;
  icerik: OcdsRelease;
}

const readStored = async (db: Db, ids: number[]): Promise<Stored[]> =>
  (await db
    .select({ ihaleId: ocdsSurum.ihaleId, sira: ocdsSurum.sira, ozet: ocdsSurum.ozet, icerik: ocdsSurum.icerik })
    .from(ocdsSurum)
    .where(inArray(ocdsSurum.ihaleId, ids))
    .orderBy(asc(ocdsSurum.ihaleId), asc(ocdsSurum.sira))) as Stored[];

/**
 * The next release of a tender whose state (`current`) differs from its latest published one: the
 * state as a release over what the earlier ones compile to (fields that went away set to null), its
 * date when the state last changed but always after the previous release, so the chain is in date
 * order and `<ocid>-<date in ms>` is unique.
 */
function nextRelease(earlier: OcdsRelease[], current: OcdsRelease): OcdsRelease {
  const previous = earlier.at(-1);
  const { ocid, id: _id, date: stateDate, ...state } = current;
  const after = previous ? Date.parse(previous.date) + 1 : 0;
  const date = new Date(Math.max(Date.parse(stateDate), after));
  let body: JsonObject = state as JsonObject;
  if (previous) {
    const { ocid: _, ...compiled } = compileReleases(earlier);
    body = withRemovals(compiled as JsonObject, body);
  }
  return { ocid, id: `${ocid}-${date.getTime()}`, date: date.toISOString(), ...body };
}

/**
 * Every published release of each tender, oldest first (docs/architecture.md §12, docs/decisions/
 * ocds-immutable-releases.md). A release is published the first time the portal serves a changed
 * state: the tender's current release (ocds-release.ts) is stored as its next release when its
 * digest differs from the latest stored one, and from then on served exactly as stored, never
 * updated or deleted. Of concurrent readers, the first to store the tender's next place in the
 * chain (`sira`) wins; the others store nothing and serve what was stored.
 */
export async function publishedReleases(
  db: Db,
  tenders: EndedTender[],
  ctx: ReleaseContext,
  now: Date,
): Promise<Map<number, OcdsRelease[]>> {
  const byTender = new Map<number, Stored[]>(tenders.map((t) => [t.id, []]));
  if (tenders.length === 0) return new Map();
  const stored = await readStored(db, [...byTender.keys()]);
  for (const s of stored) byTender.get(s.ihaleId)?.push(s);
  const lost: number[] = [];
  for (const t of tenders) {
    const chain = byTender.get(t.id) ?? [];
    const current = tenderRelease(t, ctx, now);
    const ozet = releaseDigest(current);
    if (chain.at(-1)?.ozet === ozet) continue;
    const release = nextRelease(
      chain.map((s) => s.icerik),
      current,
    );
    const sira = (chain.at(-1)?.sira ?? 0) + 1;
    const inserted = await db
      .insert(ocdsSurum)
      .values({
        ihaleId: t.id,
        sira,
        releaseId: release.id,
        ocid: release.ocid,
        tarih: new Date(release.date),
        icerik: release,
        ozet,
      })
      .onConflictDoNothing()
      .returning({ sira: ocdsSurum.sira });
    if (inserted.length > 0) chain.push({ ihaleId: t.id, sira, ozet, icerik: release });
    else lost.push(t.id);
  }
  // Another reader stored a release first: serve the chain as it is now.
  if (lost.length > 0) {
    for (const id of lost) byTender.set(id, []);
    for (const s of await readStored(db, lost)) byTender.get(s.ihaleId)?.push(s);
  }
  return new Map([...byTender].map(([id, chain]) => [id, chain.map((s) => s.icerik)]));
}
