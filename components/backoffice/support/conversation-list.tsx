'use client';
import { StaffTabs } from '@/components/backoffice/common/staff-tabs';
import { StaffPagedTable } from '@/components/backoffice/common/staff-paged-table';
import { RowLinkCell, type StaffColumn } from '@/components/backoffice/common/staff-table';
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { SectionHeader, STAFF_HOME_TRAIL } from '@/components/backoffice/layout/section-header';
import { deskConversationsQuery } from '@/lib/api/backoffice/support-queries';
import { formatDateTime } from '@/lib/format/date';
import { CONVERSATION_STATUS } from '@/lib/contract/lookups';
import { SUPPORT_STATUS_TABS } from '@/lib/rules/support-schemas';
import { StatusChip } from './status-chip';

const COLUMNS: StaffColumn[] = [
  { label: 'Başlık' },
  { label: 'Hesap' },
  { label: 'Konu' },
  { label: 'Durum' },
  { label: 'Son İşlem', nowrap: true },
];

/** /yonetim/destek: conversations of one status (open first), newest activity first, 20 a page. */
export function ConversationList() {
  const [statusId, setStatusId] = useState<number>(CONVERSATION_STATUS.open);
  const [page, setPage] = useState(1);
  const list = useQuery(deskConversationsQuery({ statusId, page }));
  const counts = list.data?.countsByStatus;

  return (
    <>
      <SectionHeader trail={STAFF_HOME_TRAIL} title="Destek Talepleri" />
      <StaffTabs
        value={statusId}
        onChange={(v) => {
          setStatusId(v);
          setPage(1);
        }}
        label="Talep durumu"
        tabs={SUPPORT_STATUS_TABS.map((s) => ({
          key: s.durumId,
          label: counts ? `${s.label} (${counts[s.durumId] ?? 0})` : s.label,
        }))}
        prefix="destek"
      >
        <StaffPagedTable
          query={list}
          loadingLabel="Talepler yükleniyor"
          page={page}
          onPageChange={setPage}
          label="Destek talepleri"
          columns={COLUMNS}
          empty="Bu durumda destek talebi bulunmamaktadır."
          renderRow={(c) => (
            <TableRow key={c.id} hover>
              <RowLinkCell href={`/yonetim/destek/${c.id}`} minWidth={180}>
                {c.title}
              </RowLinkCell>
              <TableCell>{c.accountTitle}</TableCell>
              <TableCell>{c.topic}</TableCell>
              <TableCell>
                <StatusChip statusId={c.statusId} />
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(c.lastActivity)}</TableCell>
            </TableRow>
          )}
        />
      </StaffTabs>
    </>
  );
}
