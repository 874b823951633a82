import type { ContactDetails } from '../../../lib/rules/contact-details';

/**
 * The institution's contact details as /iletisim showed them before they moved to `portal_ayar`
 * (docs/architecture.md §8 Content); Destek edits them at /yonetim/icerik/iletisim.
 */
export const CONTACT_DETAILS: ContactDetails = {
  birim: 'E-Satış İhale Birimi',
  adres: [
    'Makine ve Kimya Endüstrisi A.Ş. Genel Müdürlüğü',
    'Dögol Caddesi No: 2, 06330 Tandoğan',
    'Çankaya / ANKARA',
  ].join('\n'),
  telefon: '+90 (312) 296 00 00',
  faks: '+90 (312) 296 00 01',
  eposta: 'esatis@mkeas.gov.tr',
  calismaSaatleri: 'Hafta içi 08:30 – 17:30',
  enlem: 39.9307,
  boylam: 32.8217,
};
