'use client';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useStartCardPayment } from '@/lib/api/queries/profile/payments';
import { CURRENCY_KEYS, type Currency } from '@/lib/contract/money';
import { CARD_PAYMENT_LIMITS, depositCardFormSchema, type DepositCardForm } from '@/lib/rules/card-payment';

/**
 * "Kredi / Banka Kartı": the amount and currency of a deposit. Submitting starts the payment and
 * sends the browser to the bank's 3-D Secure page, where the card is typed (never here).
 */
export function CardDepositForm({
  cariId,
  initialCurrency = 'TL',
  initialAmount = '',
}: {
  cariId: number | null;
  initialCurrency?: Currency;
  initialAmount?: string;
}) {
  const start = useStartCardPayment(cariId);
  const { control, handleSubmit, formState } = useForm<DepositCardForm>({
    resolver: zodResolver(depositCardFormSchema),
    defaultValues: { tutar: initialAmount, paraBirimi: initialCurrency },
  });
  const busy = start.isPending || start.isSuccess;

  return (
    <Box
      component="form"
      noValidate
      onSubmit={handleSubmit((v) =>
        start.mutate({ kind: 'teminat', tutar: String(v.tutar), paraBirimi: v.paraBirimi as Currency }),
      )}
    >
      <Box sx={{ display: 'flex', gap: 2, flexDirection: { xs: 'column', sm: 'row' }, mt: 1 }}>
        <Controller
          name="tutar"
          control={control}
          render={({ field, fieldState }) => (
            <TextField
              {...field}
              id="teminat-tutari"
              label="Yatırılacak tutar"
              required
              fullWidth
              autoFocus
              error={!!fieldState.error}
              helperText={
                fieldState.error?.message ??
                `Kuruş için virgül kullanınız. En fazla ${CARD_PAYMENT_LIMITS.maxDepositText}.`
              }
              slotProps={{ htmlInput: { inputMode: 'decimal', maxLength: 16, autoComplete: 'off' } }}
            />
          )}
        />
        <Controller
          name="paraBirimi"
          control={control}
          render={({ field }) => (
            <TextField {...field} id="teminat-para-birimi" select label="Para birimi" sx={{ minWidth: { sm: 140 } }}>
              {CURRENCY_KEYS.map((c) => (
                <MenuItem key={c} value={c}>
                  {c}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
      </Box>
      <Alert severity="info" sx={{ mt: 2 }}>
        Kart bilgilerinizi bankanın 3D Secure sayfasında gireceksiniz; kart bilgileriniz portalda saklanmaz.
      </Alert>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 2 }}>
        <Button type="submit" variant="contained" disabled={busy || formState.isSubmitting}>
          {busy ? 'Bankaya yönlendiriliyorsunuz...' : 'Kartla Öde'}
        </Button>
      </Box>
    </Box>
  );
}
