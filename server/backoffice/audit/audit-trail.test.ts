// Also on PostgreSQL: the trigger refusing UPDATE, DELETE and TRUNCATE, and keyset pages by timestamp.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { asc, desc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import {
  bankaEkstreSatiri,
  bankaEkstresi,
  cari,
  denetimKaydi,
  duyuru,
  ihale,
  iletisim,
  portalSayfa,
  teminatIadeTalebi,
} from '../../db/schema';
import { seed } from '../../seed';
import { TEST_STAFF } from '../../seed/constants';
import { openTestDatabase, type TestDbHandle } from '../../db/test-db';
import { AUDIT_TARGET_KINDS, type AuditTargetKind } from '../../../lib/contract/audit-targets';
import type { AuditPage, AuditRecord } from '../../../lib/contract/staff';
import { AUDIT_EXPORT_MAX_ROWS, AUDIT_FILTER_MESSAGES as M } from '../../../lib/rules/staff-audit-filter';
import { registeredRoutes } from '../../security/support';
import { findStaffByKimlikNo } from '../../auth/staff/queries';
import { staffCookie } from '../test-support';
import { type AuditActor, recordAudit } from '../../kernel/record-audit';
import { AUDIT_CSV_COLUMNS } from './audit-csv';
import { auditTargetNames, targetKey } from './target-names';

const T0 = new Date('2026-11-20T09:00:00Z');
const BOM = '\ufeff';

