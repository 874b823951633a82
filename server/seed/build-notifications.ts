/**
 * Demo inbox items for Mehmet Kaya (docs/architecture.md §13), so a freshly seeded portal shows the
 * bell working: two unread notices about running public tenders and one read deposit receipt. They
 * are written as the delivery worker leaves them (an outbox row, already processed, and the item).
 */
import { TENDER_STATUS, TENDER_TYPE } from '../../lib/contract/lookups';
import type { NotificationEvent } from '../../lib/contract/notifications';
import { formatMoney } from '../../lib/format/money';
import { PARA_BIRIMI } from './data/lookups';
import { PERSON_ACCOUNTS } from './data/people';
import type { Insert } from './row-types';
import { at, days, minutes } from './time';

const MEHMET = PERSON_ACCOUNTS[1].cariId;

interface DemoItem {
  event: NotificationEvent;
  baslik: string;
  metin: string;
  baglanti: string;
  ago: number;
  read: boolean;
}

const kurus = (v: string | number | null | undefined) => Math.round(Number(v ?? 0) * 100);

export function buildNotifications(
  now: Date,
  tenders: { ihale: Insert<'ihale'>[]; teklif: Insert<'teklif'>[] },
): { bildirimOlayi: Insert<'bildirimOlayi'>[]; bildirim: Insert<'bildirim'>[] } {
  const running = tenders.ihale
    .filter(
      (t) => t.ihaleDurumuId === TENDER_STATUS.devam && !t.yayindanKaldir && t.ihaleTipiId === TENDER_TYPE.publicSale,
    )
    .sort((a, b) => (a.bitisTarihi?.getTime() ?? 0) - (b.bitisTarihi?.getTime() ?? 0));
  // The one with bids ending last has the most time left to follow the link to; the soonest makes "ends soon".
  const hasBids = (id: number | undefined) => tenders.teklif.some((b) => b.ihaleId === id);
  const outbid = [...running].reverse().find((t) => hasBids(t.id));
  const ending = running[0];
  if (!outbid?.id || !ending?.id) throw new Error('Seed plan has no running public tender for the demo inbox');
  const top = tenders.teklif
    .filter((b) => b.ihaleId === outbid.id)
    .sort((a, b) => Number(b.teklifTutari) - Number(a.teklifTutari))[0];
  const paraBirimiId = outbid.paraBirimiId ?? 1;
  const currency = Object.values(PARA_BIRIMI).find((p) => p.id === paraBirimiId)?.adi ?? 'TL';
  const highest = top ? Number(top.teklifTutari) : 0;

  const items: DemoItem[] = [
    {
      event: { tur: 'teminatAlindi', cariId: MEHMET, tutar: { kurus: 5_000_000, paraBirimiId: 1 } },
      baslik: 'Teminatınız alındı',
      metin: '50.000,00 TL teminat ödemeniz hesabınıza geçti.',
      baglanti: '/finansal-bilgilerim/teminat-bilgileri',
      ago: days(2),
      read: true,
    },
    {
      event: { tur: 'bitiyor', ihaleId: ending.id, bitis: (ending.bitisTarihi ?? now).toISOString() },
      baslik: `İhale yakında sona eriyor: ${ending.baslik}`,
      metin: 'Takip ettiğiniz ihalenin bitmesine 30 dakikadan az kaldı.',
      baglanti: `/ihaleler/${ending.id}`,
      ago: minutes(25),
      read: false,
    },
    {
      event: {
        tur: 'teklifGecildi',
        ihaleId: outbid.id,
        liderCariId: top?.cariId ?? 0,
        teklif: { kurus: kurus(highest), paraBirimiId },
        zaman: at(now, -minutes(8)).toISOString(),
      },
      baslik: `Teklifiniz geçildi: ${outbid.baslik}`,
      metin: `Yeni en yüksek teklif ${formatMoney(highest, currency)}. Yeniden teklif vermek için ihaleye gidin.`,
      baglanti: `/ihaleler/${outbid.id}`,
      ago: minutes(8),
      read: false,
    },
  ];

  return {
    bildirimOlayi: items.map((it, i) => ({
      id: i + 1,
      tur: it.event.tur,
      cariId: MEHMET,
      ihaleId: 'ihaleId' in it.event ? it.event.ihaleId : null,
      veri: it.event,
      tekilAnahtar: `${it.event.tur}:demo-seed:${i + 1}`, // kind first, like every key (event-keys.ts)
      olusturmaTarihi: at(now, -it.ago),
      islenmeTarihi: at(now, -it.ago),
    })),
    bildirim: items.map((it, i) => ({
      id: i + 1,
      olayId: i + 1,
      cariId: MEHMET,
      tur: it.event.tur,
      ihaleId: 'ihaleId' in it.event ? it.event.ihaleId : null,
      baslik: it.baslik,
      metin: it.metin,
      baglanti: it.baglanti,
      olusturmaTarihi: at(now, -it.ago),
      okunmaTarihi: it.read ? at(now, -it.ago + minutes(30)) : null,
    })),
  };
}
