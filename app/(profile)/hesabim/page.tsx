import type { Metadata } from 'next';
import { AccountView } from '@/components/profile/account/account-view';

export const metadata: Metadata = { title: 'Hesabım' };

export default function AccountPage() {
  return <AccountView />;
}
