import {
  ENDING_SOON_MINUTES,
  FAVOURITE_STARTS_SOON_MINUTES,
  type MoneyAmount,
  type NotificationEvent,
} from '../../../lib/contract/notifications';
import { formatDateTime } from '../../../lib/format/date';
import { formatMoney } from '../../../lib/format/money';

/** What a template needs beyond the event: looked up once per event by the worker. */
export interface TemplateContext {
  /** The tender's title, for tender events. */
  ihaleBaslik: string | null;
  /** A currency's name as the portal prints it (para_birimi.adi, e.g. "TL"). */
  paraBirimi: (paraBirimiId: number) => string;
}

/**
 * One notification in Turkish, independent of the channel (docs/architecture.md §13): the title
 * (also the e-mail subject and the push title), the paragraphs, labelled details (the won notice's
 * amounts), the portal path to open, and the SMS text. Channels only lay it out.
 */
export interface NotificationText {
  baslik: string;
  paragraflar: string[];
  ayrintilar: Array<[etiket: string, deger: string]>;
  /** A portal path (e.g. /ihaleler/12), or null. */
  baglanti: string | null;
  sms: string;
}

const FINANCE_PATH = '/finansal-bilgilerim/teminat-bilgileri';
const CONVERSATIONS_PATH = '/profil-iletisim';

