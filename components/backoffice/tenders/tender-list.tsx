'use client';
import NextLink from 'next/link';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Pagination from '@mui/material/Pagination';
import PaginationItem from '@mui/material/PaginationItem';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { StatusChip } from '@/components/tenders/status-chip';
import { listParamsFrom, listQueryString, type StaffTenderListParams } from '@/lib/api/backoffice/tenders';
import { staffTenderListQuery, staffTenderOptionsQuery } from '@/lib/api/backoffice/tenders-queries';
import { formatDateTime } from '@/lib/format/date';
import { formatMoney } from '@/lib/format/money';
import { SectionHeader, STAFF_HOME_TRAIL } from '@/components/backoffice/layout/section-header';
import { TenderCards } from './tender-cards';
import { TenderListFilters } from './tender-list-filters';
import { Icon } from '@/components/ui/icon';
import { AddIcon } from '@/components/ui/icons/add';

/**
 * /yonetim/ihaleler (docs/architecture.md §8, "Tenders"): every tender of the portal in every
 * status, newest first, drafts and withdrawn ones marked; search, status and start-date filters
 * and the page live in the address, so a list can be shared and Back returns to it.
 */
export function TenderList() {
  const search = useSearchParams();
  const pathname = usePathname();
  const router = useRouter();
  const params = listParamsFrom(new URLSearchParams(search.toString()));
  const list = useQuery(staffTenderListQuery(params));
  const options = useQuery(staffTenderOptionsQuery());
  const href = (p: StaffTenderListParams) => {
    const qs = listQueryString(p);
    return qs ? `${pathname}?${qs}` : pathname;
  };
  const filterKey = listQueryString({ ...params, sayfa: 1 });

  return (
    <>
      <SectionHeader
        trail={STAFF_HOME_TRAIL}
        title="İhaleler"
        action={
          <Button
            component={NextLink}
            href="/yonetim/ihaleler/yeni"
            variant="contained"
            startIcon={<Icon def={AddIcon} />}
          >
            Yeni İhale
          </Button>
        }
      />

      <TenderListFilters
        key={filterKey}
        params={params}
        statuses={options.data?.durumlar ?? []}
        onApply={(p) => router.push(href(p))}
      />

      {list.isError ? (
        <Alert severity="error">İhaleler yüklenemedi. Lütfen sayfayı yenileyiniz.</Alert>
      ) : !list.data ? (
        <Typography role="status">Yükleniyor…</Typography>
      ) : (
        <>
          <Typography role="status" variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {list.data.total === 0 ? 'Aramanıza uygun ihale bulunamadı.' : `${list.data.total} ihale bulundu.`}
          </Typography>
          {list.data.rows.length > 0 && <TenderCards rows={list.data.rows} />}
          {list.data.rows.length > 0 && (
            <TableContainer
              component={Paper}
              variant="outlined"
              tabIndex={0}
              aria-label="İhale listesi (yatay kaydırılabilir)"
              sx={{
                display: { xs: 'none', md: 'block' },
                '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.main' },
              }}
            >
              <Table size="small" sx={{ minWidth: 860 }}>
                <caption
                  style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}
                >
                  İhaleler, en yeni önce
                </caption>
                <TableHead>
                  <TableRow>
                    <TableCell scope="col">No</TableCell>
                    <TableCell scope="col" sx={{ minWidth: 260 }}>
                      Başlık
                    </TableCell>
                    <TableCell scope="col">Durum</TableCell>
                    <TableCell scope="col">Yayın</TableCell>
                    <TableCell scope="col">Başlangıç</TableCell>
                    <TableCell scope="col">Bitiş</TableCell>
                    <TableCell scope="col" align="right">
                      Açılış Fiyatı
                    </TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {list.data.rows.map((r) => (
                    <TableRow key={r.id} hover>
                      <TableCell>{r.id}</TableCell>
                      <TableCell>
                        <Link component={NextLink} href={`/yonetim/ihaleler/${r.id}`} sx={{ fontWeight: 600 }}>
                          {r.title}
                        </Link>
                        {r.featured && <Chip label="Öne çıkan" size="small" variant="outlined" sx={{ ml: 1 }} />}
                      </TableCell>
                      <TableCell sx={{ whiteSpace: 'nowrap' }}>
                        <StatusChip statusId={r.statusId} name={r.statusName} />
                        {r.withdrawn && (
                          <Chip
                            label="Yayından kaldırıldı"
                            size="small"
                            color="warning"
                            variant="outlined"
                            sx={{ ml: 1 }}
                          />
                        )}
                      </TableCell>
                      <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(r.publishedAt)}</TableCell>
                      <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(r.startDate)}</TableCell>
                      <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(r.endDate)}</TableCell>
                      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                        {r.openingPrice === null ? '—' : formatMoney(r.openingPrice, r.currency)}
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
          )}
          {list.data.pageCount > 1 && (
            <Box component="nav" aria-label="Sayfalar" sx={{ display: 'flex', justifyContent: 'center', mt: 2 }}>
              <Pagination
                page={Math.min(list.data.page, list.data.pageCount)}
                count={list.data.pageCount}
                siblingCount={0}
                getItemAriaLabel={(type, page, selected) =>
                  type === 'page'
                    ? `${page}. sayfa${selected ? ' (bu sayfa)' : ''}`
                    : type === 'next'
                      ? 'Sonraki sayfa'
                      : type === 'previous'
                        ? 'Önceki sayfa'
                        : type === 'first'
                          ? 'İlk sayfa'
                          : 'Son sayfa'
                }
                renderItem={(item) => (
                  <PaginationItem component={NextLink} href={href({ ...params, sayfa: item.page ?? 1 })} {...item} />
                )}
              />
            </Box>
          )}
        </>
      )}
    </>
  );
}
