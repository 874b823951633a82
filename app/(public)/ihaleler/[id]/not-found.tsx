import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import SearchOff from '@mui/icons-material/SearchOff';
import { LinkButton } from '@/components/tenders/link-parts';
import { PageFrame } from '@/components/tenders/page-frame';
import { palette } from '@/components/tenders/colors';

const TENDER_NOT_FOUND_TEXT = 'İhale bulunamadı.';

/** Unknown, hidden or malformed tender ids (HTTP 404). */
export default function TenderNotFound() {
  return (
    <PageFrame>
      <Box
        sx={{
          maxWidth: 560,
          mx: 'auto',
          my: { xs: 4, sm: 8 },
          textAlign: 'center',
          bgcolor: 'background.paper',
          border: `1px solid ${palette.line}`,
          borderRadius: '6px',
          px: 3,
          py: 6,
        }}
      >
        <SearchOff sx={{ fontSize: 56, color: palette.muted }} aria-hidden />
        <Typography variant="h1" sx={{ fontSize: '1.5rem', color: 'primary.main', mt: 1, mb: 3 }}>
          {TENDER_NOT_FOUND_TEXT}
        </Typography>
        <LinkButton href="/ihaleler" variant="contained" size="large">
          İhalelere Dön
        </LinkButton>
      </Box>
    </PageFrame>
  );
}