export function describeNotification(event: NotificationEvent, ctx: TemplateContext): NotificationText {
  const money = (m: MoneyAmount) => formatMoney(m.kurus / 100, ctx.paraBirimi(m.paraBirimiId));
  const t = ctx.ihaleBaslik ?? 'İhale';
  const tenderPath = 'ihaleId' in event ? `/ihaleler/${event.ihaleId}` : null;
  const base = { ayrintilar: [] as Array<[string, string]>, baglanti: tenderPath };
  switch (event.tur) {
    case 'teklifGecildi':
      return {
        ...base,
        // The subject reads exactly so (issue #15).
        baslik: `Teklifiniz geçildi: ${t}`,
        paragraflar: [
          `"${t}" ihalesinde verdiğiniz teklif geçildi. Yeni en yüksek teklif: ${money(event.teklif)}.`,
          'İhale devam ediyor; yeniden teklif vermek için ihale sayfasını açın.',
        ],
        sms: `Teklifiniz geçildi: ${t}. En yüksek teklif ${money(event.teklif)}.`,
      };
    case 'favoriBaslayacak':
      return {
        ...base,
        baslik: `Favori ihaleniz ${FAVOURITE_STARTS_SOON_MINUTES / 60} saat sonra başlıyor: ${t}`,
        paragraflar: [
          `Favorilerinize eklediğiniz "${t}" ihalesi ${formatDateTime(event.baslangic)} saatinde başlıyor.`,
        ],
        sms: `Favori ihaleniz ${formatDateTime(event.baslangic)} saatinde başlıyor: ${t}.`,
      };
    case 'favoriBasladi':
      return {
        ...base,
        baslik: `Favori ihaleniz başladı: ${t}`,
        paragraflar: [`Favorilerinize eklediğiniz "${t}" ihalesi başladı; teklif verebilirsiniz.`],
        sms: `Favori ihaleniz başladı: ${t}.`,
      };
    case 'bitiyor':
      return {
        ...base,
        baslik: `İhale ${ENDING_SOON_MINUTES} dakika içinde bitiyor: ${t}`,
        paragraflar: [`Katıldığınız "${t}" ihalesi ${formatDateTime(event.bitis)} saatinde sona eriyor.`],
        sms: `Katıldığınız ihale ${formatDateTime(event.bitis)} saatinde bitiyor: ${t}.`,
      };
    case 'uzatildi':
      return {
        ...base,
        baslik: `İhale süresi uzatıldı: ${t}`,
        paragraflar: [
          `Katıldığınız "${t}" ihalesinin süresi son dakikalarda verilen teklif nedeniyle uzatıldı.`,
          `Yeni bitiş: ${formatDateTime(event.bitis)}.`,
        ],
        sms: `İhale süresi uzatıldı: ${t}. Yeni bitiş ${formatDateTime(event.bitis)}.`,
      };
    case 'kazandi':
      return {
        ...base,
        baslik: `İhaleyi kazandınız: ${t}`,
        paragraflar: [
          `Tebrikler, "${t}" ihalesini kazandınız.`,
          `Teminatınız ödemeye sayıldı. Kalan tutarı son ödeme tarihine kadar Finansal Bilgilerim sayfasından kartla ya da havale/EFT ile ödeyin. Ödemeniz alındıktan sonra teslimat için sizinle iletişime geçilir; süresinde ödenmezse teminatınız yanar ve ihale ikinci en yüksek teklif sahibine teklif edilir.`,
        ],
        ayrintilar: [
          ['Kazanılan tutar', money(event.tutar)],
          ['Kullanılan teminat', money(event.kullanilanTeminat)],
          ['Ödenecek kalan tutar', money(event.kalanOdeme)],
          ['Son ödeme tarihi', event.sonOdemeTarihi ? formatDateTime(event.sonOdemeTarihi) : 'Bildirilecek'],
        ],
        sms: `İhaleyi kazandınız: ${t}. Kalan ödeme ${money(event.kalanOdeme)}${
          event.sonOdemeTarihi ? `, son gün ${formatDateTime(event.sonOdemeTarihi)}` : ''
        }.`,
      };
    case 'kaybetti':
      return {
        ...base,
        baslik: `İhale sonuçlandı: ${t}`,
        paragraflar: [
          `"${t}" ihalesini kazanamadınız.`,
          `Bu ihale için ayrılan ${money(event.serbestTeminat)} teminatınız serbest bırakıldı; yeni ihalelerde kullanabilir ya da iadesini isteyebilirsiniz.`,
        ],
        sms: `İhale sonuçlandı: ${t}. Teminatınız serbest bırakıldı.`,
      };
    case 'teminatAlindi':
      return {
        ...base,
        baglanti: FINANCE_PATH,
        baslik: 'Teminat ödemeniz alındı',
        paragraflar: [`${money(event.tutar)} tutarındaki teminat ödemeniz hesabınıza geçti.`],
        sms: `Teminat ödemeniz alındı: ${money(event.tutar)}.`,
      };
    case 'odemeAlindi':
      return {
        ...base,
        baslik: `Ödemeniz alındı: ${t}`,
        paragraflar: [
          `"${t}" ihalesi için ${money(event.tutar)} tutarındaki ödemeniz alındı.`,
          event.kalanOdeme.kurus > 0
            ? `Kalan ödeme: ${money(event.kalanOdeme)}. Son ödeme tarihine kadar ödemeniz gerekmektedir.`
            : 'İhalenin ödemesi tamamlandı; teslimat için sizinle iletişime geçilecektir.',
        ],
        sms: `Ödemeniz alındı: ${t}, ${money(event.tutar)}.`,
      };
    case 'iadeOnaylandi':
      return {
        ...base,
        baglanti: FINANCE_PATH,
        baslik: 'Teminat iade talebiniz onaylandı',
        paragraflar: [`${money(event.tutar)} tutarındaki iade talebiniz onaylandı ve ödeme talimatına alındı.`],
        sms: `Teminat iade talebiniz onaylandı: ${money(event.tutar)}.`,
      };
    case 'iadeOdendi':
      return {
        ...base,
        baglanti: FINANCE_PATH,
        baslik: 'Teminat iadeniz ödendi',
        paragraflar: [`${money(event.tutar)} tutarındaki teminat iadeniz kayıtlı IBAN'ınıza ödendi.`],
        sms: `Teminat iadeniz ödendi: ${money(event.tutar)}.`,
      };
    case 'iadeDondu':
      return {
        ...base,
        baglanti: FINANCE_PATH,
        baslik: 'Teminat iadeniz bankadan geri döndü',
        paragraflar: [
          `${money(event.tutar)} tutarındaki teminat iadeniz bankadan geri döndü; tutar kullanılabilir teminatınıza eklendi.`,
          'IBAN bilginizi kontrol edin.',
        ],
        sms: `Teminat iadeniz bankadan geri döndü: ${money(event.tutar)}. IBAN bilginizi kontrol edin.`,
      };
    case 'iadeReddedildi':
      return {
        ...base,
        baglanti: FINANCE_PATH,
        baslik: 'Teminat iade talebiniz reddedildi',
        paragraflar: [
          `${money(event.tutar)} tutarındaki iade talebiniz reddedildi; tutar kullanılabilir teminatınıza geri eklendi.`,
          `Neden: ${event.neden}`,
        ],
        sms: `Teminat iade talebiniz reddedildi: ${money(event.tutar)}.`,
      };
    case 'odemeYarinSonGun':
      return {
        ...base,
        baslik: `Yarın son ödeme günü: ${t}`,
        paragraflar: [
          `Kazandığınız "${t}" ihalesinin kalan tutarı ${money(event.kalanOdeme)}; son ödeme tarihi ${formatDateTime(event.sonOdemeTarihi)}.`,
          'Süresinde ödenmezse teminatınız yanar.',
        ],
        ayrintilar: [
          ['Ödenecek kalan tutar', money(event.kalanOdeme)],
          ['Son ödeme tarihi', formatDateTime(event.sonOdemeTarihi)],
        ],
        sms: `Yarın son ödeme günü: ${t}. Kalan ${money(event.kalanOdeme)}, son ${formatDateTime(event.sonOdemeTarihi)}.`,
      };
    case 'ikinciTeklifDaveti':
      return {
        ...base,
        baslik: `İhale size teklif ediliyor: ${t}`,
        paragraflar: [
          `"${t}" ihalesinin kazananı ödemeyi yapmadı. Satış ${money(event.tutar)} tutarındaki teklifinizle size teklif ediliyor.`,
          `${formatDateTime(event.sonCevapTarihi)} saatine kadar ihale sayfasından kabul ya da ret yanıtı verin.`,
        ],
        sms: `İhale size teklif ediliyor: ${t}. Son yanıt ${formatDateTime(event.sonCevapTarihi)}.`,
      };
    case 'ihaleIptal':
      return {
        ...base,
        baslik: `İhale iptal edildi: ${t}`,
        paragraflar: [
          `Katıldığınız "${t}" ihalesi iptal edildi.`,
          `Neden: ${event.neden}`,
          'Bu ihale için ayrılan teminatınız serbest bırakıldı.',
        ],
        sms: `İhale iptal edildi: ${t}. Neden: ${event.neden}`,
      };
    case 'yanitVerildi':
      return {
        ...base,
        baglanti: `${CONVERSATIONS_PATH}?iletisim=${event.iletisimId}`,
        baslik: `Mesajınız yanıtlandı: ${event.konu}`,
        paragraflar: [`Kurum "${event.konu}" konulu mesajınızı yanıtladı.`],
        sms: `Mesajınız yanıtlandı: ${event.konu}.`,
      };
  }
}

/** An SMS stays within two parts (2 × 67 characters in UCS-2, which Turkish letters need). */
export const SMS_MAX_LENGTH = 134;

export function smsText(text: NotificationText, origin: string): string {
  const link = text.baglanti ? ` ${origin}${text.baglanti}` : '';
  const room = SMS_MAX_LENGTH - link.length;
  const body = text.sms.length > room ? `${text.sms.slice(0, Math.max(0, room - 1))}…` : text.sms;
  return `${body}${link}`;
}
