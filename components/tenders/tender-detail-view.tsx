import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import PlaceOutlined from '@mui/icons-material/PlaceOutlined';
import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';
import InsertDriveFileOutlined from '@mui/icons-material/InsertDriveFileOutlined';
import LocalOfferOutlined from '@mui/icons-material/LocalOfferOutlined';
import type { FileModel, TenderDetailModel } from '@/lib/api/tenders';
import { formatDateTime } from '@/lib/format/date';
import { formatMoney } from '@/lib/format/money';
import { showsCountdown, showsPriceBox } from '@/lib/rules/tender-status';
import { palette } from '@/components/tenders/colors';
import { AuctionControlsSlot, FavoriteSlot } from './auction-slots';
import { LiveBidHistory } from '@/components/auction/live-bid-history';
import { LiveCountdown } from '@/components/auction/live-countdown';
import { LivePriceAmount, LivePriceLabel } from '@/components/auction/live-price';
import { liveSnapshotOf } from '@/components/auction/live-snapshot';
import { LiveTenderProvider } from '@/components/auction/live-tender-context';
import { LinkBox } from './link-parts';
import { PageBreadcrumbs } from './page-breadcrumbs';
import { StatusChip } from './status-chip';
import { TenderGallery } from './tender-gallery';

const card = {
  bgcolor: 'background.paper',
  border: `1px solid ${palette.line}`,
  borderRadius: '6px',
  p: { xs: 2, sm: 2.5 },
} as const;

const quantityFormat = new Intl.NumberFormat('tr-TR', { maximumFractionDigits: 3 });

function Section({ title, id, children }: { title: string; id: string; children: ReactNode }) {
  return (
    <Box component="section" aria-labelledby={id} sx={card}>
      <Typography component="h2" id={id} sx={{ fontSize: '1.125rem', fontWeight: 700, color: 'primary.main', mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/** A definition list of label/value rows; rows without a value are left out. */
function InfoList({ rows, testId }: { rows: Array<[string, ReactNode]>; testId?: string }) {
  return (
    <Box
      component="dl"
      data-testid={testId}
      sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'minmax(140px, auto) 1fr' }, columnGap: 2 }}
    >
      {rows
        .filter(([, v]) => v !== null && v !== undefined && v !== '')
        .map(([label, value]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Box
              component="dt"
              sx={{
                color: 'text.secondary',
                fontSize: '0.9375rem',
                pt: 1,
                pb: { xs: 0, sm: 1 },
                borderTop: { sm: `1px solid ${palette.line}` },
              }}
            >
              {label}
            </Box>
            <Box
              component="dd"
              sx={{
                m: 0,
                fontWeight: 600,
                fontSize: '0.9375rem',
                pt: { xs: 0.25, sm: 1 },
                pb: 1,
                borderTop: { sm: `1px solid ${palette.line}` },
                borderBottom: { xs: `1px solid ${palette.line}`, sm: 0 },
                overflowWrap: 'anywhere',
              }}
            >
              {value}
            </Box>
          </Box>
        ))}
    </Box>
  );
}

function FileLinks({ files }: { files: FileModel[] }) {
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexDirection: 'column', gap: 1 }}>
      {files.map((f) => {
        const pdf = f.url.toLowerCase().endsWith('.pdf');
        const Icon = pdf ? PictureAsPdfOutlined : InsertDriveFileOutlined;
        return (
          <li key={f.id}>
            <Box
              component="a"
              href={f.url}
              download
              sx={{
                display: 'flex',
                alignItems: 'center',
                gap: 1,
                p: 1.25,
                border: `1px solid ${palette.line}`,
                borderRadius: '6px',
                color: 'primary.main',
                fontWeight: 600,
                textDecoration: 'none',
                '&:hover': { bgcolor: '#f4f7fa', textDecoration: 'underline' },
                '&:focus-visible': { outline: `3px solid ${palette.red}`, outlineOffset: 2 },
              }}
            >
              <Icon sx={{ color: pdf ? palette.red : 'primary.main' }} aria-hidden />
              <span>{f.name}</span>
              <Box
                component="span"
                sx={{ ml: 'auto', fontSize: '0.8125rem', color: 'text.secondary', fontWeight: 400 }}
              >
                {pdf ? 'PDF · İndir' : 'İndir'}
              </Box>
            </Box>
          </li>
        );
      })}
    </Box>
  );
}

