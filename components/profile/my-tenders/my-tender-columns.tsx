'use client';
import NextLink from 'next/link';
import Box from '@mui/material/Box';
import { type MyTenderRow, type MyTendersTab, ongoingStanding, STANDING } from '@/lib/api/profile/my-tenders';
import { formatDate, formatDateTime } from '@/lib/format/date';
import { formatMoney } from '@/lib/format/money';
import { StatusChip } from '@/components/tenders/status-chip';
import { ODEME_DURUMU } from '@/lib/contract/money';
import type { Column } from '../common/profile-table';
import { PayBalanceButton, isBalancePayable } from '../payments/pay-balance-button';
import { SaleDocumentButton } from '../documents/sale-document-button';
import { BidReceiptsButton } from './bid-receipts-button';
import { PaymentState } from './payment-state';
import { StateChip } from '@/components/ui/state-chip';

const paymentColumn: Column<MyTenderRow> = {
  key: 'odeme',
  header: 'Ödeme Durumu',
  render: (r) => <PaymentState state={r.odemeDurumu} />,
  nowrap: true,
};

const money = (v: number | null, currency: string) => (v === null || v <= 0 ? '—' : formatMoney(v, currency));
const paidText = (v: number, currency: string) => `Ödendi: ${formatMoney(v, currency)}`;

function Standing({ row }: { row: MyTenderRow }) {
  const text = ongoingStanding(row);
  const winning = text === STANDING.winning;
  return (
    <StateChip tone={winning ? 'success' : 'red'} data={{ 'data-standing': winning ? 'winning' : 'losing' }}>
      {text}
    </StateChip>
  );
}

const numberColumn: Column<MyTenderRow> = { key: 'no', header: 'İhale No', render: (r) => r.ihaleNo, nowrap: true };
const titleColumn: Column<MyTenderRow> = {
  key: 'baslik',
  header: 'İhale Başlığı',
  render: (r) => <Box sx={{ fontWeight: 600, minWidth: { sm: 160 } }}>{r.ihaleBaslik}</Box>,
};
const datesColumn: Column<MyTenderRow> = {
  key: 'tarihler',
  header: 'Başlangıç / Bitiş',
  nowrap: true,
  render: (r) => (
    <Box component="span" sx={{ display: 'inline-flex', flexDirection: 'column', fontSize: '0.875rem' }}>
      <span>{formatDateTime(r.ihaleBaslangicTarihi)}</span>
      <span>{formatDateTime(r.ihaleBitisTarihi)}</span>
    </Box>
  ),
};
const endColumn: Column<MyTenderRow> = {
  key: 'bitis',
  header: 'Bitiş Tarihi',
  render: (r) => formatDateTime(r.ihaleBitisTarihi),
  nowrap: true,
};
const depositColumn: Column<MyTenderRow> = {
  key: 'teminat',
  header: 'Teminat Tutarı',
  render: (r) => money(r.teminatTutari, 'TL'),
  align: 'right',
  nowrap: true,
};
const lastBidColumn: Column<MyTenderRow> = {
  key: 'sonteklif',
  header: 'Son Teklifiniz',
  render: (r) => money(r.sonteklifTutari, r.currency),
  align: 'right',
  nowrap: true,
};
const currentColumn: Column<MyTenderRow> = {
  key: 'mevcut',
  header: 'Mevcut Tutar',
  render: (r) => (
    <Box component="span" data-testid="mevcut-tutar" sx={{ fontWeight: 700, color: 'primary.main' }}>
      {money(r.mevcutTutar, r.currency)}
    </Box>
  ),
  align: 'right',
  nowrap: true,
};
const winningColumn: Column<MyTenderRow> = {
  key: 'kazanan',
  header: 'Kazanan Tutar',
  render: (r) => money(r.kazananTutar, r.currency),
  align: 'right',
  nowrap: true,
};
/**
 * The tender's page, and under it the bidder's receipts for their bids in the tender's signed record
 * (docs/architecture.md §11): in one cell, so the ongoing tab's table still fits a desktop screen.
 */
const detailColumn: Column<MyTenderRow> = {
  key: 'detay',
  header: 'Detay',
  hideLabelOnMobile: true,
  align: 'right',
  render: (r) => (
    <Box
      component="span"
      sx={{ display: 'inline-flex', flexDirection: { xs: 'row', sm: 'column' }, alignItems: 'flex-end', gap: 1 }}
    >
      <Box
        component={NextLink}
        href={`/ihaleler/${r.ihaleNo}`}
        aria-label={`Detay: ${r.ihaleNo} numaralı ihale`}
        sx={{ color: 'primary.main', fontWeight: 600, whiteSpace: 'nowrap' }}
      >
        Detay
      </Box>
      {r.sonteklifTutari > 0 && <BidReceiptsButton ihaleId={r.ihaleNo} alias={r.cariRumuzu} />}
    </Box>
  ),
};

/**
 * What the winner can do about the payment: pay the balance while it is due (card or transfer), or
 * download the sale document once it is paid (both decided by the server's odemeDurumu).
 */
const paymentActionColumn = (cariId: number | null): Column<MyTenderRow> => ({
  key: 'odemeislem',
  header: 'İşlem',
  hideLabelOnMobile: true,
  align: 'right',
  render: (r) =>
    isBalancePayable(r, new Date()) ? (
      <PayBalanceButton row={r} />
    ) : (
      <SaleDocumentButton cariId={cariId} ihaleId={r.ihaleNo} paid={r.odemeDurumu === ODEME_DURUMU.odendi} />
    ),
});

/** The columns of each tab (docs/spec.md §2): what the account needs to know at that stage of a tender. */
export function myTenderColumns(tab: MyTendersTab, cariId: number | null): Column<MyTenderRow>[] {
  switch (tab) {
    case 'devameden':
      return [
        numberColumn,
        titleColumn,
        datesColumn,
        depositColumn,
        lastBidColumn,
        currentColumn,
        { key: 'durum', header: 'Durum', render: (r) => <Standing row={r} />, nowrap: true },
        detailColumn,
      ];
    case 'kazandigim':
      return [
        numberColumn,
        titleColumn,
        endColumn,
        winningColumn,
        depositColumn,
        {
          key: 'odenecek',
          header: 'Ödenecek Tutar',
          // Paid: what was paid and when, instead of a bare dash (issue #36).
          render: (r) =>
            r.odemeDurumu === ODEME_DURUMU.odendi && r.odenenTutar !== null ? (
              <span data-testid="odenen">
                {paidText(r.odenenTutar, r.currency)}
                {r.odemeTarihi && (
                  <>
                    <br />
                    {formatDate(r.odemeTarihi)}
                  </>
                )}
              </span>
            ) : (
              money(r.odenecekTutar, r.currency)
            ),
          align: 'right',
          nowrap: true,
        },
        { key: 'sonodeme', header: 'Son Ödeme Tarihi', render: (r) => formatDate(r.sonOdemeTarihi), nowrap: true },
        // Every won tender is 'Kazanan Belirli': the payment state is what tells them apart.
        paymentColumn,
        paymentActionColumn(cariId),
        detailColumn,
      ];
    case 'kaybettigim':
      return [
        numberColumn,
        titleColumn,
        endColumn,
        lastBidColumn,
        winningColumn,
        depositColumn,
        paymentColumn,
        {
          key: 'durum',
          header: 'Durum',
          render: (r) => <StatusChip statusId={r.statusId} name={r.statusName} />,
          nowrap: true,
        },
        detailColumn,
      ];
  }
}
