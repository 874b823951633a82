import { cache } from 'react';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { PageFrame } from '@/components/ui/page-frame';
import { RecordVisit } from '@/components/tenders/record-visit';
import { TenderDetailView } from '@/components/tenders/tender-detail-view';
import { TenderJsonLd, tenderJsonLd } from '@/components/tenders/tender-json-ld';
import { WithdrawnTender } from '@/components/tenders/withdrawn-tender';
import { TENDER_NOT_FOUND_METADATA } from '@/components/common/not-found-content';
import { getPublicConfig } from '@/lib/config';
import { excerpt, sanitizeHtml } from '@/lib/html/sanitize-html';
import { fetchServerTime } from '@/lib/api/server-time';
import { fetchTenderDetail, fetchWithdrawnTender, parseTenderId } from '@/lib/api/tenders';

type Params = Promise<{ id: string }>;

/** Plain-text summary; block ends become spaces so list items and paragraphs do not run together. */
const summary = (html: string, max: number) =>
  excerpt(
    html.replace(/<\/(p|li|h[1-6]|div|td|th|tr)>|<br\s*\/?>/gi, (m) => ` ${m}`),
    max,
  );

/** One request per render: metadata and page share it. */
const getTender = cache(async (rawId: string) => {
  const id = parseTenderId(rawId);
  return id === null ? null : fetchTenderDetail(id);
});

/** Asked only when the detail set does not answer: a withdrawn tender's id and reason, or null (404). */
const getWithdrawn = cache(async (rawId: string) => {
  const id = parseTenderId(rawId);
  return id === null ? null : fetchWithdrawnTender(id);
});

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const rawId = (await params).id;
  const tender = await getTender(rawId);
  if (!tender) {
    const withdrawn = await getWithdrawn(rawId);
    return withdrawn ? { title: 'Yayından kaldırılan ihale', robots: { index: false } } : TENDER_NOT_FOUND_METADATA;
  }
  const description = summary(tender.descriptionHtml, 160) || `${tender.title}: herkese açık e-satış ihalesi.`;
  const url = `/ihaleler/${tender.id}`;
  return {
    title: tender.title,
    description,
    alternates: { canonical: url },
    openGraph: {
      type: 'website',
      url,
      title: tender.title,
      description,
      locale: 'tr_TR',
    },
    // The picture is ./opengraph-image.tsx (a PNG: the apps people share links in draw no SVG).
    twitter: { card: 'summary_large_image', title: tender.title, description },
  };
}

export default async function TenderDetailPage({ params }: { params: Params }) {
  const rawId = (await params).id;
  // The detail and the server clock in parallel; a failing clock falls back to render time.
  const [tender, serverNow] = await Promise.all([
    getTender(rawId),
    fetchServerTime().catch(() => new Date().toISOString()),
  ]);
  if (!tender) {
    const withdrawn = await getWithdrawn(rawId);
    if (!withdrawn) notFound();
    return (
      <PageFrame>
        <WithdrawnTender tender={withdrawn} />
      </PageFrame>
    );
  }

  const { publicOrigin } = getPublicConfig();
  return (
    <PageFrame>
      <TenderJsonLd json={tenderJsonLd(tender, publicOrigin, summary(tender.descriptionHtml, 300))} />
      <TenderDetailView tender={tender} descriptionHtml={sanitizeHtml(tender.descriptionHtml)} serverNow={serverNow} />
      <RecordVisit
        tender={{ id: tender.id, baslik: tender.title, baslangicTarihi: tender.startDate, bitisTarihi: tender.endDate }}
      />
    </PageFrame>
  );
}
