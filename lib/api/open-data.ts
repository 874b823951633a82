import { OPEN_DATA_PATHS } from '../contract/open-data';
import { apiRequest, type DownloadedFile } from './http';

/**
 * The Atom feed of new tenders and results, as the API writes it (server/open-data/atom-feed.ts),
 * for the site's /ihaleler/feed.xml. Reused for a few minutes, like the API's own Cache-Control.
 */
export async function fetchTenderFeedXml(): Promise<string> {
  const file = await apiRequest<DownloadedFile>(OPEN_DATA_PATHS.feedSource, {
    as: 'file',
    token: null,
    revalidate: 300,
    tags: ['tender-feed'],
  });
  return file.blob.text();
}
