import { fetchTenderFeedXml } from '@/lib/api/open-data';

/**
 * /ihaleler/feed.xml: the Atom feed of newly published tenders and results (docs/architecture.md
 * §12). The API writes it (server/open-data/atom-feed.ts, tested there); the site serves it at the
 * address the /ihaleler page head announces.
 */
// Read per request (the API's answer is reused by the data cache for a few minutes), never at build.
export const dynamic = 'force-dynamic';

export async function GET(): Promise<Response> {
  try {
    return new Response(await fetchTenderFeedXml(), {
      headers: { 'Content-Type': 'application/atom+xml; charset=utf-8', 'Cache-Control': 'public, max-age=300' },
    });
  } catch {
    return new Response('Akış şu anda alınamıyor.', {
      status: 503,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Retry-After': '60' },
    });
  }
}
