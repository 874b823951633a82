/** Directions in the visitor's map service (opens in a new tab). */
export const directionsUrl = (lat: number, lon: number) =>
  `https://www.google.com/maps/dir/?api=1&destination=${lat.toFixed(5)},${lon.toFixed(5)}`;

/** OpenStreetMap's embeddable map around a point, with a marker (allowed by the portal's CSP). */
export function mapEmbedUrl(lat: number, lon: number, span = 0.006): string {
  const bbox = [lon - span * 1.6, lat - span, lon + span * 1.6, lat + span].map((n) => n.toFixed(5)).join(',');
  return `https://www.openstreetmap.org/export/embed.html?bbox=${bbox}&layer=mapnik&marker=${lat.toFixed(5)},${lon.toFixed(5)}`;
}
