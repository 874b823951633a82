'use client';
import { useState } from 'react';
import NextLink from 'next/link';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { ApiRequestError } from '@/lib/api/http';
import { publishStaffTender } from '@/lib/api/backoffice/tenders';
import { staffTenderKeys } from '@/lib/api/backoffice/tenders-queries';
import { TENDER_DRAFT_MESSAGES as M } from '@/lib/rules/tender-draft';
import { toast } from '@/lib/toast/toast-store';
import { DialogFrame } from '@/components/ui/dialog-frame';
import { SaveFeedback } from './save-feedback';

interface Props {
  id: number;
  version: string;
  /** What the draft lacks, as last loaded (the API decides again on publish). */
  missing: string[];
  /** Unsaved changes in the form: publishing would publish the saved version, not what is on screen. */
  dirty: boolean;
}

/** A publish the API refused for what the draft lacks (its list), not for a stale version or the like. */
const refusedForMissing = (error: unknown): error is ApiRequestError =>
  error instanceof ApiRequestError && error.status === 400 && error.message === M.publishMissing;

/**
 * Publishing a draft (211 → 212, docs/architecture.md §8): its checklist, and the button. With
 * something missing the button asks the API anyway, which answers the list at that moment (a
 * start date may have passed since the page loaded); that answer then takes the checklist's place,
 * so the list is shown once. With nothing missing it asks for a confirmation first.
 */
export function PublishPanel({ id, version, missing, dirty }: Props) {
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const publish = useMutation({
    mutationFn: () => publishStaffTender(id, version),
    onSuccess: () => {
      toast.success(M.published);
      void queryClient.invalidateQueries({ queryKey: staffTenderKeys.all });
    },
  });
  const start = () => {
    publish.reset();
    if (missing.length > 0) publish.mutate();
    else setConfirming(true);
  };

  return (
    <Paper component="section" variant="outlined" aria-labelledby="publish-title" sx={{ p: { xs: 2, sm: 3 }, mb: 3 }}>
      <Typography id="publish-title" component="h2" variant="h6" sx={{ fontWeight: 700, mb: 1 }}>
        Yayınlama
      </Typography>
      {refusedForMissing(publish.error) ? (
        <Box sx={{ mb: 2 }} data-testid="publish-missing">
          <SaveFeedback error={publish.error} title={publish.error.message} />
        </Box>
      ) : missing.length > 0 ? (
        <Alert severity="warning" sx={{ mb: 2 }}>
          <AlertTitle>Yayınlamadan önce tamamlanması gerekenler</AlertTitle>
          <ul style={{ margin: 0, paddingLeft: '1.25rem' }} data-testid="publish-missing">
            {missing.map((m) => (
              <li key={m}>{m}</li>
            ))}
          </ul>
        </Alert>
      ) : (
        <Alert severity="success" sx={{ mb: 2 }}>
          Taslak yayınlanmaya hazır. Yayınlanan ihale, yayın tarihinden itibaren portalda görünür.
        </Alert>
      )}
      {publish.isError && !refusedForMissing(publish.error) && (
        // Any other refusal (published meanwhile, a stale version, no connection) is one message.
        <Box sx={{ mb: 2 }}>
          <SaveFeedback error={publish.error} />
        </Box>
      )}
      {dirty && (
        <Typography variant="body2" sx={{ mb: 1 }}>
          Kaydedilmemiş değişiklikleriniz var; yayınlamadan önce kaydediniz.
        </Typography>
      )}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        <Button variant="contained" color="success" onClick={start} disabled={dirty || publish.isPending}>
          {publish.isPending ? 'Yayınlanıyor…' : 'Yayınla'}
        </Button>
        <Button component={NextLink} href={`/yonetim/ihaleler/${id}/onizleme`} variant="outlined">
          Önizle
        </Button>
      </Box>
      <DialogFrame open={confirming} onClose={() => setConfirming(false)} title="İhale yayınlansın mı?" maxWidth="xs">
        <DialogContent>
          <DialogContentText>
            İhale yayın tarihinden itibaren portalda görünür. Başlangıç tarihine kadar düzenlenebilir; başladıktan sonra
            değiştirilemez.
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(false)}>Vazgeç</Button>
          <Button
            variant="contained"
            color="success"
            onClick={() => {
              setConfirming(false);
              publish.mutate();
            }}
          >
            Yayınla
          </Button>
        </DialogActions>
      </DialogFrame>
    </Paper>
  );
}
