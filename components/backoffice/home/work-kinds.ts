import { TENDER_STATUS } from '@/lib/contract/lookups';
import type { WorkKind } from '@/lib/contract/work-queue';

/** How the home shows a kind of work: its card, the screen where it is done, and each item's page. */
export interface WorkKindView {
  title: string;
  description: string;
  /** The screen where this work is done. */
  href: string;
  linkLabel: string;
  /** "3 talep": the count with what it counts. */
  unit: string;
  empty: string;
  /** What an item's date is. */
  dateLabel: string;
  itemHref(id: number): string;
}

export const WORK_KIND_VIEWS: Record<WorkKind, WorkKindView> = {
  destek: {
    title: 'Yanıt Bekleyen Destek Talepleri',
    description: 'Teklif verenin son yazdığı, kurumun yanıtını bekleyen talepler',
    href: '/yonetim/destek',
    linkLabel: 'Destek taleplerine git',
    unit: 'talep',
    empty: 'Yanıt bekleyen destek talebi yok.',
    dateLabel: 'Son mesaj',
    itemHref: (id) => `/yonetim/destek/${id}`,
  },
  karar: {
    title: 'Karar Bekleyen İhaleler',
    description: 'Teklif süresi biten, sonucu İhale Sorumlusunca belirlenecek ihaleler',
    // The tender list keeps its status filter in the address: it opens on the same tenders.
    href: `/yonetim/ihaleler?durum=${TENDER_STATUS.degerlendiriliyor}`,
    linkLabel: 'Değerlendirmedeki ihalelere git',
    unit: 'ihale',
    empty: 'Karar bekleyen ihale yok.',
    dateLabel: 'Bitiş',
    itemHref: (id) => `/yonetim/ihaleler/${id}/sonuc`,
  },
  iadeOnayi: {
    title: 'Onayınızı Bekleyen Ödeme Talimatları',
    description: 'Başka bir personelin hazırladığı teminat iade talimatları (dört göz onayı)',
    href: '/yonetim/mali/iadeler',
    linkLabel: 'Teminat iadelerine git',
    unit: 'talimat',
    empty: 'Onayınızı bekleyen ödeme talimatı yok.',
    dateLabel: 'Hazırlanma',
    itemHref: () => '/yonetim/mali/iadeler',
  },
  ekstreSatiri: {
    title: 'Eşleşmeyen Ekstre Satırları',
    description: 'Hiçbir hesaba eşleşmeyen ya da daha önce aktarılan bir satıra benzeyen gelen havaleler',
    href: '/yonetim/mali/ekstreler',
    linkLabel: 'Banka ekstrelerine git',
    unit: 'satır',
    empty: 'Eşleşmeyi bekleyen ekstre satırı yok.',
    dateLabel: 'İşlem tarihi',
    itemHref: () => '/yonetim/mali/ekstreler',
  },
  bugunOdeme: {
    title: 'Son Ödeme Günü Bugün Olan Satışlar',
    description: 'Kazanılan ihalelerden bakiyesi bugün gün sonuna kadar ödenmesi gerekenler',
    href: '/yonetim/mali/odemeler',
    linkLabel: 'Satış ödemelerine git',
    unit: 'satış',
    empty: 'Bugün son ödeme günü olan satış yok.',
    dateLabel: 'Son ödeme',
    itemHref: () => '/yonetim/mali/odemeler',
  },
};
