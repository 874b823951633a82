import { redirect } from 'next/navigation';

/** docs/spec.md §2: Finansal Bilgilerim opens on its first child. */
export default function FinancePage() {
  redirect('/finansal-bilgilerim/finansal-ozet');
}
