'use client';
import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { failureText } from '@/components/backoffice/content/form-notice';
import { saveGraceDays } from '@/lib/api/backoffice/settlement';
import { settlementKeys } from '@/lib/api/backoffice/settlement-queries';
import { DEADLINE_RULE_TEXTS as T, STATEMENT_GRACE } from '@/lib/contract/settlement';
import { toast } from '@/lib/toast/toast-store';

/**
 * The payment deadline rule on Satış Ödemeleri (docs/architecture.md §9): judged by the bank's
 * booking date, the forfeit waiting for the statement of the deadline day at most `graceDays`; Mali
 * İşler sets that grace here (PUT /yonetim/mali/odemeler/ayar, audited).
 */
export function DeadlineRule({ graceDays }: { graceDays: number }) {
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<string | null>(null);
  const value = draft ?? String(graceDays);
  const save = useMutation({
    mutationFn: () => saveGraceDays(Number(value)),
    onSuccess: () => {
      toast.success(T.graceSaved);
      setDraft(null);
      return queryClient.invalidateQueries({ queryKey: settlementKeys.all });
    },
  });
  const valid = /^\d{1,2}$/.test(value) && Number(value) <= STATEMENT_GRACE.maxDays;
  return (
    <Alert severity="info" sx={{ mb: 2 }}>
      <Box data-testid="odeme-suresi-kurali">{T.rule(graceDays)}</Box>
      <Box
        component="form"
        sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', mt: 1.5 }}
        onSubmit={(e) => {
          e.preventDefault();
          if (valid) save.mutate();
        }}
      >
        <TextField
          size="small"
          label={T.graceLabel}
          value={value}
          onChange={(e) => setDraft(e.target.value)}
          error={!valid}
          helperText={!valid ? T.graceInvalid : undefined}
          slotProps={{ htmlInput: { inputMode: 'numeric', 'aria-label': T.graceLabel } }}
          sx={{ width: 220 }}
        />
        <Button type="submit" variant="outlined" disabled={!valid || save.isPending || value === String(graceDays)}>
          {T.graceSave}
        </Button>
      </Box>
      {save.isError && (
        <Box role="alert" sx={{ mt: 1, color: 'error.main' }}>
          {failureText(save.error)}
        </Box>
      )}
    </Alert>
  );
}
