/**
 * Contact details shown on /iletisim. The portal has no API for them (docs/spec.md §2 lists them as page
 * content), so they live here, in one place.
 */
export const CONTACT = {
  unit: 'E-Satış İhale Birimi',
  addressLines: [
    'Makine ve Kimya Endüstrisi A.Ş. Genel Müdürlüğü',
    'Dögol Caddesi No: 2, 06330 Tandoğan',
    'Çankaya / ANKARA',
  ],
  phone: { display: '+90 (312) 296 00 00', href: 'tel:+903122960000' },
  fax: '+90 (312) 296 00 01',
  email: 'esatis@mkeas.gov.tr',
  workingHours: 'Hafta içi 08:30 – 17:30',
  /** Map centre of the head office. */
  location: { lat: 39.9307, lon: 32.8217 },
} as const;

/** Directions in the visitor's map service (opens in a new tab). */
export const directionsUrl = (lat: number, lon: number) =>
  `https://www.google.com/maps/dir/?api=1&destination=${lat.toFixed(5)},${lon.toFixed(5)}`;

/** OpenStreetMap's embeddable map around a point, with a marker (allowed by the portal's CSP). */
export function mapEmbedUrl(lat: number, lon: number, span = 0.006): string {
  const bbox = [lon - span * 1.6, lat - span, lon + span * 1.6, lat + span].map((n) => n.toFixed(5)).join(',');
  return `https://www.openstreetmap.org/export/embed.html?bbox=${bbox}&layer=mapnik&marker=${lat.toFixed(5)},${lon.toFixed(5)}`;
}
