import { type SQL, sql } from 'drizzle-orm';
import {
  type BildirimWire,
  type NotificationEvent,
  type NotificationKind,
  OUTBID_COALESCE_MINUTES,
  SMS_KINDS,
} from '../../lib/contract/notifications';
import type { Db } from '../db/client';
import { tenderEndOf } from '../db/schema/tender-end';
import { loadTemplateContexts } from './template-context';
import { describeNotification } from './templates/describe';

const rowsOf = <T>(res: unknown) => (res as { rows: T[] }).rows;

/** Which channels this deployment can send on (a channel without a provider gets no deliveries). */
export interface ChannelAvailability {
  eposta: boolean;
  sms: boolean;
  push: boolean;
}

/** An inbox item that committed, for the hub's BildirimGeldi after the transaction. */
export interface NewInboxItem {
  cariId: number;
  bildirim: BildirimWire;
}

/**
 * Kinds whose repeats within OUTBID_COALESCE_MINUTES per tender and account are merged (holdFor):
 * every notice reaches the inbox, but the messages of a repeat wait for the window's end and only
 * the latest of them goes; in the tender's closing minutes each goes at once.
 */
const COALESCED: readonly NotificationKind[] = ['teklifGecildi', 'uzatildi'];
/**
 * Inbox items per relay transaction (docs/architecture.md §13). On embedded PGlite a transaction
 * holds the only connection, and a bid waits for it whole: a slice of 250 (with its 500 deliveries)
 * held it 60–330 ms when each delivery also had a job row, one of 25 holds it a tenth of that (bench/notifications.ts).
 */
export const FAN_OUT_SLICE = 250;
export const EMBEDDED_FAN_OUT_SLICE = 25;
/** Advisory-lock namespace of the coalescing check (one lock per tender, two-int form). */
const COALESCE_LOCK = 727015;

interface OutboxRow {
  id: number;
  tur: NotificationKind;
  cari_id: number | null;
  ihale_id: number | null;
  veri: NotificationEvent;
  olusturma_tarihi: Date | string;
}

/**
 * One relay step (docs/architecture.md §13): claims up to `batch` unprocessed outbox rows
 * (FOR UPDATE SKIP LOCKED, so instances share the work and never take the same row), and in ONE
 * transaction turns each into inbox items (set-based: one INSERT … SELECT per event, at most
 * FAN_OUT_SLICE accounts per transaction; the rest of a big fan-out goes in the next ones),
 * deliveries per person and consented channel (the delivery queue: deliver.ts takes them from
 * there), then stamps the rows that are complete; a crash leaves either all of a slice or none of it.
 * Returns whether more is waiting and the inbox items to announce.
 */
