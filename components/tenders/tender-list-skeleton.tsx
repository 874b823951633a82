import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { palette } from '@/components/tenders/colors';

/** Placeholder with the list page's proportions, so the real page replaces it without a jump. */
export function TenderListSkeleton() {
  return (
    <Box aria-busy="true" aria-label="Yükleniyor...">
      <Skeleton width={180} height={20} sx={{ mb: 2 }} />
      <Skeleton width={200} height={44} sx={{ mb: { xs: 2, md: 3 } }} />
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '280px 1fr', lg: '300px 1fr' }, gap: { xs: 2, md: 3 } }}>
        <Skeleton variant="rounded" sx={{ height: { xs: 40, md: 560 } }} />
        <Box>
          <Skeleton variant="rounded" height={64} sx={{ mb: 2 }} />
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' }, gap: 2 }}>
            {Array.from({ length: 6 }, (_, i) => (
              <Box key={i} sx={{ border: `1px solid ${palette.line}`, borderRadius: '6px', bgcolor: '#fff', overflow: 'hidden' }}>
                <Skeleton variant="rectangular" sx={{ aspectRatio: '4 / 3', height: 'auto' }} />
                <Box sx={{ p: 2 }}>
                  <Skeleton width="40%" />
                  <Skeleton width="90%" height={28} />
                  <Skeleton width="70%" />
                  <Skeleton width="60%" />
                </Box>
              </Box>
            ))}
          </Box>
        </Box>
      </Box>
    </Box>
  );
}
