'use client';
import type { ComponentProps, ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { TENDER_STATUS } from '@/lib/contract/lookups';
import { statusNoticeKind, statusNoticeTitle } from '@/lib/rules/tender-status-notice';

/** Small pieces the monitor and result pages share. */

export function StatGrid({ children }: { children: ReactNode }) {
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gap: 1.5,
        gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))' },
      }}
    >
      {children}
    </Box>
  );
}

export function Stat({ label, value, note, testId }: { label: string; value: string; note?: string; testId?: string }) {
  return (
    <Paper variant="outlined" sx={{ p: 1.5, minWidth: 0 }}>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography
        component="dd"
        data-testid={testId}
        sx={{ m: 0, fontWeight: 700, fontSize: '1.125rem', overflowWrap: 'anywhere' }}
      >
        {value}
      </Typography>
      {note && (
        <Typography component="dd" variant="body2" sx={{ m: 0 }}>
          {note}
        </Typography>
      )}
    </Paper>
  );
}

/** The status as a chip, and the reason of a withdrawal, cancellation or no-winner decision. */
export function StatusLine({
  statusName,
  statusId,
  withdrawn,
  reason,
}: {
  statusName: string;
  statusId: number;
  withdrawn: boolean;
  reason: string | null;
}) {
  // The public page's notice titles, so staff read what bidders read.
  const heading = withdrawn
    ? statusNoticeTitle('withdrawn')
    : statusId === TENDER_STATUS.iptal || statusId === TENDER_STATUS.kazananBelirsiz
      ? statusNoticeTitle(statusNoticeKind(statusId))
      : null;
  return (
    <Box>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
        <Typography component="span" variant="body2" color="text.secondary">
          Durum:
        </Typography>
        <Chip label={statusName} color="primary" variant="outlined" data-testid="tender-status" />
        {withdrawn && <Chip label="Yayından kaldırıldı" color="warning" />}
      </Box>
      {heading && (
        <Alert severity="warning" sx={{ mt: 1.5 }} data-testid="tender-reason">
          <strong>{heading}</strong>
          {reason && (
            <Box component="span" sx={{ display: 'block', whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
              Gerekçe: {reason}
            </Box>
          )}
        </Alert>
      )}
    </Box>
  );
}

/** Read by screen readers, not shown. */
export function VisuallyHidden(props: ComponentProps<typeof Box>) {
  return (
    <Box
      {...props}
      sx={{
        position: 'absolute',
        width: '1px',
        height: '1px',
        p: 0,
        m: '-1px',
        overflow: 'hidden',
        clip: 'rect(0 0 0 0)',
        whiteSpace: 'nowrap',
        border: 0,
      }}
    />
  );
}
