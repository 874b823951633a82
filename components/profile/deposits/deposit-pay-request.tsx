'use client';
import { Suspense, useEffect, useRef } from 'react';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { type DepositPayRequest, depositPayRequestOf, withoutDepositPayRequest } from '@/lib/rules/deposit-cover';

interface Props {
  /** Called once per request in the address; must be stable (a state setter). */
  onRequest: (request: DepositPayRequest) => void;
}

function Reader({ onRequest }: Props) {
  const params = useSearchParams();
  const router = useRouter();
  const pathname = usePathname();
  // Strict mode runs effects twice: the same address opens the dialog once.
  const taken = useRef<string | null>(null);

  useEffect(() => {
    const request = depositPayRequestOf(params);
    if (!request || taken.current === params.toString()) return;
    taken.current = params.toString();
    onRequest(request);
    // Taken: a reload or a return from the bank does not open the dialog again.
    const rest = withoutDepositPayRequest(new URLSearchParams(params.toString())).toString();
    router.replace(rest ? `${pathname}?${rest}` : pathname, { scroll: false });
  }, [params, onRequest, router, pathname]);

  return null;
}

/**
 * 'Teminat Yatır' asked for by the address (`?yatir=USD&tutar=4000,00`, the tender page's link when the
 * account's deposit falls short, issue #36 item 4). Suspense: the address is read on the client.
 */
export function DepositPayRequestReader(props: Props) {
  return (
    <Suspense fallback={null}>
      <Reader {...props} />
    </Suspense>
  );
}
