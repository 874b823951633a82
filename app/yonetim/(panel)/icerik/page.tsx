import type { Metadata } from 'next';
import { ContentIndex } from '@/components/backoffice/content/content-index';

export const metadata: Metadata = { title: 'İçerik' };

export default function ContentPage() {
  return <ContentIndex />;
}
