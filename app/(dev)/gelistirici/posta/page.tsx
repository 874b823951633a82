import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { PageFrame, PageTitle } from '@/components/ui/page-frame';
import { CaughtMessageList } from '@/components/dev-mail/caught-message-list';
import { fetchCaughtMessages } from '@/lib/api/dev-mail';

// Always fresh: it shows what was just sent.
export const dynamic = 'force-dynamic';

export const metadata: Metadata = { title: 'Geliştirici postası', robots: { index: false, follow: false } };

/**
 * The developer's look at what the built-in SMTP catcher and SMS stand-in caught (docs/architecture.md
 * §13). Exists only while the stand-ins are on; otherwise the API answers 404 and so does this page.
 */
export default async function DevMailPage() {
  const messages = await fetchCaughtMessages();
  if (!messages) notFound();
  return (
    // No portal header here (a developer page), so the page gives itself the main landmark.
    <main>
      <PageFrame narrow>
        <PageTitle lead="Test ortamı: gerçek e-posta ve SMS gönderilmez; yerleşik SMTP yakalayıcısının ve SMS ağ geçidi yerine geçen deneme servisinin yakaladıkları, en yenisi üstte.">
          Geliştirici postası
        </PageTitle>
        <CaughtMessageList messages={messages} />
      </PageFrame>
    </main>
  );
}
