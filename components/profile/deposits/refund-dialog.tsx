'use client';
import { Controller, useWatch } from 'react-hook-form';
import NextLink from 'next/link';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { Currency } from '@/lib/contract/money';
import { formatMoney } from '@/lib/format/money';
import { formatIban } from '@/lib/rules/iban';
import { keepRefundText, PROFILE_LIMITS, refundPayloadSchema } from '@/lib/rules/profile-schemas';
import { PROFILE_MESSAGES } from '@/lib/rules/profile-messages';
import { toast } from '@/lib/toast/toast-store';
import { RuleTextField } from '@/components/common/rule-text-field';
import { toastFieldErrors, useZodForm } from '@/components/common/use-zod-form';
import { DialogFrame } from '@/components/ui/dialog-frame';

/** The form is the API's request without the account, which the page adds. */
const refundFormSchema = refundPayloadSchema.omit({ cariId: true });
const EMPTY = { talepTutari: '', paraBirimi: 'TL' as Currency };

/** 'Teminat İade Talebi': the IBAN the money goes to and the amount (digits and one comma). */
export function RefundDialog({
  open,
  onClose,
  iban,
  available,
  otherCurrencies = [],
  pending,
  onSubmit,
}: {
  open: boolean;
  onClose: () => void;
  /** The IBAN on file ('' when none). */
  iban: string;
  /** The available TL deposit. */
  available: number;
  /** Other currencies with available deposit: only then does the dialog offer a currency choice. */
  otherCurrencies?: { currency: Currency; available: number }[];
  pending: boolean;
  /** Sends the typed text in the chosen currency; resolves true when the request was accepted. */
  onSubmit: (typed: string, currency: Currency) => Promise<boolean>;
}) {
  const form = useZodForm(refundFormSchema, { defaultValues: EMPTY });
  const { control, handleSubmit, clearErrors, reset, getValues } = form;
  const currency = useWatch({ control, name: 'paraBirimi' }) as Currency;
  const availableIn =
    currency === 'TL' ? available : (otherCurrencies.find((c) => c.currency === currency)?.available ?? 0);

  const close = () => {
    if (pending) return;
    reset(EMPTY);
    onClose();
  };

  // The typed text is what is sent (the page reads it with the same rule); the check only guards it.
  const submit = handleSubmit(async () => {
    const { talepTutari, paraBirimi } = getValues();
    if (await onSubmit(String(talepTutari), paraBirimi as Currency)) {
      reset({ talepTutari: '', paraBirimi });
      onClose();
    }
  }, toastFieldErrors);

  return (
    <DialogFrame open={open} onClose={close} title="Teminat İade Talebi">
      <Box
        component="form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          // No IBAN on file: the request cannot be made at all, whatever is typed (docs/spec.md §5).
          if (!iban) toast.error(PROFILE_MESSAGES.refundNoIban);
          else void submit();
        }}
      >
        <DialogContent sx={{ pt: 0 }}>
          <Box sx={{ mb: 2.5 }}>
            <Box sx={{ color: 'text.secondary', fontWeight: 600, fontSize: '0.875rem' }}>İadenin yapılacağı IBAN</Box>
            {iban ? (
              <Box
                data-testid="iade-iban"
                sx={{ fontFamily: 'monospace', fontSize: '1.0625rem', mt: 0.5, wordBreak: 'break-all' }}
              >
                {formatIban(iban)}
              </Box>
            ) : (
              <Alert severity="warning" sx={{ mt: 1 }}>
                {PROFILE_MESSAGES.refundNoIban}{' '}
                <Box
                  component={NextLink}
                  href="/finansal-bilgilerim/banka-bilgileri"
                  sx={{ color: 'inherit', fontWeight: 700 }}
                >
                  Banka Bilgileri
                </Box>
              </Alert>
            )}
          </Box>
          {otherCurrencies.length > 0 && (
            <Controller
              name="paraBirimi"
              control={control}
              render={({ field }) => (
                <TextField
                  id="iade-para-birimi"
                  select
                  label="Para birimi"
                  value={field.value}
                  onChange={(e) => {
                    field.onChange(e.target.value as Currency);
                    clearErrors('talepTutari');
                  }}
                  onBlur={field.onBlur}
                  fullWidth
                  sx={{ mb: 2 }}
                >
                  {(['TL', ...otherCurrencies.map((c) => c.currency)] as Currency[]).map((c) => (
                    <MenuItem key={c} value={c}>
                      {c}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            />
          )}
          <RuleTextField
            form={form}
            name="talepTutari"
            keep={keepRefundText}
            hint={`Kullanılabilir teminat tutarınız: ${formatMoney(availableIn, currency)}. Kuruş için virgül kullanınız.`}
            id="iade-tutari"
            label={`İade edilecek tutar (${currency})`}
            required
            fullWidth
            autoFocus
            slotProps={{
              htmlInput: { inputMode: 'decimal', maxLength: PROFILE_LIMITS.refundAmount, autoComplete: 'off' },
            }}
          />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2.5 }}>
          <Button onClick={close} disabled={pending}>
            Vazgeç
          </Button>
          <Button type="submit" variant="contained" disabled={pending}>
            {pending ? 'Gönderiliyor...' : 'Talep Oluştur'}
          </Button>
        </DialogActions>
      </Box>
    </DialogFrame>
  );
}
