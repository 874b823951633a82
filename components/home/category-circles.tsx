import Box from '@mui/material/Box';
import type { CategoryModel } from '@/lib/api/content';
import { SectionHeading } from '@/components/common/section-heading';
import { CategoryIcon } from './category-icon';
import { LinkBox } from '@/components/common/links';

/** İLAN KATEGORİLERİ: the top-level categories as circles, each opening the filtered tender list. */
export function CategoryCircles({ categories }: { categories: CategoryModel[] }) {
  if (!categories.length) return null;
  return (
    <Box component="section" aria-labelledby="kategoriler-baslik">
      <SectionHeading id="kategoriler-baslik">İLAN KATEGORİLERİ</SectionHeading>
      <Box
        component="ul"
        data-testid="category-circles"
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          display: 'grid',
          gridTemplateColumns: { xs: 'repeat(3, 1fr)', sm: 'repeat(auto-fit, minmax(132px, 1fr))' },
          gap: { xs: 2, sm: 3 },
        }}
      >
        {categories.map((c) => (
          <li key={c.id}>
            <LinkBox
              href={c.href}
              sx={{
                display: 'flex',
                flexDirection: 'column',
                alignItems: 'center',
                gap: 1.25,
                textAlign: 'center',
                textDecoration: 'none',
                color: 'primary.main',
                borderRadius: 2,
                p: 0.5,
                '&:hover .circle, &:focus-visible .circle': { bgcolor: 'primary.main', color: '#fff', borderColor: 'primary.main' },
                '&:focus-visible': { outline: '3px solid', outlineColor: 'secondary.main', outlineOffset: 2 },
              }}
            >
              <Box
                className="circle"
                sx={{
                  width: { xs: 80, sm: 112 },
                  height: { xs: 80, sm: 112 },
                  borderRadius: '50%',
                  display: 'grid',
                  placeItems: 'center',
                  bgcolor: '#fff',
                  border: '2px solid',
                  borderColor: 'divider',
                  color: 'primary.main',
                  transition: 'background-color .15s, color .15s, border-color .15s',
                }}
              >
                <CategoryIcon name={c.name} />
              </Box>
              <Box component="span" sx={{ fontWeight: 600, fontSize: { xs: '0.875rem', sm: '1rem' }, lineHeight: 1.3 }}>
                {c.name}
              </Box>
            </LinkBox>
          </li>
        ))}
      </Box>
    </Box>
  );
}
