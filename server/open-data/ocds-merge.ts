/**
 * The OCDS 1.1 merge routine (standard.open-contracting.org/1.1/en/schema/merging/), for the
 * compiled release of a record. Hand-written: the reference implementation is Python (ocds-merge)
 * and npm has no JavaScript one; ocds-merge.test.ts checks it on the standard's rules.
 * - objects merge field by field; a field set to `null` removes it;
 * - arrays of objects with an `id` merge by it (identifier merge, ID_MERGED_ARRAYS below);
 * - any other array, and any literal, replaces what was there (whole list merge);
 * - the releases' `id`, `date` and `tag` are discarded (`omitWhenMerged`).
 */

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

/**
 * The arrays the release schema (with the portal's extensions) merges by `id`: arrays of objects
 * whose items have an `id` and no `wholeListMerge`. Every other array is replaced whole: arrays of
 * strings (`roles`, `tag`, `relatedBids`), and `tender.auctions` (auction extension: its items have
 * no `id`). Which rule applies is the schema's, not the data's: an empty array of strings replaces,
 * an empty id-merged array changes nothing. Paths name object fields only, array levels left out;
 * only arrays the portal's releases carry are listed, and ocds.test.ts checks every array in a
 * served release against the schema.
 */
export const ID_MERGED_ARRAYS: ReadonlySet<string> = new Set([
  'parties',
  'tender.items',
  'tender.tenderers',
  'tender.participationFees',
  'awards',
  'awards.suppliers',
  'awards.items',
  'bids.statistics',
  'bids.details',
  'bids.details.tenderers',
]);

/** Release fields that describe one release, not the process (`omitWhenMerged` in the schema). */
const OMIT_WHEN_MERGED = new Set(['id', 'date', 'tag']);

const isObject = (v: unknown): v is JsonObject => v !== null && typeof v === 'object' && !Array.isArray(v);
const join = (path: string, key: string) => (path ? `${path}.${key}` : key);

/** Merges `input` into `output` at `path`; `undefined` means "no field". */
function merge(output: Json | undefined, input: Json, path: string): Json | undefined {
  if (input === null) return undefined;
  if (isObject(input)) {
    const result: JsonObject = isObject(output) ? { ...output } : {};
    for (const [key, value] of Object.entries(input)) {
      const merged = merge(result[key], value, join(path, key));
      if (merged === undefined) delete result[key];
      else result[key] = merged;
    }
    return result;
  }
  if (Array.isArray(input)) {
    const byId = ID_MERGED_ARRAYS.has(path) && input.every(isObject);
    if (!byId) return structuredClone(input);
    const result: Json[] = Array.isArray(output) ? [...output] : [];
    for (const item of input as JsonObject[]) {
      const at = result.findIndex((r) => isObject(r) && r.id === item.id);
      const merged = merge(at >= 0 ? result[at] : undefined, item, path) ?? {};
      if (at >= 0) result[at] = merged;
      else result.push(merged);
    }
    return result;
  }
  return input;
}

/**
 * The compiled release of a process's releases (oldest first): their merge, with the metadata the
 * standard suggests (tag `compiled`, the newest release's date, id `<ocid>-<that date>`).
 */
export function compileReleases<R extends { ocid: string; date: string }>(releases: readonly R[]) {
  const last = releases.at(-1);
  if (!last) throw new Error('A compiled release needs at least one release.');
  let merged: JsonObject = {};
  for (const release of releases) {
    const fields = Object.entries(release as unknown as JsonObject).filter(([k]) => !OMIT_WHEN_MERGED.has(k));
    merged = merge(merged, Object.fromEntries(fields), '') as JsonObject;
  }
  const { ocid: _, ...rest } = merged;
  return { ocid: last.ocid, id: `${last.ocid}-${last.date}`, date: last.date, tag: ['compiled'], ...rest };
}

/**
 * `next` (a whole state) as a release over `compiled` (what the earlier releases merge to): every
 * field `compiled` has and `next` lacks is set to `null`, so merging `next` removes it. Without
 * this, a field that went away (a tender's `statusDetails` once the runner-up accepted) would stay
 * in the compiled release. An object dropped from an id-merged array cannot be removed in OCDS 1.1
 * (issue open-contracting/standard#232); the portal's releases never drop one (awards, parties,
 * bids and items only grow).
 */
export function withRemovals(compiled: JsonObject, next: JsonObject, path = ''): JsonObject {
  const result: JsonObject = { ...next };
  for (const [key, before] of Object.entries(compiled)) {
    if (!path && OMIT_WHEN_MERGED.has(key)) continue;
    const at = join(path, key);
    const after = next[key];
    if (after === undefined) result[key] = null;
    else if (isObject(before) && isObject(after)) result[key] = withRemovals(before, after, at);
    else if (Array.isArray(before) && Array.isArray(after) && ID_MERGED_ARRAYS.has(at) && after.every(isObject)) {
      result[key] = after.map((item) => {
        const earlier = before.find((b) => isObject(b) && isObject(item) && b.id === item.id);
        return isObject(earlier) && isObject(item) ? withRemovals(earlier, item, at) : item;
      });
    }
  }
  return result;
}

export type { Json, JsonObject };
