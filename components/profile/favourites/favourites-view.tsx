'use client';
import { useState } from 'react';
import NextLink from 'next/link';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { FavouriteRowModel } from '@/lib/api/favourites';
import { useFavouritePage, useRemoveFavourite } from '@/lib/api/queries/profile/favourites';
import { formatDateTime } from '@/lib/format/date';
import { formatMoney } from '@/lib/format/money';
import { useTenderGroups } from '@/lib/realtime/hooks';
import { useLiveBidsAll } from '@/lib/realtime/live-bids';
import { TENDER_STATUS } from '@/lib/contract/lookups';
import { StatusChip } from '@/components/tenders/status-chip';
import { ProfileCard, ProfileHeading } from '../common/profile-card';
import { ProfilePagination } from '../common/profile-pagination';
import { type Column, ProfileTable } from '../common/profile-table';
import { EmptyState, ErrorState, LoadingState } from '../common/state-message';
import { useActiveAccount } from '../common/use-active-account';
import { liveLastBid } from './live-pulse';
import { Icon } from '@/components/ui/icon';
import { HeartBrokenOutlinedIcon } from '@/components/ui/icons/heart-broken-outlined';

export const NO_FAVOURITES = 'Favori ihaleniz bulunmamaktadır.';

/** Favori İhalelerim (docs/spec.md §2): the active account's favourites; running ones follow live bids. */
export function FavouritesView() {
  const { cariId } = useActiveAccount();
  const [page, setPage] = useState(1);
  const favourites = useFavouritePage(cariId, page);
  const remove = useRemoveFavourite(cariId);
  const rows = favourites.data?.items ?? [];
  const runningIds = rows.filter((r) => r.statusId === TENDER_STATUS.devam).map((r) => r.tenderId);
  useTenderGroups(runningIds);
  // The live bids store (lib/realtime/live-bids.ts): the highest bid heard and the row's pulse.
  const liveBids = useLiveBidsAll();
  const live: Record<number, number> = {};
  for (const r of rows) if (liveBids[r.tenderId]) live[r.tenderId] = liveBids[r.tenderId].price;

  const columns: Column<FavouriteRowModel>[] = [
    { key: 'no', header: 'İhale No', render: (r) => r.tenderId, nowrap: true },
    { key: 'baslik', header: 'İhale Başlığı', render: (r) => <Box sx={{ fontWeight: 600 }}>{r.title}</Box> },
    { key: 'baslangic', header: 'Başlangıç Tarihi', render: (r) => formatDateTime(r.startDate), nowrap: true },
    {
      key: 'durum',
      header: 'Durum',
      render: (r) => <StatusChip statusId={r.statusId} name={r.statusName} />,
      nowrap: true,
    },
    {
      key: 'teklif',
      header: 'Son Teklif (TL)',
      align: 'right',
      nowrap: true,
      render: (r) => {
        const v = liveLastBid(r.lastBid, live, r.tenderId);
        return (
          <Box component="span" data-testid="son-teklif" sx={{ fontWeight: 700, color: 'primary.main' }}>
            {v > 0 ? formatMoney(v) : '—'}
          </Box>
        );
      },
    },
    {
      key: 'islemler',
      header: 'İşlemler',
      align: 'right',
      hideLabelOnMobile: true,
      render: (r) => (
        <Box
          sx={{ display: 'inline-flex', gap: 1, alignItems: 'center', justifyContent: 'flex-end', flexWrap: 'wrap' }}
        >
          <Button
            size="small"
            variant="outlined"
            color="secondary"
            startIcon={<Icon def={HeartBrokenOutlinedIcon} />}
            disabled={remove.isPending}
            onClick={() => remove.mutate(r.id, { onSuccess: () => setPage(1) })}
            aria-label={`Kaldır: ${r.tenderId} numaralı ihale`}
          >
            Kaldır
          </Button>
          <Button
            size="small"
            variant="contained"
            component={NextLink}
            href={`/ihaleler/${r.tenderId}`}
            aria-label={`Detay: ${r.tenderId} numaralı ihale`}
          >
            Detay
          </Button>
        </Box>
      ),
    },
  ];

  return (
    <>
      <ProfileHeading
        title="Favori İhalelerim"
        lead="Takip ettiğiniz ihaleler; devam eden ihalelerde yeni teklifler anında görünür."
      />
      <ProfileCard padded={false}>
        {favourites.isPending ? (
          <LoadingState />
        ) : favourites.isError ? (
          <ErrorState onRetry={() => void favourites.refetch()} />
        ) : rows.length === 0 ? (
          <EmptyState text={NO_FAVOURITES} />
        ) : (
          <Box sx={{ opacity: favourites.isPlaceholderData ? 0.6 : 1, transition: 'opacity .2s' }}>
            <ProfileTable
              caption="Favori ihalelerim"
              columns={columns}
              rows={rows}
              rowKey={(r) => r.tenderId}
              rowAccent={(r) => (liveBids[r.tenderId]?.pulsing ? 'pulse' : undefined)}
            />
            <ProfilePagination
              page={page}
              total={favourites.data.total}
              onChange={setPage}
              label="Favori ihaleler sayfaları"
            />
          </Box>
        )}
      </ProfileCard>
    </>
  );
}
