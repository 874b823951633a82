'use client';
import { StaffPagedTable } from '@/components/backoffice/common/staff-paged-table';
import { scrollRegion, type StaffColumn } from '@/components/backoffice/common/staff-table';
import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { failureText } from '@/components/backoffice/content/form-notice';
import { SectionHeader, STAFF_HOME_TRAIL } from '@/components/backoffice/layout/section-header';
import { preparePaymentOrder, type RefundRequestModel, rejectRefundRequest } from '@/lib/api/backoffice/refund-queue';
import { refundQueueKeys, refundRequestListQuery } from '@/lib/api/backoffice/refund-queue-queries';
import { CURRENCY_KEYS, type Currency, type RefundState, REFUND_STATES } from '@/lib/contract/money';
import { formatDate, formatDateTime } from '@/lib/format/date';
import { formatMoney } from '@/lib/format/money';
import { formatIban } from '@/lib/rules/iban';
import { REFUND_QUEUE_SUCCESS, REFUND_STATE_LABELS, REFUND_TRANSFER_TEXTS } from '@/lib/rules/refund-queue-schemas';
import { toast } from '@/lib/toast/toast-store';
import { PaymentOrderList } from './payment-order-list';
import { RejectDialog } from './reject-dialog';

/** The filters' "all" choice (a real value, so the select shows "Tümü" instead of an empty box). */
const ALL = 'tumu';

const COLUMNS: StaffColumn[] = [
  { label: 'Seç', hidden: true, padding: 'checkbox' },
  { label: 'Hesap' },
  { label: 'IBAN' },
  { label: 'Tutar', align: 'right' },
  { label: 'Talep Tarihi', nowrap: true },
  { label: 'Durum' },
  { label: 'Karar' },
  { label: 'İşlem', hidden: true },
];

/**
 * /yonetim/mali/iadeler: the refund requests (waiting ones first by default) with checkboxes to put
 * waiting requests of one currency into a payment order, a rejection with a reason, and the payment
 * orders below with their four-eyes approval.
 */