describe('audit trail (/api/yonetim/denetim): filters, keyset pages, CSV export', () => {
  let handle: TestDbHandle;
  let app: FastifyInstance;
  let admin: string;
  let selin: AuditActor;
  let burak: AuditActor;

  before(async () => {
    handle = await openTestDatabase();
    await seed(handle.db, T0);
    app = await buildApp({ config: loadConfig({}), db: handle.db, now: () => T0 });
    admin = await staffCookie(app, TEST_STAFF.yonetici.kimlikNo);
    const s = (await findStaffByKimlikNo(handle.db, TEST_STAFF.yonetici.kimlikNo))!;
    const b = (await findStaffByKimlikNo(handle.db, TEST_STAFF.ihale.kimlikNo))!;
    selin = { personelId: s.id, adiSoyadi: s.adiSoyadi, ip: '10.0.0.1' };
    burak = { personelId: b.id, adiSoyadi: b.adiSoyadi, ip: '10.0.0.2' };
    // A day of Burak's tender work in Istanbul time, and Selin's staff changes.
    await recordAudit(
      handle.db,
      burak,
      { islem: 'ihale.olustur', hedefTuru: 'ihale', hedefId: 900, sonraki: { baslik: 'Şanzıman' } },
      new Date('2026-11-19T20:59:00Z'),
    ); // 19.11 23:59
    await recordAudit(
      handle.db,
      burak,
      {
        islem: 'ihale.duzenle',
        hedefTuru: 'ihale',
        hedefId: 900,
        onceki: { baslik: 'Şanzıman' },
        sonraki: { baslik: '=HYPERLINK("http://x";"tıkla")' },
      },
      new Date('2026-11-19T21:00:00Z'),
    ); // 20.11 00:00
    await recordAudit(
      handle.db,
      burak,
      { islem: 'ihale.yayinla', hedefTuru: 'ihale', hedefId: 901, ayrinti: '-2+3; "çift" tırnak\nikinci satır' },
      new Date('2026-11-20T20:59:59Z'),
    ); // 20.11 23:59:59
    await recordAudit(
      handle.db,
      selin,
      {
        islem: 'personel.rol',
        hedefTuru: 'personel',
        hedefId: b.id,
        onceki: { roller: ['ihale'] },
        sonraki: { roller: ['ihale', 'mali'] },
        ayrinti: '@Burak Koç',
      },
      new Date('2026-11-20T21:00:00Z'),
    ); // 21.11 00:00
  });
  after(async () => {
    await app?.close();
    await handle?.close();
  });

  const page = async (query = ''): Promise<AuditPage> => {
    const res = await app.inject({ method: 'GET', url: `/api/yonetim/denetim${query}`, headers: { cookie: admin } });
    assert.equal(res.statusCode, 200, res.body);
    return res.json().data;
  };
  const actions = (rows: AuditRecord[]) => rows.map((r) => r.islem);

  it('lists newest first with who, what, target, before and after', async () => {
    const { kayitlar } = await page('?hedefTuru=ihale');
    assert.deepEqual(actions(kayitlar), ['ihale.yayinla', 'ihale.duzenle', 'ihale.olustur']);
    const edit = kayitlar[1];
    assert.equal(edit.personelAdi, 'Burak Koç');
    assert.equal(edit.zaman, '2026-11-19T21:00:00.000Z');
    assert.deepEqual(edit.onceki, { baslik: 'Şanzıman' });
    assert.equal(edit.ip, '10.0.0.2');
  });

  it('filters by staff member, action, target and Istanbul days', async () => {
    assert.deepEqual(actions((await page(`?personelId=${selin.personelId}&islem=personel.rol`)).kayitlar), [
      'personel.rol',
    ]);
    assert.deepEqual(actions((await page('?islem=ihale.duzenle')).kayitlar), ['ihale.duzenle']);
    assert.deepEqual(actions((await page('?hedefTuru=ihale&hedefId=901')).kayitlar), ['ihale.yayinla']);
    // 20.11 in Istanbul is 19.11 21:00 to 20.11 21:00 UTC.
    const day = await page('?baslangic=2026-11-20&bitis=2026-11-20&hedefTuru=ihale');
    assert.deepEqual(actions(day.kayitlar), ['ihale.yayinla', 'ihale.duzenle']);
    const from21 = await page(`?baslangic=2026-11-21&personelId=${selin.personelId}`);
    assert.deepEqual(actions(from21.kayitlar), ['personel.rol']);
    const until19 = await page(`?bitis=2026-11-19&personelId=${burak.personelId}`);
    assert.deepEqual(actions(until19.kayitlar), ['ihale.olustur']);
  });

  it('refuses a bad filter with a Turkish 400', async () => {
    for (const [query, message] of [
      ['?islem=yok.boyle', M.actionInvalid],
      ['?baslangic=2026-02-30', M.dateInvalid],
      ['?baslangic=2026-11-21&bitis=2026-11-20', M.dateOrder],
      ['?personelId=abc', M.staffInvalid],
      ['?hedefTuru=toplu', M.targetKindInvalid],
      ['?hedefTuru=IHALE', M.targetKindInvalid],
      ['?sonraki=-1', M.cursorInvalid],
    ] as const) {
      const res = await app.inject({ method: 'GET', url: `/api/yonetim/denetim${query}`, headers: { cookie: admin } });
      assert.equal(res.statusCode, 400, query);
      assert.deepEqual(res.json().mesajList, [message], query);
    }
  });

  it('pages by keyset: 50 a page, no row twice or missed, rows written meanwhile shift nothing', async () => {
    const start = new Date('2026-11-10T08:00:00Z');
    for (let i = 0; i < 120; i++) {
      await recordAudit(
        handle.db,
        selin,
        { islem: 'icerik.duyuru', hedefTuru: 'duyuru', hedefId: i },
        new Date(start.getTime() + i * 60_000),
      );
    }
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const p: AuditPage = await page(`?islem=icerik.duyuru${cursor ? `&sonraki=${cursor}` : ''}`);
      seen.push(...p.kayitlar.map((r) => r.hedefId ?? ''));
      cursor = p.sonraki;
      pages++;
      // A newer row appears while the reader is on page one.
      if (pages === 1)
        await recordAudit(handle.db, selin, { islem: 'icerik.duyuru', hedefTuru: 'duyuru', hedefId: 'yeni' }, T0);
    } while (cursor);
    assert.equal(pages, 3);
    assert.deepEqual(
      seen,
      Array.from({ length: 120 }, (_, i) => String(119 - i)),
    );
  });

  const csv = (query = '') =>
    app.inject({ method: 'GET', url: `/api/yonetim/denetim.csv${query}`, headers: { cookie: admin } });

  it('exports the filtered rows as CSV: BOM, ";", CRLF, Turkish text, Istanbul times, formulas defused', async () => {
    const res = await csv('?hedefTuru=ihale');
    assert.equal(res.statusCode, 200, res.body);
    assert.match(String(res.headers['content-type']), /^text\/csv; charset=utf-8/);
    assert.match(String(res.headers['content-disposition']), /^attachment; filename="denetim-kaydi-2026-11-20\.csv"$/);
    const text = res.rawPayload.toString('utf8');
    assert.ok(text.startsWith(BOM), 'starts with the UTF-8 BOM');
    const lines = text.slice(1).split('\r\n');
    assert.equal(lines[0], AUDIT_CSV_COLUMNS.join(';'));
    assert.equal(lines.at(-1), '', 'ends with a line end');
    // The edit: Istanbul time, the action's label, JSON before/after, the formula made text.
    const edit = lines.find((l) => l.includes('ihale.duzenle'));
    assert.ok(edit);
    assert.ok(edit.startsWith('20.11.2026 00:00:00;Burak Koç;'), edit);
    // Tender 900 is not in the seed: its name cell is empty, its kind and number stay.
    assert.ok(edit.includes(';İhaleyi düzenledi;ihale.duzenle;ihale;900;;"{""baslik"":""Şanzıman""}";'), edit);
    assert.ok(edit.includes(`"{""baslik"":""=HYPERLINK(\\""http://x\\"";\\""tıkla\\"")""}"`), edit);
    // The published one: a detail starting with '-' gets the quote; ';', '"' and the newline are quoted.
    assert.ok(text.includes(`;"'-2+3; ""çift"" tırnak\nikinci satır";`), text);
    assert.ok(!text.includes('personel.rol'), 'the filter applies');
  });

  it('prefixes every cell starting with = + - @ so Excel shows it as text', async () => {
    await recordAudit(
      handle.db,
      { personelId: null, adiSoyadi: '=cmd|"/c calc"!A1', ip: null },
      // A kind the code never writes, as a hand-made or older row may hold.
      { islem: 'oturum.giris-basarisiz', hedefTuru: '+90' as AuditTargetKind, hedefId: '@SUM(1)', ayrinti: '-1' },
      T0,
    );
    const text = (await csv('?islem=oturum.giris-basarisiz')).rawPayload.toString('utf8');
    const row = text.slice(1).split('\r\n')[1];
    assert.equal(
      row,
      `20.11.2026 12:00:00;"'=cmd|""/c calc""!A1";;Başarısız giriş denemesi;oturum.giris-basarisiz;'+90;'@SUM(1);;;;'-1;`,
    );
  });

  it('records the export itself, and refuses more than the bound with a message to narrow the filters', async () => {
    const [last] = await handle.db.select().from(denetimKaydi).orderBy(desc(denetimKaydi.id)).limit(1);
    assert.equal(last.islem, 'denetim.disa-aktar');
    assert.deepEqual(last.sonraki, { filtre: { islem: 'oturum.giris-basarisiz' }, kayit: 1 });

    await handle.db.execute(sql`
      insert into denetim_kaydi (zaman, personel_adi, islem, hedef_turu)
      select ${T0}::timestamptz - make_interval(secs => g), 'Toplu', 'oturum.giris', 'banka_ekstresi'
      from generate_series(1, ${AUDIT_EXPORT_MAX_ROWS + 1}) g`);
    const res = await csv('?hedefTuru=banka_ekstresi');
    assert.equal(res.statusCode, 400);
    assert.equal(res.json().message, M.exportTooLarge(AUDIT_EXPORT_MAX_ROWS));
    assert.equal(
      res.json().message,
      'Dışa aktarılacak kayıt sayısı 50.000 sınırını aşıyor. Lütfen filtreleri daraltınız.',
    );
    const narrowed = await csv(`?hedefTuru=banka_ekstresi&baslangic=2026-11-20`);
    assert.equal(narrowed.statusCode, 200);
    assert.equal(
      narrowed.rawPayload.toString('utf8').slice(1).split('\r\n').length - 2,
      43_200,
      'the seconds of 20.11 before 12:00',
    );
  });

  it('names each target as it is now: a tender by its title, a person by name; a gone one has no name', async () => {
    const [tender] = await handle.db.select().from(ihale).orderBy(asc(ihale.id)).limit(1);
    const [news] = await handle.db.select().from(duyuru).orderBy(asc(duyuru.id)).limit(1);
    const [page141] = await handle.db.select().from(portalSayfa).where(eq(portalSayfa.sayfaId, 141));
    const [talk] = await handle.db
      .select({ id: iletisim.id, baslik: iletisim.baslik, unvan: cari.unvan })
      .from(iletisim)
      .innerJoin(cari, eq(cari.id, iletisim.cariId))
      .orderBy(asc(iletisim.id))
      .limit(1);
    const targets: Array<[AuditTargetKind, string | number | undefined, string | null]> = [
      ['ihale', tender.id, tender.baslik],
      ['personel', burak.personelId!, 'Burak Koç'],
      ['duyuru', news.id, news.baslik],
      ['portal_sayfa', 141, page141.baslik],
      ['portal_ayar', 'iletisim', 'İletişim bilgileri'],
      ['iletisim', talk.id, `${talk.unvan}: ${talk.baslik}`],
      ['ihale', 999_999, null],
      ['slider', undefined, null],
    ];
    // Newer than every other row of this file, so they make the top of the first page.
    const later = new Date(T0.getTime() + 86_400_000);
    for (const [i, [hedefTuru, hedefId]] of targets.entries())
      await recordAudit(handle.db, selin, { islem: 'ihale.iptal', hedefTuru, hedefId }, new Date(later.getTime() - i));
    const { kayitlar } = await page('?islem=ihale.iptal');
    assert.deepEqual(
      kayitlar.map((r) => [r.hedefTuru, r.hedefId, r.hedefAdi]),
      targets.map(([kind, id, name]) => [kind, id === undefined ? null : String(id), name]),
    );
    const file = (await csv('?islem=ihale.iptal')).rawPayload.toString('utf8');
    assert.ok(file.includes(`;ihale;${tender.id};${tender.baslik};`), 'the export names it too');

    // Every kind's lookup runs; the money ones (not in the seed) named from rows made here.
    const all = Object.keys(AUDIT_TARGET_KINDS).map((hedefTuru) => ({ hedefTuru, hedefId: '1' }));
    const names = await auditTargetNames(handle.db, all);
    for (const name of names.values()) assert.ok(name.trim() !== '', `${[...names]}`);
    const [account] = await handle.db.select().from(cari).orderBy(asc(cari.id)).limit(1);
    const [refund] = await handle.db
      .insert(teminatIadeTalebi)
      .values({ cariId: account.id, talepTutari: '1500.50', iban: 'TR000000000000000000000000' })
      .returning();
    const [statement] = await handle.db
      .insert(bankaEkstresi)
      .values({
        dosyaOzeti: 'ozet-ad-testi',
        dosyaAdi: 'ekstre-kasim.csv',
        bicim: 'csv',
        yukleyenPersonelId: selin.personelId!,
      })
      .returning();
    const [line] = await handle.db
      .insert(bankaEkstreSatiri)
      .values({
        ekstreId: statement.id,
        hesapIban: 'TR000000000000000000000001',
        islemTarihi: T0,
        tutar: '250.00',
        paraBirimiId: 1,
        gonderen: 'Ayşe Yılmaz',
        durum: 'eslesmedi',
      })
      .returning();
    const money = await auditTargetNames(handle.db, [
      { hedefTuru: 'teminat_iade_talebi', hedefId: String(refund.id) },
      { hedefTuru: 'banka_ekstresi', hedefId: String(statement.id) },
      { hedefTuru: 'banka_ekstre_satiri', hedefId: String(line.id) },
    ]);
    assert.deepEqual(
      [
        money.get(targetKey('teminat_iade_talebi', String(refund.id))),
        money.get(targetKey('banka_ekstresi', String(statement.id))),
        money.get(targetKey('banka_ekstre_satiri', String(line.id))),
      ],
      [`${account.unvan}, 1.500,50 TL`, 'ekstre-kasim.csv', 'Ayşe Yılmaz, 250,00 TL, 20.11.2026'],
    );
  });

  it('has no route that changes or deletes an audit row; the table refuses it too', async () => {
    const routes = registeredRoutes(app).filter((r) => r.includes('/denetim'));
    assert.deepEqual(routes.sort(), ['GET /api/yonetim/denetim', 'GET /api/yonetim/denetim.csv']);
    await assert.rejects(handle.db.execute(sql`update denetim_kaydi set personel_adi = 'x'`));
    await assert.rejects(handle.db.execute(sql`delete from denetim_kaydi`));
  });

  it('only the Yönetici reads it', async () => {
    const burakCookie = await staffCookie(app, TEST_STAFF.ihale.kimlikNo);
    for (const url of ['/api/yonetim/denetim', '/api/yonetim/denetim.csv']) {
      const res = await app.inject({ method: 'GET', url, headers: { cookie: burakCookie } });
      assert.equal(res.statusCode, 403, url);
    }
  });
});
