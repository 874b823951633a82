import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import Ajv from 'ajv-draft-04';
import addFormats from 'ajv-formats';
import { apply as applyMergePatch } from 'json-merge-patch';

/**
 * The schemas every OCDS package of the portal must satisfy (docs/architecture.md §12): the OCDS
 * 1.1.5 release schema patched with the release-schema.json of each extension (JSON Merge Patch,
 * RFC 7386), and the release and record package schemas over it. The schemas are the offline copies
 * in tests/ocds-schemas/ (copied unchanged from the team's shared folder and, for the record
 * package schema, from open-contracting/standard at tag 1__1__5; see its README and licences), so
 * the test needs no network and no sibling folder.
 */
const OCDS_DIR = join(import.meta.dirname, '..', '..', 'tests', 'ocds-schemas');
const EXTENSIONS = ['ocds_bid_extension', 'ocds_participationFee_extension', 'ocds_auction_extension'];
const SCHEMA_BASE = 'https://standard.open-contracting.org/schema/1__1__5';

const readJson = (...path: string[]) => JSON.parse(readFileSync(join(OCDS_DIR, ...path), 'utf8'));

/** The core release schema with the portal's extensions merged in. */
export function patchedReleaseSchema() {
  let release = readJson('release-schema.json');
  for (const ext of EXTENSIONS) release = applyMergePatch(release, readJson(ext, 'release-schema.json'));
  return release;
}

function compileWith(packageSchema: string) {
  // The schemas carry OCDS's own annotations (codelist, openCodelist, deprecated, …): not strict.
  const ajv = new Ajv({ allErrors: true, strict: false });
  addFormats(ajv);
  // The package schemas refer to the release schema by this URL (tests/ocds-schemas/README.md).
  const { id: _, ...releaseWithoutId } = patchedReleaseSchema();
  ajv.addSchema(releaseWithoutId, `${SCHEMA_BASE}/release-schema.json`);
  // The record schema's optional versionedRelease refers to a schema not kept here: the portal
  // publishes no versioned release, so any versionedRelease fails.
  ajv.addSchema({ not: {} }, `${SCHEMA_BASE}/versioned-release-validation-schema.json`);
  const validate = ajv.compile(readJson(packageSchema));
  return (body: unknown): string[] =>
    validate(body) ? [] : (validate.errors ?? []).map((e) => `${e.instancePath} ${e.message}`);
}

export const ocdsPackageValidator = () => compileWith('release-package-schema.json');
export const ocdsRecordPackageValidator = () => compileWith('record-package-schema.json');
