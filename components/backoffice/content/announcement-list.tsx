'use client';
import { isAfter } from 'date-fns';
import { useState } from 'react';
import NextLink from 'next/link';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { RuleTextField } from '@/components/common/rule-text-field';
import { useZodForm } from '@/components/common/use-zod-form';
import { type AnnouncementModel, setAnnouncementWithdrawn } from '@/lib/api/backoffice/content';
import { announcementKeys, announcementListQuery } from '@/lib/api/backoffice/content-queries';
import { announcementListQuerySchema, CONTENT_LIMITS } from '@/lib/rules/content-schemas';
import { formatDateTime } from '@/lib/format/date';
import { StaffQuery } from '@/components/backoffice/common/staff-query';
import { EditLinkButton, type StaffColumn, StaffTable } from '@/components/backoffice/common/staff-table';
import { failureText } from './form-notice';
import { StaffPagination } from '@/components/backoffice/common/staff-pagination';
import { CONTENT_TRAIL, SectionHeader } from '@/components/backoffice/layout/section-header';
import { Icon } from '@/components/ui/icon';
import { AddIcon } from '@/components/ui/icons/add';
import { SearchIcon } from '@/components/ui/icons/search';

const COLUMNS: StaffColumn[] = [
  { label: 'Başlık' },
  { label: 'Yayın Tarihi', nowrap: true },
  { label: 'Durum' },
  { label: 'İşlemler', hidden: true },
];

function status(a: AnnouncementModel, now: number) {
  if (a.withdrawn) return <Chip size="small" label="Yayından kaldırıldı" variant="outlined" />;
  if (isAfter(a.publishedAt, now))
    return <Chip size="small" label="Yayın bekliyor" color="primary" variant="outlined" />;
  return <Chip size="small" label="Yayında" color="success" variant="outlined" />;
}

/** The title search is the list query the API checks, without the page. */
const searchSchema = announcementListQuerySchema.pick({ ara: true });

/** /yonetim/icerik/duyurular: every announcement of the portal, searched by title, 20 a page. */
export function AnnouncementList() {
  const queryClient = useQueryClient();
  const searchForm = useZodForm(searchSchema, { defaultValues: { ara: '' } });
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  const list = useQuery(announcementListQuery({ search, page }));
  const visibility = useMutation({
    mutationFn: (a: AnnouncementModel) => setAnnouncementWithdrawn(a.id, !a.withdrawn),
    onSuccess: (a) => {
      setNotice({
        ok: true,
        text: a.withdrawn ? `"${a.title}" yayından kaldırıldı.` : `"${a.title}" yeniden yayına alındı.`,
      });
      void queryClient.invalidateQueries({ queryKey: announcementKeys.all });
    },
    onError: (err) => setNotice({ ok: false, text: failureText(err) }),
  });

  const submit = searchForm.handleSubmit(({ ara }) => {
    setSearch(ara ?? '');
    setPage(1);
  });
  const now = Date.now();

  return (
    <>
      <SectionHeader
        trail={CONTENT_TRAIL}
        title="Duyurular"
        action={
          <Button
            component={NextLink}
            href="/yonetim/icerik/duyurular/yeni"
            variant="contained"
            startIcon={<Icon def={AddIcon} />}
          >
            Yeni Duyuru
          </Button>
        }
      />
      <Box
        component="form"
        role="search"
        noValidate
        onSubmit={submit}
        sx={{ display: 'flex', gap: 1, mb: 2, flexWrap: 'wrap' }}
      >
        <RuleTextField
          form={searchForm}
          name="ara"
          label="Başlıkta ara"
          size="small"
          slotProps={{ htmlInput: { maxLength: CONTENT_LIMITS.search } }}
          sx={{ flex: '1 1 240px', maxWidth: 420, bgcolor: 'background.paper' }}
        />
        <Button type="submit" variant="outlined" startIcon={<Icon def={SearchIcon} />}>
          Ara
        </Button>
      </Box>
      <Box aria-live="polite" sx={{ mb: notice ? 2 : 0 }}>
        {notice && (
          <Alert severity={notice.ok ? 'success' : 'error'} onClose={() => setNotice(null)}>
            {notice.text}
          </Alert>
        )}
      </Box>
      <StaffQuery query={list} loadingLabel="Duyurular yükleniyor">
        {(data) => (
          <>
            <StaffTable
              label="Duyurular"
              columns={COLUMNS}
              rows={data.items}
              empty={search ? 'Aramanıza uyan duyuru bulunamadı.' : 'Henüz duyuru yok.'}
              renderRow={(a) => (
                <TableRow key={a.id} data-testid={`duyuru-${a.id}`}>
                  <TableCell sx={{ minWidth: 180 }}>
                    {a.title}
                    {a.popup && <Chip size="small" label="Açılır pencere" sx={{ ml: 1 }} />}
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(a.publishedAt)}</TableCell>
                  <TableCell>{status(a, now)}</TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    <EditLinkButton href={`/yonetim/icerik/duyurular/${a.id}`} title={a.title} />
                    <Button
                      size="small"
                      color={a.withdrawn ? 'primary' : 'warning'}
                      disabled={visibility.isPending}
                      onClick={() => visibility.mutate(a)}
                      aria-label={`${a.title}: ${a.withdrawn ? 'yeniden yayına al' : 'yayından kaldır'}`}
                    >
                      {a.withdrawn ? 'Yayına Al' : 'Yayından Kaldır'}
                    </Button>
                  </TableCell>
                </TableRow>
              )}
            />
            <StaffPagination
              pageCount={data.pageCount}
              page={page}
              onChange={setPage}
              summary={`Toplam ${data.total} duyuru`}
            />
          </>
        )}
      </StaffQuery>
    </>
  );
}
