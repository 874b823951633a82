'use client';
import { useId, useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import NativeSelect from '@mui/material/NativeSelect';
import { type DepositHistoryRow, historyYears } from '@/lib/api/profile/deposits';
import { istanbulYear } from '@/lib/format/istanbul-time';
import { downloadDepositReceipt } from '@/lib/api/profile/documents';
import { DOCUMENT_ACTIONS } from '@/lib/contract/documents';
import { useDepositHistory } from '@/lib/api/queries/profile/deposits';
import { formatDateTime } from '@/lib/format/date';
import { formatMoney } from '@/lib/format/money';
import { ProfileCard } from '../common/profile-card';
import { ProfilePagination } from '../common/profile-pagination';
import { type Column, ProfileTable } from '../common/profile-table';
import { EmptyState, ErrorState, LoadingState, PROFILE_TEXTS } from '../common/state-message';
import { DocumentDownloadButton } from '../documents/document-download-button';

const amountOrDash = (v: number, currency: string) => (v > 0 ? formatMoney(v, currency) : '—');

const COLUMNS: Column<DepositHistoryRow>[] = [
  { key: 'tarih', header: 'İşlem Tarihi', render: (r) => formatDateTime(r.islemTarihi), nowrap: true },
  {
    key: 'giris',
    header: 'Giriş Tutarı',
    render: (r) => amountOrDash(r.girisTutari, r.currency),
    align: 'right',
    nowrap: true,
  },
  {
    key: 'cikis',
    header: 'Çıkış Tutarı',
    render: (r) => amountOrDash(r.cikisTutari, r.currency),
    align: 'right',
    nowrap: true,
  },
  { key: 'aciklama', header: 'Açıklama', render: (r) => r.aciklama },
  { key: 'durum', header: 'Durum', render: (r) => r.durum, nowrap: true },
];

/** Money paid in (`yatirma`) has a receipt (dekont) to download; other rows have none. */
const receiptColumn = (cariId: number): Column<DepositHistoryRow> => ({
  key: 'dekont',
  header: 'Dekont',
  hideLabelOnMobile: true,
  align: 'right',
  render: (r) =>
    r.tur === 'yatirma' ? (
      <DocumentDownloadButton
        label={DOCUMENT_ACTIONS.dekont}
        ariaLabel={DOCUMENT_ACTIONS.dekontAria(formatDateTime(r.islemTarihi))}
        download={() => downloadDepositReceipt(cariId, r.id)}
      />
    ) : null,
});

/** The deposit history (docs/spec.md §2): 10 a page, filtered by year from 2024 to this year. */
export function DepositHistory({ cariId }: { cariId: number }) {
  const years = useMemo(() => historyYears(istanbulYear(new Date())), []);
  const [year, setYear] = useState<number | null>(years[0] ?? null);
  const [page, setPage] = useState(1);
  const history = useDepositHistory(cariId, year, page);
  const selectId = useId();
  const columns = useMemo(() => [...COLUMNS, receiptColumn(cariId)], [cariId]);

  const filter =
    years.length > 0 ? (
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Box
          component="label"
          htmlFor={selectId}
          sx={{ fontWeight: 600, fontSize: '0.9375rem', color: 'text.secondary' }}
        >
          Yıl
        </Box>
        <NativeSelect
          id={selectId}
          value={year ?? ''}
          onChange={(e) => {
            setYear(Number(e.target.value));
            setPage(1);
          }}
          disableUnderline
          sx={{
            border: '1px solid',
            borderColor: 'divider',
            borderRadius: '6px',
            px: 1.25,
            minWidth: 110,
            bgcolor: 'background.paper',
          }}
        >
          {years.map((y) => (
            <option key={y} value={y}>
              {y}
            </option>
          ))}
        </NativeSelect>
      </Box>
    ) : null;

  return (
    <ProfileCard title="Teminat Hareketleri" id="teminat-gecmisi" actions={filter} padded={false}>
      {history.isPending ? (
        <LoadingState />
      ) : history.isError ? (
        <ErrorState onRetry={() => void history.refetch()} />
      ) : history.data.items.length === 0 ? (
        <EmptyState text={PROFILE_TEXTS.noResult} />
      ) : (
        <Box
          aria-busy={history.isFetching || undefined}
          sx={{ opacity: history.isPlaceholderData ? 0.6 : 1, transition: 'opacity .2s' }}
        >
          <ProfileTable
            caption="Teminat hareketleri"
            columns={columns}
            rows={history.data.items}
            rowKey={(r) => r.id}
          />
          <ProfilePagination
            page={page}
            total={history.data.total}
            onChange={setPage}
            label="Teminat hareketleri sayfaları"
          />
        </Box>
      )}
    </ProfileCard>
  );
}
