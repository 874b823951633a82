import { createHash } from 'node:crypto';
import type { OcdsRelease } from './ocds-release';

/**
 * JSON with every object's keys sorted: the same data gives the same text whatever order the code
 * builds it in, so reordering fields in ocds-release.ts publishes no new release.
 */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/**
 * What a release says about the tender, without its `id` and `date` (which name and date the
 * publication, not the state): SHA-256 hex of its canonical JSON. A tender gets a new release
 * when this differs from its latest one (published-releases.ts).
 */
export function releaseDigest(release: OcdsRelease): string {
  const { id: _id, date: _date, ...state } = release;
  return createHash('sha256').update(canonicalJson(state)).digest('hex');
}
