import { randomUUID } from 'node:crypto';
import type { NotificationEvent } from '../../lib/contract/notifications';
import type { Db } from '../db/client';
import { bildirim, bildirimOlayi } from '../db/schema';

/**
 * An inbox item as the delivery worker leaves it (docs/architecture.md §13): the outbox row, then the
 * account's item. Tests of the inbox and the seed use it until they can cause real notifications.
 */
export async function insertInboxItem(
  db: Db,
  p: {
    cariId: number;
    ihaleId?: number;
    baslik?: string;
    metin?: string;
    baglanti?: string | null;
    at?: Date;
    read?: Date | null;
  },
): Promise<number> {
  const veri: NotificationEvent = {
    tur: 'teklifGecildi',
    ihaleId: p.ihaleId ?? 1,
    liderCariId: 0,
    teklif: { kurus: 100_000, paraBirimiId: 1 },
    zaman: (p.at ?? new Date()).toISOString(),
  };
  const [olay] = await db
    .insert(bildirimOlayi)
    .values({
      tur: veri.tur,
      cariId: p.cariId,
      ihaleId: veri.ihaleId,
      veri,
      tekilAnahtar: `${veri.tur}:test:${randomUUID()}`,
      olusturmaTarihi: p.at ?? new Date(),
      islenmeTarihi: p.at ?? new Date(),
    })
    .returning({ id: bildirimOlayi.id });
  const [item] = await db
    .insert(bildirim)
    .values({
      olayId: olay.id,
      cariId: p.cariId,
      tur: veri.tur,
      ihaleId: veri.ihaleId,
      baslik: p.baslik ?? 'Teklifiniz geçildi',
      metin: p.metin ?? 'İhalede teklifiniz geçildi.',
      baglanti: p.baglanti === undefined ? `/ihaleler/${veri.ihaleId}` : p.baglanti,
      olusturmaTarihi: p.at ?? new Date(),
      okunmaTarihi: p.read ?? null,
    })
    .returning({ id: bildirim.id });
  return item.id;
}
