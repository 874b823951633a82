'use client';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { StaffChallenge } from '@/lib/contract/staff';
import { RECOVERY_CODE_PATTERN, STAFF_SIGN_IN_MESSAGES as M } from '@/lib/rules/staff-sign-in';

const totpForm = z.object({
  kod: z
    .string()
    .trim()
    .regex(/^\d{6}$/, M.codeFormat),
});
const recoveryForm = z.object({ kod: z.string().trim().toLowerCase().regex(RECOVERY_CODE_PATTERN, M.recoveryFormat) });

interface Props {
  challenge: StaffChallenge;
  mode: 'totp' | 'recovery';
  error: string | null;
  onSubmit(input: string): void;
  onToggleMode(): void;
}

/** The second factor: a 6-digit TOTP code, or a recovery code; at the first sign-in the QR code to scan first. */
export function SecondFactorForm({ challenge, mode, error, onSubmit, onToggleMode }: Props) {
  const { register, handleSubmit, formState, setFocus } = useForm<{ kod: string }>({
    resolver: zodResolver(mode === 'totp' ? totpForm : recoveryForm),
    defaultValues: { kod: '' },
  });
  // The parent keys this form by mode and error, so each answer starts a fresh, focused field.
  useEffect(() => setFocus('kod'), [setFocus]);

  const enrol = challenge.kayit;
  const fieldError = formState.errors.kod?.message;
  return (
    <Stack component="form" spacing={2} noValidate onSubmit={handleSubmit((v) => onSubmit(v.kod))}>
      <Typography>
        Hoş geldiniz, <strong>{challenge.adiSoyadi}</strong>.
      </Typography>
      {enrol && (
        <Stack spacing={1.5}>
          <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
            Doğrulama uygulamasını kaydedin
          </Typography>
          <Typography variant="body2">
            Telefonunuzdaki doğrulama uygulamasıyla (Google Authenticator, Microsoft Authenticator vb.) bu karekodu
            okutun, ardından uygulamanın gösterdiği 6 haneli kodu girin.
          </Typography>
          <Box
            component="img"
            src={enrol.qrDataUrl}
            alt="Doğrulama uygulaması için karekod"
            width={220}
            height={220}
            sx={{ alignSelf: 'center', border: 1, borderColor: 'divider' }}
          />
          <Typography variant="body2">
            Karekod okutamıyorsanız bu anahtarı elle girin:{' '}
            <Box component="code" sx={{ wordBreak: 'break-all', fontWeight: 700 }}>
              {enrol.gizliAnahtar}
            </Box>
          </Typography>
        </Stack>
      )}
      {error && <Alert severity="error">{error}</Alert>}
      <TextField
        {...register('kod')}
        label={mode === 'totp' ? 'Doğrulama Kodu' : 'Kurtarma Kodu'}
        autoComplete="one-time-code"
        slotProps={{ htmlInput: mode === 'totp' ? { inputMode: 'numeric', maxLength: 6 } : { maxLength: 9 } }}
        error={Boolean(fieldError)}
        helperText={fieldError ?? (mode === 'totp' ? 'Uygulamadaki 6 haneli kod' : 'xxxx-xxxx biçiminde')}
        required
      />
      <Button type="submit" variant="contained" size="large">
        Giriş Yap
      </Button>
      {!enrol && (
        <Link component="button" type="button" onClick={onToggleMode} sx={{ alignSelf: 'flex-start' }}>
          {mode === 'totp' ? 'Kurtarma kodu kullan' : 'Doğrulama kodu kullan'}
        </Link>
      )}
    </Stack>
  );
}
