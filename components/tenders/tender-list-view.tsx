import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { CategoryNode, Option } from '@/lib/api/lookups';
import type { TenderCardModel } from '@/lib/api/tenders';
import { activeFilterCount, hasActiveFilters, type TenderListRaw } from '@/lib/rules/tender-filters';
import { palette } from '@/components/tenders/colors';
import { ActiveFilterChips } from './active-filter-chips';
import { FilterPanel } from './filter-panel';
import { LinkButton } from './link-parts';
import { PageBreadcrumbs } from './page-breadcrumbs';
import { SortSelect } from './sort-select';
import { TenderCard } from './tender-card';
import { FavouriteToggle } from '@/components/auction/favourite-toggle';
import { TenderPagination } from './tender-pagination';

export const EMPTY_LIST_TEXT = 'Aradığınız filtrelere uygun sonuç bulunamadı.';
export const LIST_ERROR_TEXT = 'İhaleler şu anda yüklenemedi. Lütfen daha sonra tekrar deneyiniz.';

export interface TenderListViewProps {
  raw: TenderListRaw;
  page: number;
  /** null when the list could not be loaded */
  result: { items: TenderCardModel[]; total: number } | null;
  invalid: string[];
  places: Option[];
  statuses: Option[];
  tree: CategoryNode[];
  categoryOpen: number[];
  categoryName: string | null;
}

export function TenderListView({
  raw,
  page,
  result,
  invalid,
  places,
  statuses,
  tree,
  categoryOpen,
  categoryName,
}: TenderListViewProps) {
  const activeCount = activeFilterCount(raw);
  return (
    <>
      <PageBreadcrumbs items={[{ label: 'Ana Sayfa', href: '/' }, { label: 'İhaleler' }]} />
      <Typography variant="h1" sx={{ color: 'primary.main', mb: { xs: 2, md: 3 } }}>
        İhaleler
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', md: '280px 1fr', lg: '300px 1fr' },
          gap: { xs: 2, md: 3 },
          alignItems: 'start',
        }}
      >
        <FilterPanel
          key={JSON.stringify(raw)}
          raw={raw}
          places={places}
          statuses={statuses}
          tree={tree}
          categoryOpen={categoryOpen}
          activeCount={activeCount}
        />
        <Box component="section" aria-labelledby="tender-results-title" sx={{ minWidth: 0 }}>
          <Box
            sx={{
              display: 'flex',
              flexWrap: 'wrap',
              alignItems: 'center',
              justifyContent: 'space-between',
              gap: 1.5,
              mb: 2,
              p: 1.5,
              pl: 2,
              bgcolor: 'background.paper',
              border: `1px solid ${palette.line}`,
              borderRadius: '6px',
            }}
          >
            <Typography
              id="tender-results-title"
              component="h2"
              aria-live="polite"
              sx={{ fontSize: '1rem', fontWeight: 400 }}
            >
              {result ? (
                <>
                  Aramanızda <strong>{result.total}</strong> ilan bulundu
                </>
              ) : (
                'Sonuçlar'
              )}
            </Typography>
            <SortSelect raw={raw} />
          </Box>
          {invalid.length > 0 && (
            <Alert severity="warning" sx={{ mb: 2 }}>
              Adresteki bazı filtre değerleri geçersiz olduğu için dikkate alınmadı.
            </Alert>
          )}
          <Box sx={{ mb: 2 }}>
            <ActiveFilterChips raw={raw} categoryName={categoryName} />
          </Box>
          {!result ? (
            <Alert severity="error">{LIST_ERROR_TEXT}</Alert>
          ) : result.items.length === 0 ? (
            <Box
              sx={{
                textAlign: 'center',
                py: 6,
                px: 2,
                bgcolor: 'background.paper',
                border: `1px solid ${palette.line}`,
                borderRadius: '6px',
              }}
            >
              <Typography sx={{ fontSize: '1.0625rem', mb: hasActiveFilters(raw) ? 2 : 0 }}>
                {EMPTY_LIST_TEXT}
              </Typography>
              {hasActiveFilters(raw) && (
                <LinkButton href="/ihaleler" variant="outlined">
                  Tümünü Göster
                </LinkButton>
              )}
            </Box>
          ) : (
            <Box
              component="ul"
              aria-label="İhale listesi"
              sx={{
                listStyle: 'none',
                m: 0,
                p: 0,
                display: 'grid',
                gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' },
                gap: 2,
              }}
            >
              {result.items.map((t, i) => (
                <li key={t.id}>
                  <TenderCard
                    tender={t}
                    headingLevel="h3"
                    eagerImage={i < 3}
                    favoriteSlot={<FavouriteToggle ihaleId={t.id} variant="card" />}
                  />
                </li>
              ))}
            </Box>
          )}
          {result && (
            <Box sx={{ mt: 3 }}>
              <TenderPagination raw={raw} page={page} total={result.total} />
            </Box>
          )}
        </Box>
      </Box>
    </>
  );
}
