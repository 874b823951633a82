'use client';
import { useState } from 'react';
import NextLink from 'next/link';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import Link from '@mui/material/Link';
import type { RunnerUpOffer } from '@/lib/api/profile/runner-up-offers';
import { useAnswerRunnerUpOffer, useRunnerUpOffers } from '@/lib/api/queries/profile/runner-up-offers';
import { formatDateTime } from '@/lib/format/date';
import { formatMoney } from '@/lib/format/money';
import { RUNNER_UP_TEXTS } from '@/lib/contract/settlement';
import { DialogFrame } from '@/components/ui/dialog-frame';

type Pending = { offer: RunnerUpOffer; accept: boolean } | null;

/**
 * The runner-up's open offers above the tabs of Katıldığım İhalelerim (docs/architecture.md §9):
 * the tender, their bid, the deposit that will be blocked, the deadline, and the two answers, each
 * confirmed in a dialog. Nothing shows while there is no offer.
 */
export function RunnerUpOfferNotice({ cariId }: { cariId: number | null }) {
  const offers = useRunnerUpOffers(cariId);
  const answer = useAnswerRunnerUpOffer(cariId);
  const [pending, setPending] = useState<Pending>(null);
  if (!offers.data || offers.data.length === 0) return null;

  const confirm = async () => {
    if (!pending) return;
    try {
      await answer.mutateAsync({ offerId: pending.offer.id, accept: pending.accept });
    } catch {
      // The toast told the user; the dialog closes either way so the reloaded state shows.
    }
    setPending(null);
  };

  return (
    <Box sx={{ display: 'grid', gap: 1.5, mb: 2 }}>
      {offers.data.map((o) => (
        <Alert
          key={o.id}
          severity="info"
          variant="outlined"
          sx={{ bgcolor: 'background.paper' }}
          data-testid="runner-up-offer"
        >
          <AlertTitle sx={{ fontWeight: 700 }}>{RUNNER_UP_TEXTS.title}</AlertTitle>
          <Box component="p" sx={{ m: 0, mb: 1 }}>
            <Link component={NextLink} href={`/ihaleler/${o.ihaleId}`}>
              {o.ihaleId} numaralı ihale: {o.ihaleBaslik}
            </Link>
          </Box>
          <Box component="p" sx={{ m: 0, mb: 1 }}>
            {RUNNER_UP_TEXTS.body}
          </Box>
          <Box
            component="dl"
            sx={{ m: 0, display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 0.5 }}
          >
            <dt>{RUNNER_UP_TEXTS.bid}</dt>
            <Box component="dd" sx={{ m: 0, fontWeight: 700 }}>
              {formatMoney(o.tutar, o.currency)}
            </Box>
            <dt>{RUNNER_UP_TEXTS.deposit}</dt>
            <Box component="dd" sx={{ m: 0, fontWeight: 700 }}>
              {formatMoney(o.teminatTutari, o.currency)}
            </Box>
            <dt>{RUNNER_UP_TEXTS.deadline}</dt>
            <Box component="dd" sx={{ m: 0, fontWeight: 700 }}>
              {formatDateTime(o.sonYanitTarihi)}
            </Box>
          </Box>
          <Box sx={{ display: 'flex', gap: 1, mt: 1.5, flexWrap: 'wrap' }}>
            <Button variant="contained" onClick={() => setPending({ offer: o, accept: true })}>
              {RUNNER_UP_TEXTS.accept}
            </Button>
            <Button variant="outlined" color="error" onClick={() => setPending({ offer: o, accept: false })}>
              {RUNNER_UP_TEXTS.decline}
            </Button>
          </Box>
        </Alert>
      ))}
      <DialogFrame
        open={pending !== null}
        onClose={() => !answer.isPending && setPending(null)}
        title={pending?.accept ? RUNNER_UP_TEXTS.acceptTitle : RUNNER_UP_TEXTS.declineTitle}
      >
        <DialogContent>
          <DialogContentText>
            {pending &&
              (pending.accept
                ? RUNNER_UP_TEXTS.acceptConfirm(
                    formatMoney(pending.offer.tutar, pending.offer.currency),
                    formatMoney(pending.offer.teminatTutari, pending.offer.currency),
                  )
                : RUNNER_UP_TEXTS.declineConfirm)}
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setPending(null)} disabled={answer.isPending}>
            {RUNNER_UP_TEXTS.cancel}
          </Button>
          <Button
            variant="contained"
            color={pending?.accept ? 'primary' : 'error'}
            onClick={() => void confirm()}
            disabled={answer.isPending}
          >
            {pending?.accept ? RUNNER_UP_TEXTS.accept : RUNNER_UP_TEXTS.decline}
          </Button>
        </DialogActions>
      </DialogFrame>
    </Box>
  );
}
