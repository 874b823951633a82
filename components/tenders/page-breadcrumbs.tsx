import Breadcrumbs from '@mui/material/Breadcrumbs';
import Typography from '@mui/material/Typography';
import NavigateNext from '@mui/icons-material/NavigateNext';
import { LinkBox } from './link-parts';

export interface Crumb {
  label: string;
  href?: string;
}

/** Ana Sayfa > … trail; the last crumb is the current page. */
export function PageBreadcrumbs({ items }: { items: Crumb[] }) {
  return (
    <Breadcrumbs
      aria-label="Sayfa yolu"
      separator={<NavigateNext fontSize="small" aria-hidden />}
      sx={{ fontSize: '0.875rem', mb: 2 }}
    >
      {items.map((c, i) =>
        c.href && i < items.length - 1 ? (
          <LinkBox
            key={c.label}
            href={c.href}
            sx={{
              fontSize: 'inherit',
              color: 'primary.main',
              textDecoration: 'none',
              '&:hover': { textDecoration: 'underline' },
            }}
          >
            {c.label}
          </LinkBox>
        ) : (
          <Typography
            key={c.label}
            component="span"
            aria-current="page"
            sx={{ fontSize: 'inherit', color: 'text.secondary' }}
          >
            {c.label}
          </Typography>
        ),
      )}
    </Breadcrumbs>
  );
}
