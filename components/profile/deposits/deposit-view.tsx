'use client';
import { useState } from 'react';
import NextLink from 'next/link';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { clientIsland } from '@/components/common/client-island';
import type { DepositDetail } from '@/lib/api/profile/deposits';
import { useIban } from '@/lib/api/queries/profile/banking';
import { useDepositDetail, useRequestRefund } from '@/lib/api/queries/profile/deposits';
import { formatMoney } from '@/lib/format/money';
import { AmountGrid, AmountTile } from '../common/amount-tile';
import { CurrencyAmountGroup } from '../common/currency-amount-group';
import { ProfileCard, ProfileHeading } from '../common/profile-card';
import { type Column, ProfileTable } from '../common/profile-table';
import { EmptyState, ErrorState, LoadingState } from '../common/state-message';
import { useActiveAccount } from '../common/use-active-account';
import { CardPaymentResult } from '../payments/card-payment-result';
import { DepositHistory } from './deposit-history';
import { DepositPayRequestReader } from './deposit-pay-request';
import type { DepositPayRequest } from '@/lib/rules/deposit-cover';

// The dialog is needed only after a click.
const RefundDialog = clientIsland(() => import('./refund-dialog').then((m) => m.RefundDialog));
const DepositPayDialog = clientIsland(() => import('../payments/deposit-pay-dialog').then((m) => m.DepositPayDialog));

type Blocked = DepositDetail['blocked'][number] & { currency: string };

const BLOCKED_COLUMNS: Column<Blocked>[] = [
  {
    key: 'ihale',
    header: 'İhale Adı',
    render: (r) => (
      <Box component={NextLink} href={`/ihaleler/${r.ihaleId}`} sx={{ color: 'primary.main', fontWeight: 600 }}>
        {r.ihaleAdi}
      </Box>
    ),
  },
  { key: 'rumuz', header: 'Rumuz', render: (r) => r.rumuz || '—', nowrap: true },
  {
    key: 'tutar',
    header: 'Teminat Miktarı',
    render: (r) => formatMoney(r.teminatMiktari, r.currency),
    align: 'right',
    nowrap: true,
  },
];

/** Teminat Bilgileri (docs/spec.md §2): three amounts, the refund request, blocked deposits and the history. */
export function DepositView() {
  const { cariId } = useActiveAccount();
  const detail = useDepositDetail(cariId);
  const iban = useIban(cariId);
  const refund = useRequestRefund(cariId);
  const [open, setOpen] = useState(false);
  // 'Teminat Yatır' open, in which currency and with what amount (a tender's link fills both in).
  const [pay, setPay] = useState<DepositPayRequest | null>(null);
  // Blocked deposits of every currency in one table, each amount in its own currency.
  const blockedRows: Blocked[] = detail.data
    ? [
        ...detail.data.blocked.map((b) => ({ ...b, currency: 'TL' })),
        ...detail.data.currencies.flatMap((c) => c.blocked.map((b) => ({ ...b, currency: c.currency }))),
      ]
    : [];

  const requestButton = (
    <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>
      <Button
        variant="contained"
        color="primary"
        onClick={() => setPay({ currency: 'TL', amount: '' })}
        disabled={cariId === null}
      >
        Teminat Yatır
      </Button>
      <Button
        variant="outlined"
        color="primary"
        onClick={() => setOpen(true)}
        disabled={detail.isPending || iban.isPending}
      >
        Teminat İade Talebi
      </Button>
    </Box>
  );

  return (
    <>
      <ProfileHeading
        title="Teminat Bilgileri"
        lead="Teminatınızın durumu, ihalelerde bloke edilen tutarlar ve hesap hareketleriniz."
      />
      <CardPaymentResult cariId={cariId} />
      <DepositPayRequestReader onRequest={setPay} />
      <ProfileCard title="Teminat Durumu" id="teminat-durumu" actions={requestButton}>
        {detail.isPending ? (
          <LoadingState />
        ) : detail.isError ? (
          <ErrorState onRetry={() => void detail.refetch()} />
        ) : (
          <>
            <AmountGrid label="Teminat tutarları">
              {detail.data.lines.map((l, i) => (
                <AmountTile key={l.key} label={l.label} amount={l.amount} emphasis={i === 0} />
              ))}
            </AmountGrid>
            {detail.data.currencies.map((c) => (
              <CurrencyAmountGroup
                key={c.currency}
                currency={c.currency}
                lines={c.lines}
                emphasisKey="teminatKullanilabilirTutar"
                label="Teminat tutarları"
              />
            ))}
          </>
        )}
      </ProfileCard>

      <ProfileCard title="Aktif İhalelerdeki Blokeli Teminatlar" id="blokajli" padded={false}>
        {detail.isPending ? (
          <LoadingState />
        ) : detail.isError ? (
          <ErrorState onRetry={() => void detail.refetch()} />
        ) : blockedRows.length === 0 ? (
          <EmptyState />
        ) : (
          <ProfileTable
            caption="Aktif ihalelerdeki blokajlı teminatlar"
            columns={BLOCKED_COLUMNS}
            rows={blockedRows}
            rowKey={(r) => r.ihaleId}
          />
        )}
      </ProfileCard>

      {cariId !== null && <DepositHistory cariId={cariId} />}

      {pay && (
        <DepositPayDialog
          open
          onClose={() => setPay(null)}
          cariId={cariId}
          initialCurrency={pay.currency}
          initialAmount={pay.amount}
        />
      )}

      {open && (
        <RefundDialog
          open={open}
          onClose={() => setOpen(false)}
          iban={iban.data ?? ''}
          available={detail.data?.available ?? 0}
          otherCurrencies={(detail.data?.currencies ?? [])
            .filter((c) => c.available > 0)
            .map((c) => ({ currency: c.currency, available: c.available }))}
          pending={refund.isPending}
          onSubmit={async (typed, currency) => {
            try {
              await refund.mutateAsync({ typed, currency });
              return true;
            } catch {
              return false;
            }
          }}
        />
      )}
    </>
  );
}
