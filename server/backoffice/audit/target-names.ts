import { eq, inArray } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import {
  anaSayfaSlider,
  bankaEkstreSatiri,
  bankaEkstresi,
  cari,
  duyuru,
  ihale,
  iletisim,
  kartOdemeUyusmazlik,
  odemeTalimati,
  paraBirimi,
  personel,
  portalSayfa,
  teminatIadeTalebi,
} from '../../db/schema';
import type { AuditTargetKind } from '../../../lib/contract/audit-targets';
import { STATEMENT_GRACE } from '../../../lib/contract/settlement';
import { formatDate, formatDateTime } from '../../../lib/format/date';
import { formatMoney } from '../../../lib/format/money';

/**
 * The names of audit targets as they are now (docs/architecture.md §8, audit trail): the row keeps
 * the kind and id it was written with, and the screen names the thing, a tender by its title, a
 * person by their name, the rest by what staff know them by. One query per kind on a page; an id
 * whose row is gone gets no name, and the screen falls back to its number.
 */
type Names = (db: Db, ids: number[]) => Promise<Array<[number, string]>>;

const amount = (value: string | null, currency: string | null) =>
  value === null ? null : formatMoney(Number(value), currency ?? '');
const joined = (...parts: Array<string | null | undefined>) => parts.filter(Boolean).join(', ');

/** A kind named by one text column of its own row (a title, a name, a file name). */
const named =
  (table: PgTable, id: PgColumn, name: PgColumn): Names =>
  async (db, ids) =>
    (await db.select({ id, n: name }).from(table).where(inArray(id, ids))).map((r) => [Number(r.id), String(r.n)]);

const BY_NUMBER: Partial<Record<AuditTargetKind, Names>> = {
  ihale: named(ihale, ihale.id, ihale.baslik),
  personel: named(personel, personel.id, personel.adiSoyadi),
  duyuru: named(duyuru, duyuru.id, duyuru.baslik),
  // Written with the page's SayfaId (141–145), not the row id.
  portal_sayfa: named(portalSayfa, portalSayfa.sayfaId, portalSayfa.baslik),
  // A slide has no title: its caption, else its place in the slider.
  slider: async (db, ids) =>
    (
      await db
        .select({ id: anaSayfaSlider.id, n: anaSayfaSlider.aciklama, sira: anaSayfaSlider.siraNo })
        .from(anaSayfaSlider)
        .where(inArray(anaSayfaSlider.id, ids))
    ).map((r) => [r.id, r.n.trim() || `${r.sira}. slayt`]),
  // Conversation titles repeat ("Teminat iadesi"): the account says whose.
  iletisim: async (db, ids) =>
    (
      await db
        .select({ id: iletisim.id, n: iletisim.baslik, cari: cari.unvan })
        .from(iletisim)
        .innerJoin(cari, eq(cari.id, iletisim.cariId))
        .where(inArray(iletisim.id, ids))
    ).map((r) => [r.id, `${r.cari}: ${r.n}`]),
  teminat_iade_talebi: async (db, ids) =>
    (
      await db
        .select({
          id: teminatIadeTalebi.id,
          cari: cari.unvan,
          tutar: teminatIadeTalebi.talepTutari,
          pb: paraBirimi.adi,
        })
        .from(teminatIadeTalebi)
        .innerJoin(cari, eq(cari.id, teminatIadeTalebi.cariId))
        .leftJoin(paraBirimi, eq(paraBirimi.id, teminatIadeTalebi.paraBirimiId))
        .where(inArray(teminatIadeTalebi.id, ids))
    ).map((r) => [r.id, joined(r.cari, amount(r.tutar, r.pb))]),
  kart_odeme_uyusmazlik: async (db, ids) =>
    (
      await db
        .select({
          id: kartOdemeUyusmazlik.id,
          cari: cari.unvan,
          tutar: kartOdemeUyusmazlik.bankaTutar,
          pb: paraBirimi.adi,
        })
        .from(kartOdemeUyusmazlik)
        .innerJoin(cari, eq(cari.id, kartOdemeUyusmazlik.cariId))
        .leftJoin(paraBirimi, eq(paraBirimi.id, kartOdemeUyusmazlik.bankaParaBirimiId))
        .where(inArray(kartOdemeUyusmazlik.id, ids))
    ).map((r) => [r.id, joined(r.cari, amount(r.tutar, r.pb))]),
  // An order has no name: when it was prepared, in which currency.
  odeme_talimati: async (db, ids) =>
    (
      await db
        .select({ id: odemeTalimati.id, zaman: odemeTalimati.hazirlamaTarihi, pb: paraBirimi.adi })
        .from(odemeTalimati)
        .leftJoin(paraBirimi, eq(paraBirimi.id, odemeTalimati.paraBirimiId))
        .where(inArray(odemeTalimati.id, ids))
    ).map((r) => [r.id, joined(`${formatDateTime(r.zaman)} tarihli`, r.pb)]),
  banka_ekstresi: named(bankaEkstresi, bankaEkstresi.id, bankaEkstresi.dosyaAdi),
  banka_ekstre_satiri: async (db, ids) =>
    (
      await db
        .select({
          id: bankaEkstreSatiri.id,
          gonderen: bankaEkstreSatiri.gonderen,
          tutar: bankaEkstreSatiri.tutar,
          pb: paraBirimi.adi,
          gun: bankaEkstreSatiri.islemTarihi,
        })
        .from(bankaEkstreSatiri)
        .leftJoin(paraBirimi, eq(paraBirimi.id, bankaEkstreSatiri.paraBirimiId))
        .where(inArray(bankaEkstreSatiri.id, ids))
    ).map((r) => [r.id, joined(r.gonderen.trim(), amount(r.tutar, r.pb), formatDate(r.gun))]),
};

/** The portal settings an audit row names by their key (`portal_ayar.anahtar`). */
const SETTING_NAMES: Record<string, string> = {
  iletisim: 'İletişim bilgileri',
  [STATEMENT_GRACE.settingKey]: 'Ekstre bekleme süresi',
};

export const targetKey = (kind: string | null, id: string | null) => `${kind ?? ''}:${id ?? ''}`;

/** The names of the rows' targets, by targetKey; a target that is gone (or has no id) is absent. */
export async function auditTargetNames(
  db: Db,
  rows: ReadonlyArray<{ hedefTuru: string | null; hedefId: string | null }>,
): Promise<Map<string, string>> {
  const names = new Map<string, string>();
  const ids = new Map<AuditTargetKind, Set<number>>();
  for (const { hedefTuru: kind, hedefId: id } of rows) {
    if (kind === null || id === null) continue;
    if (kind === 'portal_ayar' && Object.hasOwn(SETTING_NAMES, id)) names.set(targetKey(kind, id), SETTING_NAMES[id]);
    // Ids of rows are serials; anything else (older rows, hand-written ones) has no row to name.
    else if (Object.hasOwn(BY_NUMBER, kind) && /^\d{1,9}$/.test(id)) {
      const set = ids.get(kind as AuditTargetKind) ?? new Set<number>();
      ids.set(kind as AuditTargetKind, set.add(Number(id)));
    }
  }
  await Promise.all(
    [...ids].map(async ([kind, set]) => {
      for (const [id, name] of await BY_NUMBER[kind]!(db, [...set])) names.set(targetKey(kind, String(id)), name);
    }),
  );
  return names;
}
