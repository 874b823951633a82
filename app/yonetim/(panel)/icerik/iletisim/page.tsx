import type { Metadata } from 'next';
import { ContactDetailsEditor } from '@/components/backoffice/content/contact-details-form';

export const metadata: Metadata = { title: 'İletişim Bilgileri' };

export default function ContactDetailsPage() {
  return <ContactDetailsEditor />;
}