export async function relayOutboxBatch(
  db: Db,
  opts: { now: Date; batch: number; channels: ChannelAvailability; slice?: number },
): Promise<{ more: boolean; inbox: NewInboxItem[] }> {
  return db.transaction(async (tx) => {
    const events = rowsOf<OutboxRow>(
      await tx.execute(sql`
        select id, tur, cari_id, ihale_id, veri, olusturma_tarihi from bildirim_olayi
        where islenme_tarihi is null order by id limit ${opts.batch} for update skip locked`),
    );
    if (events.length === 0) return { more: false, inbox: [] };
    // Serialise the coalescing check per tender across instances: a second relay handling an
    // outbid of the same tender waits here and then sees the first one's inbox items (holdFor).
    const coalescedTenders = [
      ...new Set(
        events.filter((e) => COALESCED.includes(e.tur) && e.ihale_id !== null).map((e) => e.ihale_id as number),
      ),
    ].sort((a, b) => a - b);
    for (const id of coalescedTenders) await tx.execute(sql`select pg_advisory_xact_lock(${COALESCE_LOCK}, ${id})`);

    const contextFor = await loadTemplateContexts(
      tx,
      events.flatMap((e) => (e.ihale_id === null ? [] : [e.ihale_id])),
    );
    const inbox: NewInboxItem[] = [];
    const done: number[] = [];
    // A transaction writes at most FAN_OUT_SLICE inbox items: a 1,000-account fan-out is a few
    // short transactions, with bids getting the (PGlite: only) connection in between, instead of
    // one long one. An event is stamped only in the transaction that wrote its last recipients.
    let budget = opts.slice ?? FAN_OUT_SLICE;
    for (const e of events) {
      if (budget <= 0) break;
      const text = describeNotification(e.veri, contextFor(e.ihale_id));
      const inserted = rowsOf<{ id: number | string; cari_id: number }>(
        await tx.execute(sql`
          insert into bildirim (olay_id, cari_id, tur, ihale_id, baslik, metin, baglanti, olusturma_tarihi)
          select ${e.id}::bigint, r.cari_id, ${e.tur}::text, ${e.ihale_id}::integer, ${text.baslik}::text,
                 ${text.paragraflar.join('\n')}::text, ${text.baglanti}::text, ${opts.now}::timestamptz
          from (${recipients(e)}) r
          where not exists (select 1 from bildirim x where x.olay_id = ${e.id} and x.cari_id = r.cari_id)
          order by r.cari_id
          limit ${budget}
          on conflict (olay_id, cari_id) do nothing
          returning id, cari_id`),
      );
      const full = inserted.length === budget;
      budget -= inserted.length;
      if (!full) done.push(e.id);
      for (const r of inserted)
        inbox.push({
          cariId: r.cari_id,
          bildirim: {
            Id: Number(r.id),
            Tur: e.tur,
            Baslik: text.baslik,
            Metin: text.paragraflar.join('\n'),
            Baglanti: text.baglanti,
            OlusturmaTarihi: opts.now.toISOString(),
            OkunmaTarihi: null,
          },
        });
      if (inserted.length > 0) {
        const sms = opts.channels.sms && SMS_KINDS.includes(e.tur);
        const ids = sql.join(
          inserted.map((r) => sql`${Number(r.id)}`),
          sql`, `,
        );
        const hold = holdFor(e, opts.now);
        await tx.execute(sql`
            insert into bildirim_teslimat (bildirim_id, gercek_kisilik_id, kanal, alici, gonder_sonra)
            select k.bildirim_id, k.kisi_id, c.kanal, c.alici, k.gonder_sonra
            from (
              select b.id as bildirim_id, g.id as kisi_id, g.eposta, g.gsm, g.eposta_bildirim_onayi,
                     g.gsm_bildirim_onayi, ${hold} as gonder_sonra
              from bildirim b join gercek_kisilik g on g.cari_id = b.cari_id
              where b.id in (${ids})
              union all
              select b.id, g.id, g.eposta, g.gsm, g.eposta_bildirim_onayi, g.gsm_bildirim_onayi, ${hold}
              from bildirim b
              join firma_yetkili f on f.firma_cari_id = b.cari_id
              join gercek_kisilik g on g.id = f.gercek_kisilik_id
              where b.id in (${ids})
            ) k
            cross join lateral (
              select 'eposta' as kanal, k.eposta as alici
              where ${opts.channels.eposta}::boolean and k.eposta_bildirim_onayi and coalesce(k.eposta, '') <> ''
              union all
              select 'sms', k.gsm where ${sms}::boolean and k.gsm_bildirim_onayi and coalesce(k.gsm, '') <> ''
              union all
              select 'push', p.endpoint from push_aboneligi p
              where ${opts.channels.push}::boolean and p.gercek_kisilik_id = k.kisi_id
            ) c
            on conflict do nothing`);
        // A held message (gonder_sonra) is freed by releaseHeldDeliveries when its time comes.
      }
      if (full) break;
    }
    if (done.length > 0)
      await tx.execute(sql`
        update bildirim_olayi set islenme_tarihi = ${opts.now}::timestamptz
        where id in (${sql.join(
          done.map((id) => sql`${id}`),
          sql`, `,
        )})`);
    // More to do: a full claim (more rows may wait) or an event left unfinished.
    return { more: events.length === opts.batch || done.length < events.length, inbox };
  });
}

