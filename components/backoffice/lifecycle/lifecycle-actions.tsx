'use client';
import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type LifecycleAction, runReasonAction } from '@/lib/api/backoffice/tender-lifecycle';
import { ApiRequestError } from '@/lib/api/http';
import { lifecycleKeys } from '@/lib/api/queries/tender-lifecycle';
import { canCancel, canWithdraw, type LifecycleTender } from '@/lib/rules/tender-lifecycle';
import { toast } from '@/lib/toast/toast-store';
import { ReasonDialog } from '@/components/backoffice/common/reason-dialog';

const DIALOGS: Record<
  'withdraw' | 'cancel',
  { title: string; description: string; label: string; confirm: string; done: string }
> = {
  withdraw: {
    title: 'İhaleyi Yayından Kaldır',
    description:
      'İhale listelerden, aramadan ve site haritasından kalkar; adresi yalnızca yayından kaldırıldığını ve nedenini gösterir. Katılımcıların teminat blokajları çözülür, otomatik teklifler sona erer ve açık sayfalarda hemen bildirilir.',
    label: 'Yayından kaldırma nedeni',
    confirm: 'Yayından Kaldır',
    done: 'İhale yayından kaldırıldı.',
  },
  cancel: {
    title: 'İhaleyi İptal Et',
    description:
      'İhale "İptal" durumuna geçer ve sayfasında iptal nedeni gösterilir. Katılımcıların teminat blokajları çözülür, otomatik teklifler sona erer, teklif verilemez ve açık sayfalarda hemen bildirilir. Bu işlem geri alınamaz.',
    label: 'İptal nedeni',
    confirm: 'İptal Et',
    done: 'İhale iptal edildi.',
  },
};

export const errorText = (err: unknown) =>
  err instanceof ApiRequestError ? err.toastText('mesajList') : 'İşlem tamamlanamadı. Lütfen tekrar deneyiniz.';

/**
 * The withdraw and cancel buttons of a published tender (docs/architecture.md §8 "Lifecycle"), on the
 * monitor and result pages. Each asks for its reason; the buttons a tender's state does not allow are
 * not shown, and the API refuses them anyway.
 */
export function LifecycleActions({ ihaleId, tender }: { ihaleId: number; tender: LifecycleTender }) {
  const queryClient = useQueryClient();
  const [open, setOpen] = useState<'withdraw' | 'cancel' | null>(null);
  const action = useMutation({
    mutationFn: (v: { kind: LifecycleAction; neden: string }) => runReasonAction(ihaleId, v.kind, v.neden),
    onSuccess: async (_r, v) => {
      setOpen(null);
      toast.success(DIALOGS[v.kind === 'withdraw' ? 'withdraw' : 'cancel'].done);
      await queryClient.invalidateQueries({ queryKey: lifecycleKeys.all(ihaleId) });
    },
  });
  const withdraw = canWithdraw(tender);
  const cancel = canCancel(tender);
  if (!withdraw && !cancel) return null;
  const dialog = open ? DIALOGS[open] : null;
  return (
    <Paper variant="outlined" component="section" aria-labelledby="lifecycle-actions-title" sx={{ p: 2 }}>
      <Typography id="lifecycle-actions-title" component="h2" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
        İhale İşlemleri
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
        {withdraw && (
          <Button variant="outlined" color="warning" onClick={() => setOpen('withdraw')} aria-haspopup="dialog">
            Yayından Kaldır
          </Button>
        )}
        {cancel && (
          <Button variant="outlined" color="error" onClick={() => setOpen('cancel')} aria-haspopup="dialog">
            İptal Et
          </Button>
        )}
      </Stack>
      {open && dialog && (
        <ReasonDialog
          open
          title={dialog.title}
          description={dialog.description}
          label={dialog.label}
          confirmText={dialog.confirm}
          busy={action.isPending}
          error={action.error ? errorText(action.error) : null}
          onConfirm={(neden) => action.mutate({ kind: open, neden })}
          onCancel={() => {
            action.reset();
            setOpen(null);
          }}
        />
      )}
    </Paper>
  );
}
