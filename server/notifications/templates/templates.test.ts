import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { NOTIFICATION_KINDS, type NotificationEvent } from '../../../lib/contract/notifications';
import { describeNotification, SMS_MAX_LENGTH, smsText } from './describe';
import { renderEmail } from './email';

const m = (kurus: number) => ({ kurus, paraBirimiId: 1 });
const ctx = { ihaleBaslik: 'Hurda Bakır Kablo <12 ton> & Çelik Şase', paraBirimi: () => 'TL' };
const EVENTS: Record<string, NotificationEvent> = {
  teklifGecildi: {
    tur: 'teklifGecildi',
    ihaleId: 7,
    liderCariId: 2,
    teklif: m(123_456_78),
    zaman: '2026-11-20T09:00:00Z',
  },
  favoriBaslayacak: { tur: 'favoriBaslayacak', ihaleId: 7, baslangic: '2026-11-20T10:00:00Z' },
  favoriBasladi: { tur: 'favoriBasladi', ihaleId: 7 },
  bitiyor: { tur: 'bitiyor', ihaleId: 7, bitis: '2026-11-20T09:30:00Z' },
  uzatildi: { tur: 'uzatildi', ihaleId: 7, bitis: '2026-11-20T09:33:00Z' },
  kazandi: {
    tur: 'kazandi',
    cariId: 1,
    ihaleId: 7,
    tutar: m(5_000_000),
    kullanilanTeminat: m(500_000),
    kalanOdeme: m(4_500_000),
    sonOdemeTarihi: '2026-11-27T20:59:59Z',
  },
  kaybetti: { tur: 'kaybetti', cariId: 1, ihaleId: 7, serbestTeminat: m(500_000) },
  teminatAlindi: { tur: 'teminatAlindi', cariId: 1, tutar: m(500_000) },
  odemeAlindi: { tur: 'odemeAlindi', cariId: 1, ihaleId: 7, tutar: m(1_000_000), kalanOdeme: m(3_500_000) },
  iadeOnaylandi: { tur: 'iadeOnaylandi', cariId: 1, tutar: m(500_000) },
  iadeOdendi: { tur: 'iadeOdendi', cariId: 1, tutar: m(500_000) },
  iadeDondu: { tur: 'iadeDondu', cariId: 1, tutar: m(500_000) },
  iadeReddedildi: { tur: 'iadeReddedildi', cariId: 1, tutar: m(500_000), neden: 'IBAN hatalı' },
  odemeYarinSonGun: {
    tur: 'odemeYarinSonGun',
    cariId: 1,
    ihaleId: 7,
    kalanOdeme: m(4_500_000),
    sonOdemeTarihi: '2026-11-27T20:59:59Z',
  },
  ikinciTeklifDaveti: {
    tur: 'ikinciTeklifDaveti',
    cariId: 1,
    ihaleId: 7,
    tutar: m(4_000_000),
    sonCevapTarihi: '2026-11-22T09:00:00Z',
  },
  ihaleIptal: { tur: 'ihaleIptal', ihaleId: 7, neden: 'Teknik şartname değişti' },
  yanitVerildi: { tur: 'yanitVerildi', cariId: 1, iletisimId: 3, konu: 'Teslimat saati' },
};

describe('notification templates', () => {
  it('have a Turkish text for every kind, an SMS within two parts, and an accessible, escaped e-mail', () => {
    assert.deepEqual(Object.keys(EVENTS).sort(), [...NOTIFICATION_KINDS].sort());
    for (const kind of NOTIFICATION_KINDS) {
      const text = describeNotification(EVENTS[kind], ctx);
      assert.ok(text.baslik && text.paragraflar.length > 0, kind);
      const sms = smsText(text, 'https://esatis.example.gov.tr');
      assert.ok(sms.length <= SMS_MAX_LENGTH, `${kind}: SMS of ${sms.length} characters`);
      const mail = renderEmail(text, {
        origin: 'https://esatis.example.gov.tr',
        recipientName: 'Mehmet Yılmaz',
        unsubscribeUrl: 'https://esatis.example.gov.tr/api/bildirimler/abonelik-iptal?t=x',
      });
      assert.match(mail.html, /<html lang="tr">/);
      assert.equal((mail.html.match(/<h1/g) ?? []).length, 1);
      assert.doesNotMatch(mail.html, /<12 ton>/, 'the title is escaped');
      assert.match(mail.html, /E-posta bildirimlerini kapat/);
      assert.match(mail.html, /alt="[^"]+"/);
      assert.match(mail.text, /abonelik-iptal/);
    }
  });

  it('outbid: the subject reads exactly "Teklifiniz geçildi: {title}", with the new highest bid in TL', () => {
    const mail = renderEmail(describeNotification(EVENTS.teklifGecildi, ctx), {
      origin: 'https://esatis.example.gov.tr',
      recipientName: 'Mehmet Yılmaz',
      unsubscribeUrl: 'https://x/y',
    });
    assert.equal(mail.subject, `Teklifiniz geçildi: ${ctx.ihaleBaslik}`);
    assert.match(mail.text, /123\.456,78 TL/);
    assert.match(mail.text, /https:\/\/esatis\.example\.gov\.tr\/ihaleler\/7/);
  });

  it('won: amount, deposit used, balance, deadline in Istanbul time, and what happens next', () => {
    const text = describeNotification(EVENTS.kazandi, ctx);
    assert.deepEqual(text.ayrintilar, [
      ['Kazanılan tutar', '50.000,00 TL'],
      ['Kullanılan teminat', '5.000,00 TL'],
      ['Ödenecek kalan tutar', '45.000,00 TL'],
      ['Son ödeme tarihi', '27.11.2026 23:59'],
    ]);
    assert.match(text.paragraflar.join(' '), /teslimat/);
  });
});
