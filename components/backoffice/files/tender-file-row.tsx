'use client';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import type { TenderFileItem } from '@/lib/api/backoffice/files';
import { visuallyHidden } from '@/components/ui/visually-hidden';
import { OrderButtons } from './order-buttons';
import { palette as colors } from '@/components/ui/colors';
import { Icon } from '@/components/ui/icon';
import { DeleteOutlinedIcon } from '@/components/ui/icons/delete-outlined';
import { PictureAsPdfIcon } from '@/components/ui/icons/picture-as-pdf';

/** A file of the tender: thumbnail or PDF icon, its name, and (when files may change) order and delete. */
export function TenderFileRow({
  file,
  kind,
  first,
  last,
  editable,
  onMove,
  onDelete,
}: {
  file: TenderFileItem;
  kind: 'image' | 'pdf';
  first: boolean;
  last: boolean;
  editable: boolean;
  onMove?: (step: -1 | 1) => void;
  onDelete: () => void;
}) {
  return (
    <ListItem divider sx={{ gap: 2, px: 0, flexWrap: { xs: 'wrap', sm: 'nowrap' } }} data-testid="ihale-dosyasi">
      {kind === 'image' ? (
        <Box
          component="img"
          src={file.thumbUrl}
          alt={file.alt}
          width={160}
          height={120}
          sx={{
            width: { xs: 80, sm: 120 },
            height: { xs: 60, sm: 90 },
            objectFit: 'cover',
            borderRadius: 1,
            bgcolor: 'grey.200',
            flexShrink: 0,
          }}
        />
      ) : (
        <Icon def={PictureAsPdfIcon} size="large" style={{ color: colors.red }} />
      )}
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{file.name}</Typography>
        <Link href={file.url} target="_blank" rel="noopener" variant="body2">
          {kind === 'pdf' ? 'PDF’i aç' : 'Görseli aç'}
          <Box component="span" sx={visuallyHidden}>
            {` (${file.name}, yeni sekmede)`}
          </Box>
        </Link>
      </Box>
      {editable && (
        // Below 600 px the buttons take a line of their own, so the name keeps its width.
        <Box
          sx={{
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'flex-end',
            flexShrink: 0,
            width: { xs: '100%', sm: 'auto' },
          }}
        >
          {onMove && <OrderButtons name={file.name} first={first} last={last} onMove={onMove} />}
          <IconButton aria-label={`Sil: ${file.name}`} onClick={onDelete} color="error">
            <Icon def={DeleteOutlinedIcon} />
          </IconButton>
        </Box>
      )}
    </ListItem>
  );
}
