import { sql } from 'drizzle-orm';
import type { NotificationEvent } from '../../lib/contract/notifications';
import type { ServerConfig } from '../config';
import type { Db } from '../db/client';
import { PermanentDeliveryError } from './channels/delivery-error';
import type { MailSender } from './channels/mail-sender';
import type { PushSender } from './channels/push-sender';
import type { SmsSender } from './channels/sms-sender';
import { currencyNames } from './template-context';
import { describeNotification, smsText } from './templates/describe';
import { renderEmail } from './templates/email';
import { unsubscribeUrl } from './unsubscribe-token';

const rowsOf = <T>(res: unknown) => (res as { rows: T[] }).rows;

export interface Channels {
  mail: MailSender | null;
  sms: SmsSender | null;
  push: PushSender | null;
}

export interface DeliverDeps {
  db: Db;
  config: ServerConfig;
  channels: Channels;
  now: () => Date;
}

/** How a delivery that failed is tried again: `limit` more times, waiting `delaySeconds`, doubling up to `maxDelaySeconds`. */
export interface RetryPolicy {
  limit: number;
  delaySeconds: number;
  maxDelaySeconds: number;
}

/** A delivery a worker has taken: its id and how many attempts it has had. */
export interface ClaimedDelivery {
  id: number;
  deneme: number;
}

/**
 * Takes up to `batch` deliveries that are due (docs/architecture.md §13): waiting, not held
 * (`gonder_sonra`), and neither leased to a worker nor backing off (`kilit_bitis` past). SKIP LOCKED
 * lets every instance's worker claim at once without taking the same row; the lease (`leaseSeconds`
 * on the database's clock) is what brings a delivery back when the worker that took it died.
 */
export async function claimDeliveries(db: Db, p: { batch: number; leaseSeconds: number }): Promise<ClaimedDelivery[]> {
  const rows = rowsOf<{ id: number | string; deneme: number }>(
    await db.execute(sql`
      update bildirim_teslimat t set kilit_bitis = clock_timestamp() + ${p.leaseSeconds}::double precision * interval '1 second'
      where t.id in (
        select id from bildirim_teslimat
        where durum = 'bekliyor' and gonder_sonra is null and (kilit_bitis is null or kilit_bitis <= clock_timestamp())
        order by id limit ${p.batch} for update skip locked)
      returning t.id, t.deneme`),
  );
  return rows.map((r) => ({ id: Number(r.id), deneme: Number(r.deneme) }));
}

interface DeliveryRow {
  id: number;
  kanal: 'eposta' | 'sms' | 'push';
  alici: string;
  durum: string;
  gercek_kisilik_id: number;
  ihale_id: number | null;
  ihale_baslik: string | null;
  veri: NotificationEvent;
  adi: string;
  soyadi: string;
  eposta_bildirim_onayi: boolean;
  gsm_bildirim_onayi: boolean;
  p256dh: string | null;
  auth: string | null;
}

/**
 * The deterministic Message-ID of a delivery: a resend of the same delivery (after a crash between
 * the provider's acceptance and our commit) carries the same id, so the recipient's server and the
 * tests can recognise the duplicate.
 */
export function deliveryMessageId(config: ServerConfig, teslimatId: number): string {
  return `<bildirim-teslimat-${teslimatId}@${new URL(config.publicOrigin).hostname}>`;
}

/**
 * Sends one claimed delivery (docs/architecture.md §13), idempotently: a delivery that is no longer
 * `bekliyor` is left alone, and the move to `gonderildi` is a conditional UPDATE right after the
 * provider accepted, so it happens once. The window that remains: the process dies after the
 * provider accepted and before that UPDATE commits; the lease then runs out, another worker takes
 * the delivery, and the message goes out a second time with the same Message-ID. Consent is checked
 * again here, so an unsubscribe takes effect for messages already queued.
 *
 * A failed attempt waits (`kilit_bitis`) and is tried again as `retry` says; after the last one, or
 * for a permanent refusal, the delivery becomes `basarisiz` with the error.
 */
