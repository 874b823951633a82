import { OPEN_DATA_LICENSE, OPEN_DATA_PATHS } from '../../lib/contract/open-data';
import { OCDS_EXTENSIONS, OCDS_VERSION } from './ocds-constants';
import { compileReleases } from './ocds-merge';
import type { OcdsRelease } from './ocds-release';

interface PackageMeta {
  uri: string;
  publisherName: string;
  publicOrigin: string;
  publishedDate: Date;
  /** The next page's absolute address (OCDS 1.2 `links.next`; 1.1 allows the extra field). */
  next?: string;
}

/** What release and record packages both declare, in the order the schemas list it. */
function metadata(p: PackageMeta) {
  return {
    uri: p.uri,
    version: OCDS_VERSION,
    extensions: [...OCDS_EXTENSIONS],
    publishedDate: p.publishedDate.toISOString(),
    publisher: { name: p.publisherName, uri: p.publicOrigin },
    license: OPEN_DATA_LICENSE.url,
    publicationPolicy: `${p.publicOrigin}${OPEN_DATA_PATHS.page}`,
  };
}

/** A release package (OCDS 1.1 release-package-schema) around one page of releases. */
export function releasePackage(p: PackageMeta & { releases: OcdsRelease[] }) {
  return { ...metadata(p), releases: p.releases, ...(p.next ? { links: { next: p.next } } : {}) };
}

/**
 * A record package (OCDS 1.1 record-package-schema): per tender, every published release embedded,
 * oldest first, and the compiled release (ocds-merge.ts), the current state merged from them.
 * `packages` names the release packages that serve the same releases.
 */
export function recordPackage(p: PackageMeta & { chains: OcdsRelease[][]; packages: string[] }) {
  return {
    ...metadata(p),
    packages: p.packages,
    records: p.chains.map((releases) => ({
      ocid: releases[0].ocid,
      releases,
      compiledRelease: compileReleases(releases),
    })),
    ...(p.next ? { links: { next: p.next } } : {}),
  };
}
