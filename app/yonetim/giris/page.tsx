import type { Metadata } from 'next';
import { Suspense } from 'react';
import { StaffSignIn } from '@/components/backoffice/auth/staff-sign-in';

export const metadata: Metadata = { title: 'Giriş' };

export default function StaffSignInPage() {
  return (
    <Suspense fallback={null}>
      <StaffSignIn />
    </Suspense>
  );
}
