'use client';
import NextLink from 'next/link';
import { useQuery } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { StaffQuery } from '@/components/backoffice/common/staff-query';
import type { WorkEntryModel, WorkItemModel } from '@/lib/api/backoffice/work-queue';
import { workQueueQuery } from '@/lib/api/backoffice/work-queue-queries';
import { formatDateTime } from '@/lib/format/date';
import { formatMoney } from '@/lib/format/money';
import { WORK_KIND_VIEWS, type WorkKindView } from './work-kinds';

/**
 * The work waiting for the signed-in staff member (issue #36 item 13): one card per kind of work
 * their roles hold, with the count, the oldest few and a link to the screen where it is done. It is
 * read when the home opens and when the window regains focus, never on a timer: a poll would renew
 * the staff session for ever and defeat its idle limit (docs/architecture.md §8).
 */
export function WorkQueue() {
  const queue = useQuery(workQueueQuery());
  return (
    <Box component="section" aria-labelledby="bekleyen-isler" sx={{ mb: 4 }}>
      <Typography id="bekleyen-isler" component="h2" variant="h5" sx={{ mb: 2 }}>
        Bekleyen İşler
      </Typography>
      <StaffQuery query={queue} loadingLabel="Bekleyen işler yükleniyor">
        {(entries) => (
          <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {entries.map((e) => (
              <Grid key={e.kind} size={{ xs: 12, md: 6, lg: 4 }} component="li">
                <WorkCard entry={e} view={WORK_KIND_VIEWS[e.kind]} />
              </Grid>
            ))}
          </Grid>
        )}
      </StaffQuery>
    </Box>
  );
}

function WorkCard({ entry, view }: { entry: WorkEntryModel; view: WorkKindView }) {
  const headingId = `is-${entry.kind}`;
  const more = entry.count - entry.items.length;
  return (
    <Card
      variant="outlined"
      component="article"
      aria-labelledby={headingId}
      data-testid={headingId}
      sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <CardContent sx={{ flexGrow: 1 }}>
        <Typography id={headingId} component="h3" variant="h6">
          {view.title}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {view.description}
        </Typography>
        {entry.count === 0 ? (
          <Typography sx={{ mt: 2 }} color="text.secondary">
            {view.empty}
          </Typography>
        ) : (
          <>
            <Typography sx={{ mt: 2 }}>
              <Box component="span" sx={{ fontSize: '2rem', fontWeight: 700, color: 'primary.main' }}>
                {entry.count}
              </Box>{' '}
              {view.unit} bekliyor
            </Typography>
            <Box component="ul" aria-label={`${view.title}: en eskiler`} sx={{ listStyle: 'none', p: 0, m: 0, mt: 1 }}>
              {entry.items.map((i) => (
                <WorkItemRow key={i.id} item={i} view={view} />
              ))}
            </Box>
            {more > 0 && (
              <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                ve {more} {view.unit} daha
              </Typography>
            )}
          </>
        )}
      </CardContent>
      <CardActions>
        <Button component={NextLink} href={view.href} size="small">
          {view.linkLabel}
        </Button>
      </CardActions>
    </Card>
  );
}

function WorkItemRow({ item, view }: { item: WorkItemModel; view: WorkKindView }) {
  const facts = [
    item.detail,
    item.amount === null ? null : formatMoney(item.amount, item.currency ?? undefined),
    `${view.dateLabel}: ${formatDateTime(item.at)}`,
  ].filter(Boolean);
  return (
    <Box component="li" sx={{ py: 0.75, borderTop: 1, borderColor: 'divider' }}>
      <Link component={NextLink} href={view.itemHref(item.id)} sx={{ fontWeight: 600 }}>
        {item.title}
      </Link>
      <Typography variant="body2" color="text.secondary">
        {facts.join(' · ')}
      </Typography>
    </Box>
  );
}
