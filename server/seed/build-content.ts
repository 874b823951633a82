/** Rows for the demo's announcements and home slides (the portal pages are reference data: server/seed/reference-data.ts). Pure. */
import { TENDER_TYPE } from '../../lib/contract/lookups';
import { ANNOUNCEMENTS } from './data/announcements';
import { SLIDES, slideUrl } from './media-manifest';
import type { Insert } from './row-types';
import { at } from './time';

export interface ContentRows {
  duyuru: Insert<'duyuru'>[];
  anaSayfaSlider: Insert<'anaSayfaSlider'>[];
}

export function buildContent(now: Date): ContentRows {
  const tip = TENDER_TYPE.publicSale;
  return {
    // Oldest first, so ids grow with publication date.
    duyuru: [...ANNOUNCEMENTS]
      .sort((a, b) => a.yayin - b.yayin)
      .map((a) => ({
        baslik: a.baslik,
        icerik: a.icerik,
        yayinTarihi: at(now, a.yayin),
        popup: a.popup ?? false,
        yayindanKaldir: a.withdrawn ?? false,
        ihaleTipiId: tip,
      })),
    anaSayfaSlider: SLIDES.map((s, i) => ({
      url: slideUrl(s.slug),
      siraNo: i + 1,
      aciklama: s.aciklama,
      ihaleTipiId: tip,
      aktif: true,
    })),
  };
}
