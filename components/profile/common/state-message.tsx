import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';

/** docs/spec.md §2 generic texts. */
export const PROFILE_TEXTS = {
  loading: 'Yükleniyor...',
  noData: 'Veri bulunamadı.',
  noResult: 'Sonuç bulunamadı.',
  loadFailed: 'Bilgiler yüklenemedi.',
  retry: 'Tekrar Dene',
} as const;

/** A calm one-line state in place of content: loading, empty or failed. */
export function StateMessage({ children, busy = false }: { children: ReactNode; busy?: boolean }) {
  return (
    <Box
      role={busy ? 'status' : undefined}
      aria-live={busy ? 'polite' : undefined}
      sx={{ py: 4, px: 2, textAlign: 'center', color: 'text.secondary', fontSize: '1rem' }}
    >
      {children}
    </Box>
  );
}

export function LoadingState() {
  return <StateMessage busy>{PROFILE_TEXTS.loading}</StateMessage>;
}

export function EmptyState({ text = PROFILE_TEXTS.noData }: { text?: string }) {
  return <StateMessage>{text}</StateMessage>;
}

export function ErrorState({ onRetry }: { onRetry?: () => void }) {
  return (
    <StateMessage>
      <Box component="span" sx={{ display: 'block', mb: onRetry ? 1.5 : 0 }}>
        {PROFILE_TEXTS.loadFailed}
      </Box>
      {onRetry && (
        <Button variant="outlined" size="small" onClick={onRetry}>
          {PROFILE_TEXTS.retry}
        </Button>
      )}
    </StateMessage>
  );
}
