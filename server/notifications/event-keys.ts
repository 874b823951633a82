import type { MoneyAmount, NotificationKind } from '../../lib/contract/notifications';
import { toKurus } from '../kernel/kurus';

/**
 * The outbox keys (`bildirim_olayi.tekil_anahtar`, docs/architecture.md §13 "Events and their keys"):
 * THE place their formats are defined. A key names one cause, so writing the same cause again (a
 * retried request, a second instance's scheduler, a sweep that runs every second) is ON CONFLICT DO
 * NOTHING, and two different causes never share a key: every key starts with its kind, then the ids
 * that make the cause unique.
 *
 *   teklifGecildi:<ihale>:<sıra no>         a bid batch, by the tender's last stored bid sequence number
 *   uzatildi:<ihale>:<new end ISO>           a bid batch that moved the end (ends only move later)
 *   favoriBaslayacak:<ihale>:<start ISO>     a rescheduled start is a new cause
 *   favoriBasladi:<ihale>                    212 → 213 happens once
 *   bitiyor:<ihale>                          once per tender, even if extended out of the window again
 *   kazandi:<ihale>:<cari> / kaybetti:<ihale>:<cari>   a tender is decided once
 *   teminatAlindi:<ledger idempotency key>   'kart:<oid>', 'ekstre:<line id>': one per payment in
 *   odemeAlindi:<collection idempotency key>  'kart:<oid>', 'ekstre:<line id>': one per payment towards a balance
 *   iadeOnaylandi:<talep>:<talimat>          a request put into a payment order (again after that order's cancel)
 *   iadeOdendi:<talep> / iadeReddedildi:<talep>        a request is paid (settled) or rejected once
 *   iadeDondu:<talep>                        a request's transfer is returned by the bank once
 *   odemeYarinSonGun:<ihale>:<cari>          once per tender and (current) winner
 *   ikinciTeklifDaveti:<ihale>:<cari>        one offer per tender
 *   ihaleIptal:<ihale>                       a tender is cancelled once
 *   yanitVerildi:<mesaj>                     one per institution answer (message id)
 */
const key = (tur: NotificationKind, ...parts: Array<number | string>) => [tur, ...parts].join(':');
const iso = (d: Date | string) => new Date(d).toISOString();

export const eventKeys = {
  teklifGecildi: (ihaleId: number, siraNo: number) => key('teklifGecildi', ihaleId, siraNo),
  uzatildi: (ihaleId: number, bitis: Date) => key('uzatildi', ihaleId, iso(bitis)),
  favoriBaslayacak: (ihaleId: number, baslangic: Date | string) => key('favoriBaslayacak', ihaleId, iso(baslangic)),
  favoriBasladi: (ihaleId: number) => key('favoriBasladi', ihaleId),
  bitiyor: (ihaleId: number) => key('bitiyor', ihaleId),
  kazandi: (ihaleId: number, cariId: number) => key('kazandi', ihaleId, cariId),
  kaybetti: (ihaleId: number, cariId: number) => key('kaybetti', ihaleId, cariId),
  teminatAlindi: (idempotencyKey: string) => key('teminatAlindi', idempotencyKey),
  odemeAlindi: (idempotencyKey: string) => key('odemeAlindi', idempotencyKey),
  iadeOnaylandi: (talepId: number, talimatId: number) => key('iadeOnaylandi', talepId, talimatId),
  iadeOdendi: (talepId: number) => key('iadeOdendi', talepId),
  iadeReddedildi: (talepId: number) => key('iadeReddedildi', talepId),
  iadeDondu: (talepId: number) => key('iadeDondu', talepId),
  odemeYarinSonGun: (ihaleId: number, cariId: number) => key('odemeYarinSonGun', ihaleId, cariId),
  ikinciTeklifDaveti: (ihaleId: number, cariId: number) => key('ikinciTeklifDaveti', ihaleId, cariId),
  ihaleIptal: (ihaleId: number) => key('ihaleIptal', ihaleId),
  yanitVerildi: (mesajId: number) => key('yanitVerildi', mesajId),
} as const;

/**
 * An event's amount (MoneyAmount) from a numeric text, a JS number of lira or kuruş as bigint, and the
 * currency's para_birimi id. Beside the keys because every cause builds its payload with it.
 */
export function moneyAmount(amount: string | number | bigint, paraBirimiId: number): MoneyAmount {
  return { kurus: Number(typeof amount === 'bigint' ? amount : toKurus(amount)), paraBirimiId };
}
