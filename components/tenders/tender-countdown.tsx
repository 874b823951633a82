'use client';
import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import { serverOffsetQuery } from '@/lib/api/queries/server-time';
import {
  COUNTDOWN_LABELS,
  countdownTarget,
  countdownText,
  ENDED_TEXT,
  remainingParts,
  serverOffset,
} from '@/lib/rules/countdown';
import { palette } from '@/components/tenders/colors';

interface Props {
  statusId: number;
  start: string;
  /** The effective end (extended end when extended). */
  end: string;
  /** Server time when the page was rendered: first paint matches the server HTML exactly. */
  serverNow: string;
}

/**
 * Countdown on server time. The first render uses the render-time server clock (no hydration
 * mismatch); then it ticks every second on the client clock corrected by the offset to
 * ServerCurrentTime, measured once more from the browser for precision.
 */
export function TenderCountdown({ statusId, start, end, serverNow }: Props) {
  const renderedAt = Date.parse(serverNow);
  const [now, setNow] = useState(renderedAt);
  const { data: measuredOffset } = useQuery(serverOffsetQuery());

  useEffect(() => {
    // Until the browser's own measurement arrives, the page's server time stands in (it is a little
    // behind by the page's load time, which errs on the side of showing more time left).
    const offset = measuredOffset ?? serverOffset(serverNow, Date.now());
    const tick = () => setNow(Date.now() + offset);
    tick();
    const timer = window.setInterval(tick, 1000);
    return () => window.clearInterval(timer);
  }, [measuredOffset, serverNow]);

  const target = countdownTarget(statusId, start, end, now);
  if (!target) return null;
  const parts = remainingParts(target.at, now);
  const ended = parts.totalSeconds === 0;
  const units: Array<[number, string]> = [
    [parts.days, 'Gün'],
    [parts.hours, 'Saat'],
    [parts.minutes, 'Dakika'],
    [parts.seconds, 'Saniye'],
  ];

  return (
    <Box
      data-testid="tender-countdown"
      sx={{ border: `1px solid ${palette.line}`, borderRadius: '6px', p: 2, bgcolor: ended ? '#f4f6f9' : '#f7f9fc' }}
    >
      <Box sx={{ fontSize: '0.875rem', fontWeight: 600, color: 'text.secondary', mb: 1 }}>
        {ended ? 'Kalan Süre' : COUNTDOWN_LABELS[target.kind]}
      </Box>
      {ended ? (
        <Box role="status" sx={{ fontSize: '1.25rem', fontWeight: 700, color: palette.red }}>
          {ENDED_TEXT}
        </Box>
      ) : (
        <Box role="timer" aria-label={`${COUNTDOWN_LABELS[target.kind]}: ${countdownText(target, now)}`}>
          <Box aria-hidden sx={{ display: 'grid', gridTemplateColumns: 'repeat(4, 1fr)', gap: 1 }}>
            {units.map(([value, label]) => (
              <Box
                key={label}
                sx={{
                  textAlign: 'center',
                  bgcolor: '#fff',
                  border: `1px solid ${palette.line}`,
                  borderRadius: '6px',
                  py: 1,
                }}
              >
                <Box
                  sx={{
                    fontSize: '1.5rem',
                    fontWeight: 700,
                    color: 'primary.main',
                    fontVariantNumeric: 'tabular-nums',
                    lineHeight: 1.2,
                  }}
                >
                  {String(value).padStart(2, '0')}
                </Box>
                <Box sx={{ fontSize: '0.75rem', color: 'text.secondary' }}>{label}</Box>
              </Box>
            ))}
          </Box>
        </Box>
      )}
    </Box>
  );
}
