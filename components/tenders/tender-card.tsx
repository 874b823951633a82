import type { ReactNode } from 'react';
import Link from 'next/link';
import { Icon } from '@/components/ui/icon';
import { ImageOutlinedIcon } from '@/components/ui/icons/image-outlined';
import { PlaceOutlinedIcon } from '@/components/ui/icons/place-outlined';
import type { TenderCardModel } from '@/lib/api/tenders';
import { formatDateTime } from '@/lib/format/date';
import { CardPrice } from '@/components/auction/card-price';
import { LiveCardPrice } from '@/components/auction/live-card-price';
import { VatLabel } from './price-notes';
import { StatusChip } from './status-chip';
import { visuallyHidden } from '@/components/ui/visually-hidden';
import styles from './tender-card.module.css';

export type { TenderCardModel } from '@/lib/api/tenders';

export interface TenderCardProps {
  tender: TenderCardModel;
  hideStatus?: boolean;
  hideImage?: boolean;
  /** Heading level of the title, so pages keep their heading order (default h3). */
  headingLevel?: 'h2' | 'h3';
  /** Above-the-fold cards load their image eagerly. */
  eagerImage?: boolean;
  /** The list's first picture, its largest paint on a phone: fetched at high priority too. */
  leadImage?: boolean;
  /** Favourite toggle (filled by the live-auction work); sits above the card-wide link. */
  favoriteSlot?: ReactNode;
}

/**
 * A tender in a list or carousel. The whole card is clickable through the title link stretched over
 * it, so keyboard and screen-reader users meet one link per card.
 */
export function TenderCard({
  tender,
  hideStatus,
  hideImage,
  headingLevel = 'h3',
  eagerImage,
  leadImage,
  favoriteSlot,
}: TenderCardProps) {
  const href = `/ihaleler/${tender.id}`;
  const Heading = headingLevel;
  return (
    <article data-testid="tender-card" className={styles.card}>
      {!hideImage && (
        <div className={styles.media}>
          {tender.imageUrl ? (
            // A plain img: SVGs served as-is, sized to avoid layout shift.
            <img
              src={tender.imageUrl}
              alt={tender.imageAlt}
              width={800}
              height={600}
              loading={eagerImage || leadImage ? 'eager' : 'lazy'}
              fetchPriority={leadImage ? 'high' : undefined}
              decoding="async"
              className={styles.image}
            />
          ) : (
            <div className={styles.noImage}>
              <Icon def={ImageOutlinedIcon} size={35} />
            </div>
          )}
        </div>
      )}
      <div className={styles.body}>
        <div className={styles.topRow}>
          <span className={styles.small}>
            İhale No: <strong>{tender.number}</strong>
          </span>
          {!hideStatus && <StatusChip statusId={tender.statusId} name={tender.statusName} />}
        </div>
        <Heading className={styles.title}>
          <Link href={href} className={styles.link}>
            {tender.title}
          </Link>
        </Heading>
        {tender.deliveryPlace && (
          <p className={styles.place}>
            <Icon def={PlaceOutlinedIcon} size={18} />
            <span>
              <span style={visuallyHidden}>Teslimat yeri: </span>
              {tender.deliveryPlace}
            </span>
          </p>
        )}
        <dl className={styles.dates}>
          <dt>Başlangıç</dt>
          <dd>{formatDateTime(tender.startDate)}</dd>
          <dt>Bitiş</dt>
          <dd>{formatDateTime(tender.endDate)}</dd>
        </dl>
        {tender.currentPrice !== null && (
          <div className={styles.priceRow}>
            <span className={styles.priceLabel}>
              Güncel Fiyat
              {tender.vatIncluded !== null && <VatLabel included={tender.vatIncluded} />}
            </span>
            <LiveCardPrice
              ihaleId={tender.id}
              statusId={tender.statusId}
              amount={tender.currentPrice}
              currency={tender.currency}
              exchangeRate={tender.exchangeRate}
            >
              <CardPrice amount={tender.currentPrice} currency={tender.currency} exchangeRate={tender.exchangeRate} />
            </LiveCardPrice>
          </div>
        )}
      </div>
      {favoriteSlot && <div className={styles.slot}>{favoriteSlot}</div>}
    </article>
  );
}
