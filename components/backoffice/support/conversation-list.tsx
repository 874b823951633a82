'use client';
import { StaffPagination } from '@/components/backoffice/common/staff-pagination';
import { useState } from 'react';
import NextLink from 'next/link';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tabs from '@mui/material/Tabs';
import { failureText } from '@/components/backoffice/content/form-notice';
import { SectionHeader, STAFF_HOME_TRAIL } from '@/components/backoffice/layout/section-header';
import { fetchDeskConversations } from '@/lib/api/backoffice/support';
import { formatDateTime } from '@/lib/format/date';
import { CONVERSATION_STATUS } from '@/lib/contract/lookups';
import { SUPPORT_STATUS_TABS } from '@/lib/rules/support-schemas';
import { StatusChip } from './status-chip';

export const supportKeys = { all: ['yonetim', 'destek'] as const };

/** /yonetim/destek: conversations of one status (open first), newest activity first, 20 a page. */
export function ConversationList() {
  const [statusId, setStatusId] = useState<number>(CONVERSATION_STATUS.open);
  const [page, setPage] = useState(1);
  const list = useQuery({
    queryKey: [...supportKeys.all, 'liste', statusId, page],
    queryFn: () => fetchDeskConversations({ statusId, page }),
    placeholderData: keepPreviousData,
  });
  const counts = list.data?.countsByStatus;

  return (
    <>
      <SectionHeader trail={STAFF_HOME_TRAIL} title="Destek Talepleri" />
      <Tabs
        value={statusId}
        onChange={(_e, v: number) => {
          setStatusId(v);
          setPage(1);
        }}
        aria-label="Talep durumu"
        variant="scrollable"
        allowScrollButtonsMobile
        sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
      >
        {SUPPORT_STATUS_TABS.map((s) => (
          <Tab
            key={s.durumId}
            value={s.durumId}
            label={counts ? `${s.label} (${counts[s.durumId] ?? 0})` : s.label}
            id={`destek-sekme-${s.durumId}`}
            aria-controls="destek-liste"
          />
        ))}
      </Tabs>
      <Box id="destek-liste" role="tabpanel" aria-labelledby={`destek-sekme-${statusId}`}>
        {list.isError && <Alert severity="error">{failureText(list.error)}</Alert>}
        {list.isPending && <CircularProgress aria-label="Talepler yükleniyor" />}
        {list.data && (
          <>
            <TableContainer component={Paper} variant="outlined" sx={{ position: 'relative' }}>
              <Table size="small" aria-label="Destek talepleri">
                <TableHead>
                  <TableRow>
                    <TableCell>Başlık</TableCell>
                    <TableCell>Hesap</TableCell>
                    <TableCell>Konu</TableCell>
                    <TableCell>Durum</TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>Son İşlem</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {list.data.items.length === 0 && (
                    <TableRow>
                      <TableCell colSpan={5}>Bu durumda destek talebi bulunmamaktadır.</TableCell>
                    </TableRow>
                  )}
                  {list.data.items.map((c) => (
                    <TableRow key={c.id} hover>
                      <TableCell sx={{ minWidth: 180 }}>
                        <Link component={NextLink} href={`/yonetim/destek/${c.id}`} sx={{ fontWeight: 600 }}>
                          {c.title}
                        </Link>
                      </TableCell>
                      <TableCell>{c.accountTitle}</TableCell>
                      <TableCell>{c.topic}</TableCell>
                      <TableCell>
                        <StatusChip statusId={c.statusId} />
                      </TableCell>
                      <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(c.lastActivity)}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
            <StaffPagination pageCount={list.data.pageCount} page={page} onChange={setPage} />
          </>
        )}
      </Box>
    </>
  );
}
