'use client';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from 'next/link';
import { formatDate } from '@/lib/format/date';
import { richTextSx } from '@/components/common/rich-text-styles';
import type { PopupAnnouncementProps } from './popup-announcement';

export function PopupDialog({ id, title, publishedAt, safeHtml, onClose }: PopupAnnouncementProps & { onClose(): void }) {
  return (
    <Dialog
      open
      onClose={onClose}
      maxWidth="sm"
      fullWidth
      aria-labelledby="popup-duyuru-baslik"
      aria-describedby="popup-duyuru-icerik"
      data-testid="popup-announcement"
      slotProps={{ paper: { sx: { borderTop: '4px solid', borderTopColor: 'secondary.main' } } }}
    >
      <DialogTitle id="popup-duyuru-baslik" component="h2" sx={{ pb: 0.5, pr: 3, color: 'primary.main', fontSize: '1.375rem', fontWeight: 700, lineHeight: 1.3 }}>
        {title}
      </DialogTitle>
      <DialogContent>
        <Box component="p" sx={{ mt: 0, mb: 2, color: 'text.secondary', fontSize: '0.875rem' }}>
          <time dateTime={publishedAt}>{formatDate(publishedAt)}</time>
        </Box>
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: safeHtml went through the allow-list sanitiser on the server */}
        <Box id="popup-duyuru-icerik" sx={richTextSx} dangerouslySetInnerHTML={{ __html: safeHtml }} />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5, gap: 1 }}>
        <Button component={Link} href={`/duyurular/${id}`} onClick={onClose} color="primary">
          Duyuruya Git
        </Button>
        <Button variant="contained" color="primary" onClick={onClose} autoFocus sx={{ minWidth: 112, minHeight: 44 }}>
          Kapat
        </Button>
      </DialogActions>
    </Dialog>
  );
}
