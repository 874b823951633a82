import { Fragment, type ReactNode } from 'react';
import Link from 'next/link';
import { Icon } from '@/components/ui/icon';
import { InsertDriveFileOutlinedIcon } from '@/components/ui/icons/insert-drive-file-outlined';
import { LocalOfferOutlinedIcon } from '@/components/ui/icons/local-offer-outlined';
import { PictureAsPdfOutlinedIcon } from '@/components/ui/icons/picture-as-pdf-outlined';
import { PlaceOutlinedIcon } from '@/components/ui/icons/place-outlined';
import type { FileModel, TenderDetailModel } from '@/lib/api/tenders';
import { formatDateTime } from '@/lib/format/date';
import { formatMoney } from '@/lib/format/money';
import { hasBidRecord, showsCountdown, showsPriceBox } from '@/lib/rules/tender-status';
import { RecordLink } from '@/components/transparency/record-link';
import { AuctionControls } from '@/components/auction/auction-controls';
import { FavouriteToggle } from '@/components/auction/favourite-toggle';
import { LiveBidHistory } from '@/components/auction/live-bid-history';
import { LiveCountdown } from '@/components/auction/live-countdown';
import { LivePriceAmount, LivePriceLabel, LivePriceTlEquivalent } from '@/components/auction/live-price';
import { liveSnapshotOf } from '@/components/auction/live-snapshot';
import { LiveTenderProvider } from '@/components/auction/live-tender-context';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { BidHistoryView, needsVirtualRows } from './bid-history-view';
import { VatLabel } from './price-notes';
import { CountdownView } from './countdown-view';
import { StatusChip } from './status-chip';
import { TenderGallery } from './tender-gallery';
import { TenderResultBox } from './tender-result-box';
import styles from './tender-detail.module.css';

const quantityFormat = new Intl.NumberFormat('tr-TR', { maximumFractionDigits: 3 });

