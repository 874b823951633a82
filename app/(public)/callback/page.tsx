import type { Metadata } from 'next';
import { CallbackFlow } from '@/components/auth/callback-flow';

// The address carries a single-use code: never indexed, never sent on as a referrer.
export const metadata: Metadata = {
  title: 'Giriş',
  robots: { index: false, follow: false },
  referrer: 'no-referrer',
};

export default function CallbackPage() {
  return <CallbackFlow />;
}
