'use client';
import { LinkCards } from '@/components/backoffice/common/link-cards';
import { SectionHeader, STAFF_HOME_TRAIL } from '@/components/backoffice/layout/section-header';

/** The content sections (docs/architecture.md §8 Content); the slider screen is its own module. */
const SECTIONS = [
  {
    href: '/yonetim/icerik/duyurular',
    label: 'Duyurular',
    description: 'Duyuru ekleme, düzenleme ve yayından kaldırma',
  },
  {
    href: '/yonetim/icerik/slider',
    label: 'Ana Sayfa Slider',
    description: 'Ana sayfadaki görsellerin sırası ve açıklamaları',
  },
  {
    href: '/yonetim/icerik/sayfalar',
    label: 'Portal Sayfaları',
    description: 'Üyelik şartları, KVKK metni, kullanıcı sözleşmesi, SSS ve kullanım kılavuzu',
  },
  {
    href: '/yonetim/icerik/iletisim',
    label: 'İletişim Bilgileri',
    description: 'İletişim sayfasındaki adres, telefon ve e-posta',
  },
] as const;

/** /yonetim/icerik: the content sections. */
export function ContentIndex() {
  return (
    <>
      <SectionHeader trail={STAFF_HOME_TRAIL} title="İçerik" />
      <LinkCards items={SECTIONS} />
    </>
  );
}
