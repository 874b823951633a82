'use client';
import { useRef } from 'react';
import { useVirtualizer } from '@tanstack/react-virtual';
import Box from '@mui/material/Box';
import type { BidModel } from '@/lib/api/tenders';
import { formatDateTimeSeconds } from '@/lib/format/date';
import { formatMoney } from '@/lib/format/money';
import { palette } from '@/components/tenders/colors';

export const BID_ROW_HEIGHT = 66;
const VISIBLE_ROWS = 5;
export const NO_BIDS_TEXT = 'Henüz teklif verilmemiştir.';

/**
 * 'Son Teklifler': bids highest first (SPEC §2) as a virtual list with 66 px rows, so a tender with
 * thousands of bids renders only what is visible. The server renders the first rows (initialRect).
 */
export function BidHistory({ bids, currency }: { bids: BidModel[]; currency: string }) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const height = Math.min(bids.length, VISIBLE_ROWS) * BID_ROW_HEIGHT;
  const virtualizer = useVirtualizer({
    count: bids.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => BID_ROW_HEIGHT,
    overscan: 4,
    initialRect: { width: 360, height: VISIBLE_ROWS * BID_ROW_HEIGHT },
  });

  return (
    <Box
      component="section"
      aria-labelledby="bid-history-title"
      sx={{ bgcolor: 'background.paper', border: `1px solid ${palette.line}`, borderRadius: '6px' }}
    >
      <Box
        sx={{
          display: 'flex',
          justifyContent: 'space-between',
          alignItems: 'baseline',
          px: 2,
          py: 1.5,
          borderBottom: `1px solid ${palette.line}`,
        }}
      >
        <Box
          component="h2"
          id="bid-history-title"
          sx={{ m: 0, fontSize: '1.125rem', fontWeight: 700, color: 'primary.main' }}
        >
          Son Teklifler
        </Box>
        {bids.length > 0 && <Box sx={{ fontSize: '0.875rem', color: 'text.secondary' }}>{bids.length} teklif</Box>}
      </Box>
      {bids.length === 0 ? (
        <Box sx={{ px: 2, py: 3, color: 'text.secondary', textAlign: 'center' }}>{NO_BIDS_TEXT}</Box>
      ) : (
        <Box
          ref={scrollRef}
          data-testid="bid-history"
          // A scrolling region must be reachable by keyboard.
          tabIndex={0}
          role="region"
          aria-label="Teklif listesi"
          sx={{
            height,
            overflowY: 'auto',
            '&:focus-visible': { outline: `3px solid ${palette.red}`, outlineOffset: -3 },
          }}
        >
          <Box
            component="ol"
            sx={{ listStyle: 'none', m: 0, p: 0, position: 'relative', height: virtualizer.getTotalSize() }}
          >
            {virtualizer.getVirtualItems().map((row) => {
              const bid = bids[row.index];
              return (
                <Box
                  component="li"
                  key={bid.id}
                  data-testid="bid-row"
                  aria-setsize={bids.length}
                  aria-posinset={row.index + 1}
                  sx={{
                    position: 'absolute',
                    top: 0,
                    left: 0,
                    right: 0,
                    height: BID_ROW_HEIGHT,
                    transform: `translateY(${row.start}px)`,
                    display: 'flex',
                    alignItems: 'center',
                    justifyContent: 'space-between',
                    gap: 1.5,
                    px: 2,
                    borderBottom: row.index < bids.length - 1 ? `1px solid ${palette.line}` : 0,
                    bgcolor: row.index === 0 ? '#f1f7f3' : 'transparent',
                  }}
                >
                  <Box sx={{ minWidth: 0 }}>
                    <Box sx={{ fontWeight: 700, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
                      {bid.alias}
                    </Box>
                    <Box
                      component="time"
                      dateTime={bid.time}
                      sx={{ display: 'block', fontSize: '0.8125rem', color: 'text.secondary' }}
                    >
                      {formatDateTimeSeconds(bid.time)}
                    </Box>
                  </Box>
                  <Box
                    data-testid="bid-amount"
                    sx={{ fontWeight: 700, color: row.index === 0 ? '#14602f' : 'text.primary', whiteSpace: 'nowrap' }}
                  >
                    {formatMoney(bid.amount, currency)}
                  </Box>
                </Box>
              );
            })}
          </Box>
        </Box>
      )}
    </Box>
  );
}
