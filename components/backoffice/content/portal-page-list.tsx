'use client';
import NextLink from 'next/link';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { visuallyHidden } from '@/components/ui/visually-hidden';
import { fetchPortalPages, PUBLIC_PAGE_PATHS } from '@/lib/api/backoffice/content';
import { failureText } from './form-notice';
import { CONTENT_TRAIL, SectionHeader } from '@/components/backoffice/layout/section-header';

export const portalPageKeys = { all: ['yonetim', 'icerik', 'sayfalar'] as const };

/** /yonetim/icerik/sayfalar: the five portal pages (SayfaId 141–145) and where the public sees them. */
export function PortalPageList() {
  const pages = useQuery({ queryKey: [...portalPageKeys.all, 'liste'], queryFn: fetchPortalPages });
  return (
    <>
      <SectionHeader trail={CONTENT_TRAIL} title="Portal Sayfaları" />
      {pages.isError && <Alert severity="error">{failureText(pages.error)}</Alert>}
      {pages.isPending && <CircularProgress aria-label="Sayfalar yükleniyor" />}
      {pages.data && (
        <TableContainer component={Paper} variant="outlined" sx={{ position: 'relative' }}>
          <Table size="small" aria-label="Portal sayfaları">
            <TableHead>
              <TableRow>
                <TableCell>Başlık</TableCell>
                <TableCell>Portaldaki adresi</TableCell>
                <TableCell>
                  <span style={visuallyHidden}>İşlemler</span>
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {pages.data.map((p) => (
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
                    <Button
                      component={NextLink}
                      href={`/yonetim/icerik/sayfalar/${p.pageId}`}
                      size="small"
                      aria-label={`${p.title}: düzenle`}
                    >
                      Düzenle
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </>
  );
}