export async function deliver(deps: DeliverDeps, claimed: ClaimedDelivery, retry: RetryPolicy): Promise<void> {
  const { db } = deps;
  const teslimatId = claimed.id;
  const [row] = rowsOf<DeliveryRow>(
    await db.execute(sql`
      select t.id, t.kanal, t.alici, t.durum, t.gercek_kisilik_id, b.ihale_id, i.baslik as ihale_baslik, o.veri,
             g.adi, g.soyadi, g.eposta_bildirim_onayi, g.gsm_bildirim_onayi, p.p256dh, p.auth
      from bildirim_teslimat t
      join bildirim b on b.id = t.bildirim_id
      join bildirim_olayi o on o.id = b.olay_id
      join gercek_kisilik g on g.id = t.gercek_kisilik_id
      left join ihale i on i.id = b.ihale_id
      left join push_aboneligi p on t.kanal = 'push' and p.endpoint = t.alici
      where t.id = ${teslimatId}`),
  );
  if (row?.durum !== 'bekliyor') return;
  const fail = (message: string) =>
    db.execute(sql`
      update bildirim_teslimat set durum = 'basarisiz', deneme = deneme + 1, son_hata = ${message.slice(0, 500)},
             kilit_bitis = null
      where id = ${teslimatId} and durum = 'bekliyor'`);

  try {
    await send(deps, row);
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    if (err instanceof PermanentDeliveryError || claimed.deneme >= retry.limit) {
      await fail(message);
      if (err instanceof PermanentDeliveryError && row.kanal === 'push')
        await db.execute(sql`delete from push_aboneligi where endpoint = ${row.alici}`);
      return;
    }
    // Backoff: delaySeconds after the first failure, doubling, never more than maxDelaySeconds.
    const wait = Math.min(retry.maxDelaySeconds, retry.delaySeconds * 2 ** claimed.deneme);
    await db.execute(sql`
      update bildirim_teslimat set deneme = deneme + 1, son_hata = ${message.slice(0, 500)},
             kilit_bitis = clock_timestamp() + ${wait}::double precision * interval '1 second'
      where id = ${teslimatId} and durum = 'bekliyor'`);
    return;
  }
  await db.execute(sql`
    update bildirim_teslimat set durum = 'gonderildi', deneme = deneme + 1, son_hata = null, kilit_bitis = null,
           gonderim_tarihi = ${deps.now()}::timestamptz
    where id = ${teslimatId} and durum = 'bekliyor'`);
}

async function send(deps: DeliverDeps, row: DeliveryRow): Promise<void> {
  const { config, channels } = deps;
  // Two statements per message on the database (this select and the status update): the tender's
  // title comes with the row, the currency names from a per-minute cache.
  const text = describeNotification(row.veri, {
    ihaleBaslik: row.ihale_baslik,
    paraBirimi: await currencyNames(deps.db),
  });
  const origin = config.publicOrigin;
  switch (row.kanal) {
    case 'eposta': {
      if (!row.eposta_bildirim_onayi) throw new PermanentDeliveryError('e-posta bildirim onayı geri alındı');
      if (!channels.mail) throw new PermanentDeliveryError('e-posta kanalı yapılandırılmamış');
      const unsubscribe = await unsubscribeUrl(deps, { gercekKisilikId: row.gercek_kisilik_id, kanal: 'eposta' });
      const mail = renderEmail(text, {
        origin,
        recipientName: `${row.adi} ${row.soyadi}`,
        unsubscribeUrl: unsubscribe,
      });
      await channels.mail.send({
        ...mail,
        to: row.alici,
        messageId: deliveryMessageId(config, row.id),
        unsubscribeUrl: unsubscribe,
      });
      return;
    }
    case 'sms': {
      if (!row.gsm_bildirim_onayi) throw new PermanentDeliveryError('GSM bildirim onayı geri alındı');
      if (!channels.sms) throw new PermanentDeliveryError('SMS kanalı yapılandırılmamış');
      await channels.sms.send({ to: row.alici, text: smsText(text, origin), reference: `teslimat-${row.id}` });
      return;
    }
    case 'push': {
      if (!row.p256dh || !row.auth) throw new PermanentDeliveryError('push aboneliği kaldırılmış');
      if (!channels.push) throw new PermanentDeliveryError('push kanalı yapılandırılmamış');
      await channels.push.send(
        { endpoint: row.alici, p256dh: row.p256dh, auth: row.auth },
        { title: text.baslik, body: text.paragraflar[0] ?? '', url: text.baglanti ?? '/' },
      );
      return;
    }
  }
}
