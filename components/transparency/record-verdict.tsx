'use client';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { monoSx } from './mono';
import type { RecordCheckState } from './record-check-flow';

export const VERDICT_TEXTS = {
  loading: 'Kayıt bu tarayıcıda doğrulanıyor...',
  verified: 'Kayıt doğrulandı',
  failed: 'Kayıt doğrulanamadı',
  networkError: 'Kayıt alınamadı',
} as const;

/** What the check came to, announced politely to screen readers as it changes. */
export function RecordVerdict({ state }: { state: RecordCheckState }) {
  return (
    <Box role="status" aria-live="polite" data-testid="record-verdict">
      {state.phase === 'loading' && (
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', py: 1 }}>
          <CircularProgress size={22} aria-hidden />
          <Typography>{VERDICT_TEXTS.loading}</Typography>
        </Stack>
      )}
      {state.phase === 'verified' && state.record && (
        <Alert severity="success" variant="outlined">
          <AlertTitle sx={{ fontWeight: 700 }}>{VERDICT_TEXTS.verified}</AlertTitle>
          <Box
            component="dl"
            sx={{
              display: 'grid',
              gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' },
              columnGap: 2,
              rowGap: 0.5,
              m: 0,
              '& dt': { fontWeight: 600 },
              '& dd': { m: 0, mb: { xs: 1, sm: 0 }, minWidth: 0 },
            }}
          >
            <dt>Kayıt sayısı</dt>
            <dd data-testid="tree-size">{state.record.treeSize}</dd>
            <dt>Kök özeti (SHA-256)</dt>
            <Box component="dd" sx={monoSx} data-testid="tree-root">
              {state.record.root}
            </Box>
            <dt>Kaynak</dt>
            <Box component="dd" sx={monoSx}>
              {state.record.origin}
            </Box>
            <dt>İmzalayan anahtar</dt>
            <Box component="dd" sx={monoSx}>
              {state.record.keyName}
            </Box>
          </Box>
          {state.record.uncovered > 0 && (
            <Typography sx={{ mt: 1 }}>
              Son {state.record.uncovered} kayıt henüz imzalı bir kontrol noktasına girmedi; birazdan yeniden
              doğrulayabilirsiniz.
            </Typography>
          )}
        </Alert>
      )}
      {state.phase === 'failed' && (
        <Alert severity="error" variant="outlined">
          <AlertTitle sx={{ fontWeight: 700 }}>{VERDICT_TEXTS.failed}</AlertTitle>
          {state.message}
        </Alert>
      )}
      {state.phase === 'network-error' && (
        <Alert severity="warning" variant="outlined">
          <AlertTitle sx={{ fontWeight: 700 }}>{VERDICT_TEXTS.networkError}</AlertTitle>
          {state.message} Kayıt denetlenemedi; daha sonra yeniden deneyebilirsiniz.
        </Alert>
      )}
    </Box>
  );
}
