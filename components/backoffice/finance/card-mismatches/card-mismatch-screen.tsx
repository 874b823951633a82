'use client';
import { type ReactNode, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { StaffQuery } from '@/components/backoffice/common/staff-query';
import { failureText } from '@/components/backoffice/content/form-notice';
import { SectionHeader, STAFF_HOME_TRAIL } from '@/components/backoffice/layout/section-header';
import { DialogFrame } from '@/components/ui/dialog-frame';
import {
  type CardMismatchModel,
  cardMismatchKeys,
  creditCardMismatch,
  openCardMismatchesQuery,
  refundCardMismatch,
} from '@/lib/api/backoffice/card-mismatches';
import { formatDateTime } from '@/lib/format/date';
import { formatMoney } from '@/lib/format/money';
import { CARD_MISMATCH_MESSAGES, CARD_MISMATCH_SUCCESS } from '@/lib/rules/card-mismatch';
import { toast } from '@/lib/toast/toast-store';

type Act = 'iade' | 'aktar';

/** What the bank reported, in the portal's format when its currency is one of the portal's. */
const bankAmountText = (m: CardMismatchModel) =>
  m.bankCurrency && /^\d+\.\d{2}$/.test(m.bankAmount)
    ? formatMoney(Number(m.bankAmount), m.bankCurrency)
    : `${m.bankAmount} (para birimi kodu ${m.bankCurrencyCode})`;

/**
 * /yonetim/mali/kart-uyusmazliklari: card payments the bank approved but the portal did not credit
 * by itself, with the bank's data. "Karta iade et" refunds the bank's amount to the card through the
 * virtual POS, "Teminata aktar" credits it to the account's deposit; each asks first.
 */
export function CardMismatchScreen() {
  const queryClient = useQueryClient();
  const list = useQuery(openCardMismatchesQuery());
  const [asking, setAsking] = useState<{ act: Act; item: CardMismatchModel } | null>(null);
  const decide = useMutation({
    mutationFn: ({ act, item }: { act: Act; item: CardMismatchModel }) =>
      act === 'iade' ? refundCardMismatch(item.id) : creditCardMismatch(item.id),
    onSuccess: (_r, { act }) => {
      toast.success(act === 'iade' ? CARD_MISMATCH_SUCCESS.refunded : CARD_MISMATCH_SUCCESS.credited);
      setAsking(null);
    },
    // A refused or failed decision may still have met a changed list: reload it whatever happened.
    onSettled: () => queryClient.invalidateQueries({ queryKey: cardMismatchKeys.all }),
  });

  return (
    <>
      <SectionHeader trail={STAFF_HOME_TRAIL} title="Kart Ödemesi Uyuşmazlıkları" />
      <Typography sx={{ mb: 2, color: 'text.secondary' }}>
        Bankanın onayladığı, ancak sipariş tutarından farklı olduğu ya da zaman aşımından sonra geldiği için portalın
        kendiliğinden işlemediği kart ödemeleri. Tutar karta iade edilir veya teminat hesabına aktarılır.
      </Typography>
      <StaffQuery query={list} loadingLabel="Kart ödemesi uyuşmazlıkları yükleniyor">
        {(items) =>
          items.length === 0 ? (
            <Typography>Bekleyen kart ödemesi uyuşmazlığı bulunmamaktadır.</Typography>
          ) : (
            <Stack spacing={1.5} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
              {items.map((m) => (
                <MismatchCard key={m.id} item={m} onAsk={(act) => setAsking({ act, item: m })} />
              ))}
            </Stack>
          )
        }
      </StaffQuery>
      {asking && (
        <ConfirmDialog
          act={asking.act}
          item={asking.item}
          busy={decide.isPending}
          error={decide.error ? failureText(decide.error) : null}
          onConfirm={() => decide.mutate(asking)}
          onCancel={() => {
            decide.reset();
            setAsking(null);
          }}
        />
      )}
    </>
  );
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0 }}>
        {children}
      </Typography>
    </>
  );
}

