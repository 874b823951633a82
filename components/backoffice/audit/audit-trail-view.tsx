'use client';
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useAuditCsvDownload, useAuditTrail } from '@/lib/api/backoffice/audit-queries';
import { type AuditFilterForm, EMPTY_AUDIT_FILTER } from '@/lib/rules/staff-audit-filter';
import { AuditFilters } from './audit-filters';
import { AuditRow } from './audit-row';
import { SectionHeader, STAFF_HOME_TRAIL } from '@/components/backoffice/layout/section-header';

/**
 * /yonetim/denetim (docs/architecture.md §8): every staff action, newest first, in Istanbul time;
 * filters, 50 rows at a time ("Daha fazla göster", keyset paging), each row opening to its
 * before/after, and the filtered rows as CSV. Read only: nothing here changes the trail.
 */
export function AuditTrailView() {
  const [filter, setFilter] = useState<AuditFilterForm>(EMPTY_AUDIT_FILTER);
  const trail = useAuditTrail(filter);
  const csv = useAuditCsvDownload();
  const rows = trail.data?.pages.flatMap((p) => p.rows) ?? [];

  return (
    <>
      <SectionHeader
        trail={STAFF_HOME_TRAIL}
        title="Denetim Kaydı"
        lead="Personelin tüm işlemleri, en yenisi üstte. Saatler İstanbul saatidir; kayıtlar değiştirilemez."
        action={
          <Button variant="outlined" onClick={() => csv.mutate(filter)} disabled={csv.isPending}>
            {csv.isPending ? 'Hazırlanıyor...' : 'CSV Olarak İndir'}
          </Button>
        }
      />

      <AuditFilters value={filter} onApply={setFilter} />

      <Box aria-live="polite" sx={{ mb: 1 }}>
        {trail.isSuccess && (
          <Typography variant="body2" color="text.secondary">
            {rows.length === 0
              ? 'Filtrelere uyan kayıt bulunamadı.'
              : `${rows.length} kayıt gösteriliyor${trail.hasNextPage ? '; daha eski kayıtlar var' : ''}.`}
          </Typography>
        )}
      </Box>
      {trail.isPending && (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
          <CircularProgress aria-label="Denetim kaydı yükleniyor" />
        </Box>
      )}
      {trail.isError && <Alert severity="error">Denetim kaydı yüklenemedi. Lütfen filtreleri kontrol ediniz.</Alert>}
      {rows.length > 0 && (
        <Box component="ul" aria-label="Denetim kayıtları" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {rows.map((r) => (
            <AuditRow key={r.id} row={r} />
          ))}
        </Box>
      )}
      {trail.hasNextPage && (
        <Box sx={{ display: 'flex', justifyContent: 'center', mt: 2 }}>
          <Button variant="outlined" onClick={() => trail.fetchNextPage()} disabled={trail.isFetchingNextPage}>
            {trail.isFetchingNextPage ? 'Yükleniyor...' : 'Daha Fazla Göster'}
          </Button>
        </Box>
      )}
    </>
  );
}
