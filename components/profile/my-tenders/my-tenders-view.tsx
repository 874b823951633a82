'use client';
import { useState } from 'react';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { MY_TENDER_TABS, type MyTendersTab, parseTab } from '@/lib/api/profile/my-tenders';
import { useMyTenders } from '@/lib/api/queries/profile/my-tenders';
import { ProfileCard, ProfileHeading } from '../common/profile-card';
import { ProfilePagination } from '../common/profile-pagination';
import { ProfileTable } from '../common/profile-table';
import { CardPaymentResult } from '../payments/card-payment-result';
import { EmptyState, ErrorState, LoadingState } from '../common/state-message';
import { useActiveAccount } from '../common/use-active-account';
import { myTenderColumns } from './my-tender-columns';
import { RunnerUpOfferNotice } from './runner-up-offer-notice';
import { useLiveMyTenders } from './use-live-my-tenders';
import { useRowHighlight } from './use-row-highlight';

/** Katıldığım İhaleler (docs/spec.md §2): ongoing, won and lost tenders of the active account; the tab is in the URL. */
export function MyTendersView() {
  const { cariId } = useActiveAccount();
  const router = useRouter();
  const pathname = usePathname();
  const params = useSearchParams();
  const tab = parseTab(params.get('tab'));
  const [pages, setPages] = useState<Record<MyTendersTab, number>>({ devameden: 1, kazandigim: 1, kaybettigim: 1 });
  const page = pages[tab];
  const list = useMyTenders(cariId, tab, page);

  const rows = list.data && !list.isPlaceholderData ? list.data.items : null;
  const highlighted = useRowHighlight(tab, rows ? rows.map((r) => r.ihaleNo) : null);
  useLiveMyTenders(tab === 'devameden' && rows ? rows.map((r) => r.ihaleNo) : []);

  const selectTab = (next: MyTendersTab) => {
    const q = new URLSearchParams(params.toString());
    q.set('tab', next);
    router.replace(`${pathname}?${q}`, { scroll: false });
  };

  const current = MY_TENDER_TABS.find((t) => t.key === tab)!;
  return (
    <>
      <ProfileHeading
        title="Katıldığım İhalelerim"
        lead="Katıldığınız ihaleler; devam eden ihalelerde tutarlar canlı güncellenir."
      />
      <CardPaymentResult cariId={cariId} />
      <RunnerUpOfferNotice cariId={cariId} />
      <Box
        sx={{ bgcolor: 'background.paper', border: '1px solid', borderColor: 'divider', borderRadius: '6px', mb: 2 }}
      >
        <Tabs
          value={tab}
          onChange={(_e, v: MyTendersTab) => selectTab(v)}
          aria-label="İhale durumları"
          variant="fullWidth"
          textColor="primary"
          indicatorColor="secondary"
        >
          {MY_TENDER_TABS.map((t) => (
            <Tab
              key={t.key}
              value={t.key}
              label={t.label}
              id={`sekme-${t.key}`}
              aria-controls="katildigim-panel"
              sx={{
                fontWeight: 600,
                fontSize: { xs: '0.9375rem', sm: '1rem' },
                minHeight: 52,
                minWidth: 0,
                px: { xs: 1, sm: 2 },
              }}
            />
          ))}
        </Tabs>
      </Box>
      <Box role="tabpanel" id="katildigim-panel" aria-labelledby={`sekme-${tab}`}>
        <ProfileCard padded={false}>
          {list.isPending ? (
            <LoadingState />
          ) : list.isError ? (
            <ErrorState onRetry={() => void list.refetch()} />
          ) : list.data.items.length === 0 ? (
            <EmptyState />
          ) : (
            <Box sx={{ opacity: list.isPlaceholderData ? 0.6 : 1, transition: 'opacity .2s' }}>
              <ProfileTable
                caption={`${current.label} ihaleler`}
                columns={myTenderColumns(tab, cariId)}
                rows={list.data.items}
                rowKey={(r) => r.ihaleNo}
                rowAccent={(r) => (r.ihaleNo === highlighted ? 'highlight' : undefined)}
              />
              <ProfilePagination
                page={page}
                total={list.data.total}
                onChange={(p) => setPages((s) => ({ ...s, [tab]: p }))}
                label={`${current.label} ihaleler sayfaları`}
              />
            </Box>
          )}
        </ProfileCard>
      </Box>
    </>
  );
}
