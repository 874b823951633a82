import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { PageFrame } from '@/components/ui/page-frame';
import { RecordVerifier } from '@/components/transparency/record-verifier';
import { fetchTenderDetail, parseTenderId } from '@/lib/api/tenders';
import { getPublicConfig } from '@/lib/config';
import { hasBidRecord } from '@/lib/rules/tender-status';
import styles from '@/components/transparency/record-page.module.css';

type Params = Promise<{ id: string }>;

export const metadata: Metadata = { title: 'Kaydı doğrula', robots: { index: false } };

/** 'Kaydı doğrula' (docs/architecture.md §11): the tender's bid record checked in the visitor's browser. */
export default async function BidRecordPage({ params }: { params: Params }) {
  const id = parseTenderId((await params).id);
  const tender = id === null ? null : await fetchTenderDetail(id);
  if (!tender || !hasBidRecord(tender.statusId)) notFound();
  const { publicOrigin } = getPublicConfig();
  return (
    <PageFrame>
      <Breadcrumbs
        items={[
          { label: 'Ana Sayfa', href: '/' },
          { label: 'İhaleler', href: '/ihaleler' },
          { label: 'İhale Detay', href: `/ihaleler/${tender.id}` },
          { label: 'Kaydı doğrula' },
        ]}
      />
      <header className={styles.header}>
        <h1 className={styles.title}>Kaydı doğrula</h1>
        <p className={styles.lead}>
          <Link href={`/ihaleler/${tender.id}`}>{tender.title}</Link> (İhale No: {tender.number}) ihalesinin teklif
          kaydı: her kabul edilen teklif, başlangıç, uzatma ve bitiş, portalın imzaladığı ve yalnızca eklenebilen bir
          kayıtta tutulur. Bu sayfa kaydı sizin tarayıcınızda denetler.
        </p>
      </header>
      <RecordVerifier ihaleId={tender.id} publicOrigin={publicOrigin} />
    </PageFrame>
  );
}
