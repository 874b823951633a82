'use client';
import { useQuery } from '@tanstack/react-query';
import Link from '@mui/material/Link';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { StaffQuery } from '@/components/backoffice/common/staff-query';
import { EditLinkButton, type StaffColumn, StaffTable } from '@/components/backoffice/common/staff-table';
import { visuallyHidden } from '@/components/ui/visually-hidden';
import { PUBLIC_PAGE_PATHS } from '@/lib/api/backoffice/content';
import { portalPageListQuery } from '@/lib/api/backoffice/content-queries';
import { CONTENT_TRAIL, SectionHeader } from '@/components/backoffice/layout/section-header';

const COLUMNS: StaffColumn[] = [
  { label: 'Başlık' },
  { label: 'Portaldaki adresi' },
  { label: 'İşlemler', hidden: true },
];

/** /yonetim/icerik/sayfalar: the five portal pages (SayfaId 141–145) and where the public sees them. */
export function PortalPageList() {
  const pages = useQuery(portalPageListQuery());
  return (
    <>
      <SectionHeader trail={CONTENT_TRAIL} title="Portal Sayfaları" />
      <StaffQuery query={pages} loadingLabel="Sayfalar yükleniyor">
        {(data) => (
          <StaffTable
            label="Portal sayfaları"
            columns={COLUMNS}
            rows={data}
            renderRow={(p) => (
              <TableRow key={p.pageId}>
                <TableCell>{p.title}</TableCell>
                <TableCell sx={{ overflowWrap: 'anywhere' }}>
                  {PUBLIC_PAGE_PATHS[p.pageId] && (
                    <Link href={PUBLIC_PAGE_PATHS[p.pageId]} target="_blank" rel="noopener noreferrer">
                      {PUBLIC_PAGE_PATHS[p.pageId]}
                      <span style={visuallyHidden}> (yeni sekmede açılır)</span>
                    </Link>
                  )}
                </TableCell>
                <TableCell align="right">
                  <EditLinkButton href={`/yonetim/icerik/sayfalar/${p.pageId}`} title={p.title} />
                </TableCell>
              </TableRow>
            )}
          />
        )}
      </StaffQuery>
    </>
  );
}
