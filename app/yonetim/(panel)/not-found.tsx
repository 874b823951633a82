import type { Metadata } from 'next';
import { NotFoundContent } from '@/components/common/not-found-content';

export const metadata: Metadata = { title: 'Sayfa Bulunamadı', robots: { index: false } };

/** A back-office page that calls notFound() (an unknown tender, page or request): inside the staff frame. */
export default function PanelNotFound() {
  return <NotFoundContent />;
}
