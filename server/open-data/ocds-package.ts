import { OPEN_DATA_LICENSE, OPEN_DATA_PATHS } from '../../lib/contract/open-data';
import { OCDS_EXTENSIONS, OCDS_VERSION } from './ocds-constants';
import type { OcdsRelease } from './ocds-release';

/** A release package (OCDS 1.1 release-package-schema) around one page of releases. */
export function releasePackage(p: {
  uri: string;
  publisherName: string;
  publicOrigin: string;
  publishedDate: Date;
  releases: OcdsRelease[];
  /** The next page's absolute address (OCDS 1.2 `links.next`; 1.1 allows the extra field). */
  next?: string;
}) {
  return {
    uri: p.uri,
    version: OCDS_VERSION,
    extensions: [...OCDS_EXTENSIONS],
    publishedDate: p.publishedDate.toISOString(),
    publisher: { name: p.publisherName, uri: p.publicOrigin },
    license: OPEN_DATA_LICENSE.url,
    publicationPolicy: `${p.publicOrigin}${OPEN_DATA_PATHS.page}`,
    releases: p.releases,
    ...(p.next ? { links: { next: p.next } } : {}),
  };
}