function MismatchCard({ item: m, onAsk }: { item: CardMismatchModel; onAsk(act: Act): void }) {
  const waiting = m.state === 'beklemede';
  const canCredit = waiting && m.bankCurrency !== null;
  return (
    <Paper component="li" variant="outlined" sx={{ p: 2 }} aria-labelledby={`uyusmazlik-${m.id}-baslik`}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography id={`uyusmazlik-${m.id}-baslik`} component="h2" sx={{ fontWeight: 700, fontSize: '1rem' }}>
          {m.accountTitle} · {bankAmountText(m)}
        </Typography>
        <Chip size="small" color={waiting ? 'warning' : 'default'} label={m.stateLabel} />
      </Box>
      <Box
        component="dl"
        sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 0.5, my: 1 }}
      >
        <Field label="Neden">{m.reason}</Field>
        <Field label="Sipariş">
          {m.purpose} · {formatMoney(m.orderAmount, m.orderCurrency)}
        </Field>
        <Field label="Sipariş no">
          <Box component="span" sx={{ fontFamily: 'monospace' }}>
            {m.paymentId}
          </Box>
        </Field>
        <Field label="Bankanın bildirdiği">
          {m.bankAmount} · para birimi kodu {m.bankCurrencyCode}
        </Field>
        <Field label="Onay kodu">{m.authCode ?? '—'}</Field>
        <Field label="Kart">{m.maskedPan ?? '—'}</Field>
        <Field label="Banka yanıtı">{m.bankResponse ?? '—'}</Field>
        <Field label="Alınma zamanı">{formatDateTime(m.receivedAt)}</Field>
        {m.refundResult && <Field label="Son iade denemesi">{m.refundResult}</Field>}
      </Box>
      {m.paymentCredited && (
        <Alert severity="warning" sx={{ mb: 1 }}>
          Bu sipariş bankanın başka bir onayıyla ayrıca hesaba işlenmiştir; tutarı yeniden aktarmadan önce kontrol
          ediniz.
        </Alert>
      )}
      {waiting && (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
          <Button variant="contained" onClick={() => onAsk('iade')} aria-haspopup="dialog">
            Karta iade et
          </Button>
          <Button variant="outlined" onClick={() => onAsk('aktar')} disabled={!canCredit} aria-haspopup="dialog">
            Teminata aktar
          </Button>
        </Stack>
      )}
      {waiting && !canCredit && (
        <Typography variant="body2" sx={{ mt: 1, color: 'text.secondary' }}>
          {CARD_MISMATCH_MESSAGES.currencyUnknown}
        </Typography>
      )}
    </Paper>
  );
}

function ConfirmDialog({
  act,
  item,
  busy,
  error,
  onConfirm,
  onCancel,
}: {
  act: Act;
  item: CardMismatchModel;
  busy: boolean;
  error: string | null;
  onConfirm(): void;
  onCancel(): void;
}) {
  const amount = bankAmountText(item);
  const refund = act === 'iade';
  return (
    <DialogFrame
      open
      onClose={() => !busy && onCancel()}
      title={refund ? 'Karta iade et' : 'Teminata aktar'}
      describedBy="uyusmazlik-onay-metin"
      maxWidth="xs"
    >
      <DialogContent>
        <DialogContentText id="uyusmazlik-onay-metin">
          {refund
            ? `${amount}, ${item.maskedPan ?? 'kart'} numaralı karta sanal POS üzerinden iade edilecek. Bu işlem geri alınamaz.`
            : `${amount}, ${item.accountTitle} hesabının teminatına aktarılacak. Bu işlem geri alınamaz.`}
        </DialogContentText>
        {error && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {error}
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onCancel} disabled={busy}>
          Vazgeç
        </Button>
        <Button variant="contained" onClick={onConfirm} disabled={busy}>
          {refund ? 'Karta iade et' : 'Teminata aktar'}
        </Button>
      </DialogActions>
    </DialogFrame>
  );
}