/** The accounts an event reaches, as a sub-select of `cari_id`. */
function recipients(e: OutboxRow): SQL {
  const v = e.veri;
  switch (v.tur) {
    case 'teklifGecildi':
      // Everyone who joined, except the new leader.
      return sql`select cari_id from ihale_katilim_cari
                 where ihale_id = ${v.ihaleId} and is_active and cari_id <> ${v.liderCariId}`;
    case 'bitiyor':
    case 'uzatildi':
    case 'ihaleIptal':
      return sql`select cari_id from ihale_katilim_cari where ihale_id = ${v.ihaleId} and is_active`;
    case 'favoriBaslayacak':
    case 'favoriBasladi':
      return sql`select cari_id from favori_ihale where ihale_id = ${v.ihaleId}`;
    default:
      return sql`select ${v.cariId}::integer as cari_id`;
  }
}

/**
 * Coalescing, as SQL over the inbox item `b` just written: when the account already had a notice of
 * this kind for the tender in the last OUTBID_COALESCE_MINUTES, its messages are held until that
 * window ends (from the earliest such notice), so at most one goes at once and then the latest at
 * the window's end; null (send now) for the first, for other kinds, and in the tender's closing
 * minutes (its effective end within the window), when every outbid and every new end matters at
 * once (issue #36: a 5-minute hold had swallowed the outbid one minute before the end).
 */
function holdFor(e: OutboxRow, now: Date): SQL {
  if (!COALESCED.includes(e.tur) || e.ihale_id === null) return sql`null::timestamptz`;
  const window = sql.raw(`interval '${OUTBID_COALESCE_MINUTES} minutes'`);
  const since = new Date(now.getTime() - OUTBID_COALESCE_MINUTES * 60_000);
  return sql`(select case
      when ${tenderEndOf(sql.raw('i'))} <= ${now}::timestamptz + ${window} then null
      else (select min(p.olusturma_tarihi) from bildirim p
            where p.cari_id = b.cari_id and p.tur = b.tur and p.ihale_id = b.ihale_id and p.id <> b.id
              and p.olusturma_tarihi > ${since}::timestamptz) + ${window}
    end from ihale i where i.id = b.ihale_id)`;
}

/**
 * Frees the held messages whose time has come (each relay tick): one a later notice of the same
 * kind, tender and account has replaced is `birlestirildi` (merged into that one, which is sent or
 * held in its turn); the others lose their `gonder_sonra` and are the queue's to take. Returns how many.
 */
export async function releaseHeldDeliveries(db: Db, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const due = rowsOf<{ id: number | string; birlesti: boolean }>(
      await tx.execute(sql`
        select t.id, exists (
            select 1 from bildirim n
            where n.cari_id = b.cari_id and n.tur = b.tur and n.ihale_id = b.ihale_id and n.id > b.id
          ) as birlesti
        from bildirim_teslimat t join bildirim b on b.id = t.bildirim_id
        where t.gonder_sonra is not null and t.gonder_sonra <= ${now}::timestamptz and t.durum = 'bekliyor'
        order by t.id limit 200 for update of t skip locked`),
    );
    if (due.length === 0) return 0;
    const list = (ids: number[]) =>
      sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      );
    const merged = due.filter((d) => d.birlesti).map((d) => Number(d.id));
    const send = due.filter((d) => !d.birlesti).map((d) => Number(d.id));
    if (merged.length > 0)
      await tx.execute(sql`
        update bildirim_teslimat set durum = 'birlestirildi', gonder_sonra = null where id in (${list(merged)})`);
    if (send.length > 0)
      await tx.execute(sql`update bildirim_teslimat set gonder_sonra = null where id in (${list(send)})`);
    return due.length;
  });
}