export interface TenderDetailViewProps {
  tender: TenderDetailModel;
  /** Sanitised description HTML (sanitised on the server by the page). */
  descriptionHtml: string;
  serverNow: string;
}

export function TenderDetailView({ tender: t, descriptionHtml, serverNow }: TenderDetailViewProps) {
  const images = t.gallery.length ? t.gallery : t.cardImage ? [t.cardImage] : [];
  const hasBids = t.highestBid > 0;
  const money = (v: number | null) => (v === null ? null : formatMoney(v, t.currency));

  return (
    // Live bids, extensions and start/end reloads for the price box, countdown and bid list.
    <LiveTenderProvider snapshot={liveSnapshotOf(t)}>
      <PageBreadcrumbs
        items={[{ label: 'Ana Sayfa', href: '/' }, { label: 'İhaleler', href: '/ihaleler' }, { label: 'İhale Detay' }]}
      />
      <Box
        sx={{
          display: 'grid',
          gap: { xs: 2, md: 3 },
          alignItems: 'start',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 7fr) minmax(0, 5fr)' },
          gridTemplateRows: { md: 'auto 1fr' },
          gridTemplateAreas: { xs: '"gallery" "side" "content"', md: '"gallery side" "content side"' },
        }}
      >
        <Box sx={{ gridArea: 'gallery', minWidth: 0 }}>
          <TenderGallery images={images} title={t.title} />
        </Box>

        <Box sx={{ gridArea: 'side', display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 }}>
          <Box sx={{ ...card, display: 'flex', flexDirection: 'column', gap: 2 }}>
            <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, minHeight: 32 }}>
              <StatusChip statusId={t.statusId} name={t.statusName} size="medium" />
              <FavoriteSlot tender={t} />
            </Box>
            <Box>
              <Typography
                variant="h1"
                sx={{ fontSize: { xs: '1.5rem', sm: '1.75rem' }, color: 'primary.main', overflowWrap: 'anywhere' }}
              >
                {t.title}
              </Typography>
              <Box
                sx={{
                  display: 'flex',
                  flexWrap: 'wrap',
                  columnGap: 2,
                  rowGap: 0.5,
                  mt: 1,
                  color: 'text.secondary',
                  fontSize: '0.9375rem',
                }}
              >
                {t.deliveryPlace && (
                  <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
                    <PlaceOutlined sx={{ fontSize: 18 }} aria-hidden />
                    {t.deliveryPlace}
                  </Box>
                )}
                <span>
                  İhale No: <strong>{t.number}</strong>
                </span>
              </Box>
            </Box>
            <InfoList
              testId="tender-info"
              rows={[
                ['Başlangıç Tarihi', formatDateTime(t.startDate)],
                ['Bitiş Tarihi', formatDateTime(t.plannedEnd)],
                ['Uzatılmış Bitiş Tarihi', t.extendedEnd ? formatDateTime(t.extendedEnd) : null],
                ['Teminat Tutarı', money(t.deposit)],
                ['Açılış Fiyatı', money(t.openingPrice)],
                ['Otomatik Uzatma', t.autoExtension],
                ['Ödeme Süresi', t.paymentDays ? `İhale bitişinden itibaren ${t.paymentDays} gün` : null],
              ]}
            />
            {showsPriceBox(t.statusId) && (
              <Box
                data-testid="price-box"
                sx={{
                  borderRadius: '6px',
                  bgcolor: palette.navy,
                  color: '#fff',
                  px: 2,
                  py: 1.5,
                  display: 'flex',
                  flexWrap: 'wrap',
                  alignItems: 'baseline',
                  justifyContent: 'space-between',
                  gap: 1,
                }}
              >
                <Box component="span" sx={{ fontSize: '0.9375rem' }}>
                  <LivePriceLabel statusId={t.statusId} hasBids={hasBids} />
                </Box>
                <Box
                  component="span"
                  sx={{
                    fontSize: { xs: '1.5rem', sm: '1.75rem' },
                    fontWeight: 700,
                    fontVariantNumeric: 'tabular-nums',
                  }}
                >
                  <LivePriceAmount amount={hasBids ? t.highestBid : t.openingPrice} currency={t.currency} />
                </Box>
              </Box>
            )}
            {/* Alias, join and bid controls (live-auction work) */}
            <AuctionControlsSlot tender={t} />
            {showsCountdown(t.statusId) && (
              <LiveCountdown statusId={t.statusId} start={t.startDate} end={t.endDate} serverNow={serverNow} />
            )}
          </Box>
          <LiveBidHistory currency={t.currency} />
        </Box>

        <Box sx={{ gridArea: 'content', display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 }}>
          <Section title="İhale Açıklaması" id="tender-description">
            {descriptionHtml ? (
              <Box
                className="tender-description"
                // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on the server with the allow-list of lib/api/sanitize-html.ts
                dangerouslySetInnerHTML={{ __html: descriptionHtml }}
                sx={richTextSx}
              />
            ) : (
              <Typography sx={{ color: 'text.secondary' }}>Açıklama bulunmamaktadır.</Typography>
            )}
          </Section>

          {t.attachments.length > 0 && (
            <Section title="Ekler" id="tender-attachments">
              <FileLinks files={t.attachments} />
            </Section>
          )}

          {t.item && (
            <Section title="Malzeme Bilgileri" id="tender-item">
              <InfoList
                testId="tender-item"
                rows={[
                  ['Kategori', t.item.category],
                  [
                    'Miktar',
                    t.item.quantity !== null
                      ? `${quantityFormat.format(t.item.quantity)}${t.item.unit ? ` ${t.item.unit}` : ''}`
                      : null,
                  ],
                  ['Teslimat Yeri', t.item.deliveryPlace],
                  ['Teslimat Adresi', t.item.deliveryAddress],
                  ['Açıklama', t.item.description],
                  ['Rumuz Etiketi', t.item.aliasLabel],
                ]}
              />
              {t.item.files.length > 0 && (
                <Box sx={{ mt: 2 }}>
                  <Typography component="h3" sx={{ fontSize: '1rem', fontWeight: 700, mb: 1 }}>
                    Malzeme Dosyaları
                  </Typography>
                  <FileLinks files={t.item.files} />
                </Box>
              )}
            </Section>
          )}

          {t.tags.length > 0 && (
            <Section title="Etiketler" id="tender-tags">
              <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', gap: 1 }}>
                {t.tags.map((tag) => (
                  <li key={tag}>
                    <LinkBox
                      href={`/ihaleler?etiket=${encodeURIComponent(tag)}`}
                      sx={{
                        display: 'inline-flex',
                        alignItems: 'center',
                        gap: 0.5,
                        px: 1.5,
                        py: 0.5,
                        borderRadius: 999,
                        border: `1px solid ${palette.line}`,
                        bgcolor: '#f4f7fa',
                        color: 'primary.main',
                        fontSize: '0.875rem',
                        fontWeight: 600,
                        textDecoration: 'none',
                        '&:hover': { borderColor: palette.navy, bgcolor: '#eaf0f6' },
                        '&:focus-visible': { outline: `3px solid ${palette.red}`, outlineOffset: 2 },
                      }}
                    >
                      <LocalOfferOutlined sx={{ fontSize: 16 }} aria-hidden />
                      {tag}
                    </LinkBox>
                  </li>
                ))}
              </Box>
            </Section>
          )}
        </Box>
      </Box>
    </LiveTenderProvider>
  );
}

const richTextSx = {
  fontSize: '1rem',
  lineHeight: 1.65,
  overflowWrap: 'anywhere',
  '& > :first-of-type': { mt: 0 },
  '& > :last-child': { mb: 0 },
  '& p': { my: 1.25 },
  '& ul, & ol': { pl: 3, my: 1.25 },
  '& h2, & h3, & h4': { fontSize: '1.0625rem', fontWeight: 700, mt: 2, mb: 1 },
  '& a': { color: 'primary.main' },
  '& img': { maxWidth: '100%', height: 'auto' },
  '& table': {
    width: '100%',
    borderCollapse: 'collapse',
    my: 1.5,
    fontSize: '0.9375rem',
    display: 'block',
    overflowX: 'auto',
  },
  '& th, & td': { border: `1px solid ${palette.line}`, px: 1.25, py: 0.75, textAlign: 'left' },
  '& th': { bgcolor: '#f4f6f9', fontWeight: 600 },
} as const;