export function RefundQueueScreen() {
  const queryClient = useQueryClient();
  const [state, setState] = useState<RefundState | typeof ALL>('beklemede');
  const [currency, setCurrency] = useState<Currency | typeof ALL>(ALL);
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<Map<number, Currency>>(new Map());
  const [rejecting, setRejecting] = useState<RefundRequestModel | null>(null);

  const list = useQuery(
    refundRequestListQuery({ state: state === ALL ? null : state, currency: currency === ALL ? null : currency, page }),
  );
  const refresh = () => queryClient.invalidateQueries({ queryKey: refundQueueKeys.all });

  const prepare = useMutation({
    mutationFn: () => preparePaymentOrder([...selected.keys()]),
    onSuccess: async () => {
      toast.success(REFUND_QUEUE_SUCCESS.prepared);
      setSelected(new Map());
      await refresh();
    },
    onError: (err) => toast.error(failureText(err)),
  });
  const reject = useMutation({
    mutationFn: ({ id, reason }: { id: number; reason: string }) => rejectRefundRequest(id, reason),
    onSuccess: async () => {
      toast.success(REFUND_QUEUE_SUCCESS.rejected);
      setRejecting(null);
      await refresh();
    },
  });

  // An order is in one currency: once a request is ticked, only waiting requests of its currency can be.
  const selectedCurrency = selected.size > 0 ? [...selected.values()][0] : null;
  const toggle = (r: RefundRequestModel) =>
    setSelected((prev) => {
      const next = new Map(prev);
      if (next.has(r.id)) next.delete(r.id);
      else next.set(r.id, r.currency);
      return next;
    });

  return (
    <>
      <SectionHeader
        trail={STAFF_HOME_TRAIL}
        title="Teminat İadeleri"
        action={
          <Button
            variant="contained"
            onClick={() => prepare.mutate()}
            disabled={selected.size === 0 || prepare.isPending}
          >
            Ödeme Talimatı Hazırla{selected.size > 0 ? ` (${selected.size})` : ''}
          </Button>
        }
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2 }}>
        <TextField
          select
          size="small"
          label="Durum"
          value={state}
          onChange={(e) => {
            setState(e.target.value as RefundState | typeof ALL);
            setPage(1);
          }}
          sx={{ minWidth: 180 }}
        >
          <MenuItem value={ALL}>Tümü</MenuItem>
          {REFUND_STATES.map((s) => (
            <MenuItem key={s} value={s}>
              {REFUND_STATE_LABELS[s]}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label="Para birimi"
          value={currency}
          onChange={(e) => {
            setCurrency(e.target.value as Currency | typeof ALL);
            setPage(1);
          }}
          sx={{ minWidth: 160 }}
        >
          <MenuItem value={ALL}>Tümü</MenuItem>
          {CURRENCY_KEYS.map((c) => (
            <MenuItem key={c} value={c}>
              {c}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      {selectedCurrency && (
        <Typography variant="body2" sx={{ mb: 1 }} aria-live="polite">
          {selected.size} talep seçildi ({selectedCurrency}). Bir ödeme talimatı tek para biriminde olur.
        </Typography>
      )}
      <StaffPagedTable
        query={list}
        loadingLabel="İade talepleri yükleniyor"
        page={page}
        onPageChange={setPage}
        label="Teminat iade talepleri"
        columns={COLUMNS}
        empty="Bu ölçütlere uyan iade talebi bulunmamaktadır."
        // Narrow screens scroll the table sideways: keyboard users reach the scroll with Tab.
        containerProps={scrollRegion('İade talepleri')}
        renderRow={(r) => {
          const waiting = r.state === 'beklemede';
          const otherCurrency = selectedCurrency !== null && selectedCurrency !== r.currency;
          return (
            <TableRow key={r.id} hover selected={selected.has(r.id)}>
              <TableCell padding="checkbox">
                {waiting && (
                  <Checkbox
                    checked={selected.has(r.id)}
                    disabled={otherCurrency}
                    onChange={() => toggle(r)}
                    slotProps={{
                      input: {
                        'aria-label': `${r.accountTitle} ${formatMoney(r.amount, r.currency)} talebini seç`,
                      },
                    }}
                  />
                )}
              </TableCell>
              <TableCell sx={{ minWidth: 160 }}>{r.accountTitle}</TableCell>
              <TableCell sx={{ fontFamily: 'monospace', fontSize: '0.8125rem', minWidth: 150 }}>
                {formatIban(r.iban)}
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {formatMoney(r.amount, r.currency)}
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(r.requestedAt)}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                {REFUND_STATE_LABELS[r.state]}
                {r.orderId !== null && ` (Talimat #${r.orderId})`}
                {[
                  r.sentAt && REFUND_TRANSFER_TEXTS.sentAt(formatDateTime(r.sentAt)),
                  r.paidAt && REFUND_TRANSFER_TEXTS.paidAt(formatDate(r.paidAt)),
                  r.returnedAt && REFUND_TRANSFER_TEXTS.returnedAt(formatDate(r.returnedAt)),
                ]
                  .filter(Boolean)
                  .map((line) => (
                    <Typography key={String(line)} variant="body2" sx={{ color: 'text.secondary' }}>
                      {line}
                    </Typography>
                  ))}
              </TableCell>
              <TableCell sx={{ minWidth: 160 }}>
                {r.decidedBy ? `${r.decidedBy} · ${formatDateTime(r.decidedAt)}` : '—'}
                {r.rejectReason && (
                  <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                    {r.rejectReason}
                  </Typography>
                )}
              </TableCell>
              <TableCell>
                {waiting && (
                  <Button
                    size="small"
                    color="error"
                    onClick={() => setRejecting(r)}
                    aria-haspopup="dialog"
                    aria-label={`${r.accountTitle} ${formatMoney(r.amount, r.currency)} talebini reddet`}
                  >
                    Reddet
                  </Button>
                )}
              </TableCell>
            </TableRow>
          );
        }}
      />
      <PaymentOrderList />
      {rejecting && (
        <RejectDialog
          request={rejecting}
          busy={reject.isPending}
          error={reject.error ? failureText(reject.error) : null}
          onConfirm={(reason) => reject.mutate({ id: rejecting.id, reason })}
          onCancel={() => {
            reject.reset();
            setRejecting(null);
          }}
        />
      )}
    </>
  );
}
