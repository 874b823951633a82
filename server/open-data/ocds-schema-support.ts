import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import Ajv from 'ajv-draft-04';
import addFormats from 'ajv-formats';
import { apply as applyMergePatch } from 'json-merge-patch';

/**
 * The schema every OCDS package of the portal must satisfy (docs/architecture.md §13): the OCDS
 * 1.1.5 release schema patched with the release-schema.json of each extension (JSON Merge Patch,
 * RFC 7386), and the release package schema over it. The schemas are the offline copies in
 * tests/ocds-schemas/ (copied unchanged from the
 * team's shared folder; see its README and licences), so the test needs no network and no sibling folder.
 */
const OCDS_DIR = join(import.meta.dirname, '..', '..', 'tests', 'ocds-schemas');
const EXTENSIONS = ['ocds_bid_extension', 'ocds_participationFee_extension', 'ocds_auction_extension'];
const RELEASE_SCHEMA_ID = 'https://standard.open-contracting.org/schema/1__1__5/release-schema.json';

const readJson = (...path: string[]) => JSON.parse(readFileSync(join(OCDS_DIR, ...path), 'utf8'));

export function ocdsPackageValidator() {
  let release = readJson('release-schema.json');
  for (const ext of EXTENSIONS) release = applyMergePatch(release, readJson(ext, 'release-schema.json'));
  // The schemas carry OCDS's own annotations (codelist, openCodelist, deprecated, …): not strict.
  const ajv = new Ajv({ allErrors: true, strict: false });
  addFormats(ajv);
  // The package schema refers to the release schema by this URL (tests/ocds-schemas/README.md).
  const { id: _, ...releaseWithoutId } = release;
  ajv.addSchema(releaseWithoutId, RELEASE_SCHEMA_ID);
  const validate = ajv.compile(readJson('release-package-schema.json'));
  return (pkg: unknown): string[] =>
    validate(pkg) ? [] : (validate.errors ?? []).map((e) => `${e.instancePath} ${e.message}`);
}
