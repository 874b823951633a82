import type { TenderDetailModel } from '@/lib/api/tenders';
import { TENDER_STATUS } from '@/lib/contract/lookups';

/** ISO 4217 code of the currency name the API gives ('TL' → 'TRY'). */
export function currencyCode(name: string): string {
  const n = name.trim().toUpperCase();
  if (n === 'TL' || n === 'TRY' || n === '₺') return 'TRY';
  return /^[A-Z]{3}$/.test(n) ? n : 'TRY';
}

/**
 * What a buyer could do with the lot at each public status, in schema.org ItemAvailability terms.
 * Only a tender with a winner is sold; one that ended without a winner or was cancelled was taken
 * off sale unsold (Discontinued); while the bids are weighed the lot is held, not sold (Reserved).
 * A status not listed (a draft, an id this build does not know) says nothing rather than guess.
 */
const AVAILABILITY: Partial<Record<number, string>> = {
  [TENDER_STATUS.baslamadi]: 'https://schema.org/PreOrder',
  [TENDER_STATUS.devam]: 'https://schema.org/InStock',
  [TENDER_STATUS.degerlendiriliyor]: 'https://schema.org/Reserved',
  [TENDER_STATUS.kazananBelirli]: 'https://schema.org/SoldOut',
  [TENDER_STATUS.kazananBelirsiz]: 'https://schema.org/Discontinued',
  [TENDER_STATUS.iptal]: 'https://schema.org/Discontinued',
};

/**
 * schema.org Product with an Offer: the lot on sale, its current price and the bidding window. The
 * JSON is embedded with '<' escaped so no text in it can close the script element.
 */
export function tenderJsonLd(t: TenderDetailModel, origin: string, description: string): string {
  const url = `${origin}/ihaleler/${t.id}`;
  const image = t.gallery[0]?.url ?? t.cardImage?.url;
  const data = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: t.title,
    description: description || undefined,
    sku: t.number,
    url,
    image: image ? new URL(image, origin).toString() : undefined,
    category: t.item?.category ?? undefined,
    offers: {
      '@type': 'Offer',
      url,
      price: (t.currentPrice ?? 0).toFixed(2),
      priceCurrency: currencyCode(t.currency),
      availability: AVAILABILITY[t.statusId],
      validFrom: t.startDate,
      priceValidUntil: t.endDate.slice(0, 10),
    },
  };
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

export function TenderJsonLd({ json }: { json: string }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON built above with '<' escaped
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