function Section({ title, id, children }: { title: string; id: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className={styles.card}>
      <h2 id={id} className={styles.sectionTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/** A definition list of label/value rows; rows without a value are left out. */
function InfoList({ rows, testId }: { rows: Array<[string, ReactNode]>; testId?: string }) {
  return (
    <dl data-testid={testId} className={styles.info}>
      {rows
        .filter(([, v]) => v !== null && v !== undefined && v !== '')
        .map(([label, value]) => (
          <Fragment key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </Fragment>
        ))}
    </dl>
  );
}

function FileLinks({ files }: { files: FileModel[] }) {
  return (
    <ul className={styles.files}>
      {files.map((f) => {
        const pdf = f.url.toLowerCase().endsWith('.pdf');
        return (
          <li key={f.id}>
            <a href={f.url} download className={styles.file}>
              <Icon
                def={pdf ? PictureAsPdfOutlinedIcon : InsertDriveFileOutlinedIcon}
                style={pdf ? { color: 'var(--red)' } : undefined}
              />
              <span>{f.name}</span>
              <span className={styles.fileHint}>{pdf ? 'PDF · İndir' : 'İndir'}</span>
            </a>
          </li>
        );
      })}
    </ul>
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
  const boxAmount = hasBids ? t.highestBid : t.openingPrice;
  const money = (v: number | null) => (v === null ? null : formatMoney(v, t.currency));
  const snapshot = liveSnapshotOf(t);
  const { bids: _bids, ...controlsSnapshot } = snapshot;

  return (
    // Live bids, extensions and start/end reloads for the price box, countdown and bid list.
    <LiveTenderProvider snapshot={snapshot}>
      <Breadcrumbs
        items={[{ label: 'Ana Sayfa', href: '/' }, { label: 'İhaleler', href: '/ihaleler' }, { label: 'İhale Detay' }]}
      />
      {/*
        The DOM is in a bidder's order, which is also the phone's (issue #36): title, price and the
        time left, then the bid box, the bids, and only then the gallery and the data. Keyboard and
        screen-reader users meet them in the same order; from 1024 px the grid puts the gallery and
        the data on the left, beside the bidding column.
      */}
      <div className={styles.layout}>
        <div className={styles.sideArea}>
          <div className={`${styles.card} ${styles.summary}`}>
            <div className={styles.statusRow}>
              <StatusChip statusId={t.statusId} name={t.statusName} size="medium" />
              <FavouriteToggle ihaleId={t.id} />
            </div>
            <div>
              <h1 className={styles.title}>{t.title}</h1>
              <div className={styles.meta}>
                {t.deliveryPlace && (
                  <span className={styles.metaItem}>
                    <Icon def={PlaceOutlinedIcon} size={18} />
                    {t.deliveryPlace}
                  </span>
                )}
                <span>
                  İhale No: <strong>{t.number}</strong>
                </span>
              </div>
            </div>
            {t.result && (
              <TenderResultBox
                result={t.result}
                statusId={t.statusId}
                bidCount={t.bidCount}
                currency={t.currency}
                reason={t.statusReason}
              />
            )}
            {showsPriceBox(t.statusId) && (
              <div data-testid="price-box" className={styles.priceBox}>
                <span className={styles.priceLabel}>
                  <LivePriceLabel statusId={t.statusId} hasBids={hasBids} />
                  {t.vatIncluded !== null && <VatLabel included={t.vatIncluded} tone="dark" />}
                </span>
                <span className={styles.priceAmount}>
                  <LivePriceAmount amount={boxAmount} currency={t.currency} />
                </span>
                {t.exchangeRate && <LivePriceTlEquivalent amount={boxAmount} rate={t.exchangeRate} />}
              </div>
            )}
            {/* The time left is read before the bid box it decides about. */}
            {showsCountdown(t.statusId) && (
              <LiveCountdown statusId={t.statusId} start={t.startDate} end={t.endDate} serverNow={serverNow}>
                <CountdownView statusId={t.statusId} start={t.startDate} end={t.endDate} now={Date.parse(serverNow)} />
              </LiveCountdown>
            )}
            {/* Alias, join and bid controls (docs/spec.md §2, §4); the bid list travels once, with the provider. */}
            <AuctionControls snapshot={controlsSnapshot} />
          </div>
          <LiveBidHistory currency={t.currency} longList={needsVirtualRows(t.bids.length)}>
            <BidHistoryView bids={t.bids} currency={t.currency} />
          </LiveBidHistory>
          {hasBidRecord(t.statusId) && <RecordLink ihaleId={t.id} />}
        </div>

        <div className={styles.galleryArea}>
          <TenderGallery images={images} title={t.title} />
        </div>

        <div className={styles.contentArea}>
          <Section title="İhale Bilgileri" id="tender-info-title">
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
          </Section>

          <Section title="İhale Açıklaması" id="tender-description">
            {descriptionHtml ? (
              <div
                className={`tender-description ${styles.description}`}
                // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on the server with the allow-list of lib/api/sanitize-html.ts
                dangerouslySetInnerHTML={{ __html: descriptionHtml }}
              />
            ) : (
              <p className={styles.muted}>Açıklama bulunmamaktadır.</p>
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
                <div>
                  <h3 className={styles.subTitle}>Malzeme Dosyaları</h3>
                  <FileLinks files={t.item.files} />
                </div>
              )}
            </Section>
          )}

          {t.tags.length > 0 && (
            <Section title="Etiketler" id="tender-tags">
              <ul className={styles.tags}>
                {t.tags.map((tag) => (
                  <li key={tag}>
                    <Link href={`/ihaleler?etiket=${encodeURIComponent(tag)}`} className={styles.tag}>
                      <Icon def={LocalOfferOutlinedIcon} size={16} />
                      {tag}
                    </Link>
                  </li>
                ))}
              </ul>
            </Section>
          )}
        </div>
      </div>
    </LiveTenderProvider>
  );
}
