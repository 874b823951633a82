import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import {
  CARD_ACCOUNT,
  type StaffReconciliation,
  type StaffReconciliationRow,
} from '../../../../lib/contract/reconciliation';
import { depositReference } from '../../../../lib/rules/payment-reference';
import { RECONCILIATION_MESSAGES as M } from '../../../../lib/rules/reconciliation';
import { DEV_POS } from '../../../config';
import { bankaEkstreSatiri } from '../../../db/schema';
import { TEST_STAFF } from '../../../seed/constants';
import { INSTITUTION_ACCOUNTS } from '../../../seed/data/institution-accounts';
import { ACCOUNTS, openProfileTestApp, type ProfileTestContext } from '../../../modules/persons/test-support';
import { signFields } from '../../../money/pos/nestpay-hash';
import { camt053Fixture, type FixtureEntry } from '../../../money/statements/fixtures';
import { multipartBody } from '../../files/test-support';
import { staffCookie } from '../../test-support';

/**
 * Mutabakat end to end (docs/architecture.md §9): money moved through the real routes (a statement
 * import, an assignment, a refund sent and then seen, card approvals), and the screen's rows show
 * each side's totals with every difference explained, the difference going when Mali İşler act.
 */
const TL_IBAN = INSTITUTION_ACCOUNTS.TL.iban;
const URL = '/api/yonetim/mali/mutabakat';
const IBAN_MEHMET = 'TR330006100519786457841326';
const mehmet = ACCOUNTS.mehmet;
const ali = ACCOUNTS.ali;
/** The tests' clock (TEST_NOW) falls on this Istanbul day: refunds are sent and cards approved on it. */
const TODAY = '2026-11-20';
const DAY_1 = '2026-10-05';
const DAY_2 = '2026-10-06';

describe('Mutabakat (Mali İşler)', () => {
  let t: ProfileTestContext;
  let elif: string;
  let hakan: string;
  let fileNo = 0;

  const staff = (cookie: string, method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: { cookie }, payload });
  const view = async (baslangic: string, bitis: string) => {
    const res = await staff(elif, 'GET', `${URL}?baslangic=${baslangic}&bitis=${bitis}`);
    assert.equal(res.statusCode, 200, res.body);
    return res.json().data as StaffReconciliation;
  };
  const rowOf = async (gun: string, hesap: string, paraBirimi = 'TL') =>
    (await view(gun, gun)).satirlar.find((r) => r.gun === gun && r.hesap === hesap && r.paraBirimi === paraBirimi);
  const upload = async (entries: FixtureEntry[]) => {
    const content = camt053Fixture({ iban: TL_IBAN, statementId: `MUT-${++fileNo}`, entries });
    const { payload, headers } = multipartBody({
      name: `mutabakat-${fileNo}.xml`,
      type: 'application/octet-stream',
      bytes: Buffer.from(content),
    });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/yonetim/mali/ekstreler',
      payload,
      headers: { ...headers, cookie: elif },
    });
    assert.equal(res.statusCode, 200, res.body);
  };
  const lineId = async (ref: string) =>
    (await t.handle.db.select().from(bankaEkstreSatiri).where(eq(bankaEkstreSatiri.bankaReferansi, ref)))[0].id;
  /** Each side's totals and the items (kind, amount, part of the difference) of a row. */
  const shape = (r: StaffReconciliationRow | undefined) =>
    r && {
      banka: [r.bankaGiris, r.bankaCikis],
      portal: [r.portalGiris, r.portalCikis],
      fark: r.fark,
      kalemler: r.kalemler.map((k) => [k.tur, k.tutar, k.fark]),
    };

  before(async () => {
    t = await openProfileTestApp();
    elif = await staffCookie(t.app, TEST_STAFF.mali.kimlikNo);
    hakan = await staffCookie(t.app, TEST_STAFF.mali2.kimlikNo);
    const res = await t.call(mehmet.kimlikNo, {
      method: 'PUT',
      url: '/api/v1/CariBilgisi/CariIbanBilgisi',
      payload: { cariId: mehmet.person, iban: IBAN_MEHMET },
    });
    assert.equal(res.statusCode, 200, res.body);
  });
  after(async () => {
    await t?.close();
  });

  it('a day of transfers: the credited line matches, an unknown one and a bank fee are the difference, until the line is assigned', async () => {
    await upload([
      { amount: '1000.00', ref: 'MUT-A', description: `Teminat ${depositReference(mehmet.person)}`, date: DAY_1 },
      { amount: '250.00', ref: 'MUT-B', description: 'Referanssız havale', sender: 'Bilinmeyen Gönderen', date: DAY_1 },
      { amount: '12.50', ref: 'MUT-C', description: 'Hesap işletim ücreti', debit: true, date: DAY_1 },
    ]);
    assert.deepEqual(shape(await rowOf(DAY_1, TL_IBAN)), {
      banka: [1250, 12.5],
      portal: [1000, 0],
      fark: 237.5,
      kalemler: [
        ['eslesmedi', 250, 250],
        ['borc_eslesmedi', 12.5, -12.5],
      ],
    });
    const unknown = (await rowOf(DAY_1, TL_IBAN))?.kalemler[0];
    assert.equal(unknown?.taraf, 'Bilinmeyen Gönderen');
    assert.match(unknown?.kaynak ?? '', /dekont MUT-B/);

    // Mali İşler find the sender: Ali's deposit. The line is the ledger's now; only the fee remains.
    const assigned = await staff(elif, 'POST', `/api/yonetim/mali/ekstre-satirlari/${await lineId('MUT-B')}/ata`, {
      cariId: ali.person,
    });
    assert.equal(assigned.statusCode, 200, assigned.body);
    assert.deepEqual(shape(await rowOf(DAY_1, TL_IBAN)), {
      banka: [1250, 12.5],
      portal: [1250, 0],
      fark: -12.5,
      kalemler: [['borc_eslesmedi', 12.5, -12.5]],
    });
  });

  it('a refund sent is a difference on the day it is sent until the statement shows it leave, then matches on that day', async () => {
    const before = (await rowOf(TODAY, TL_IBAN))?.fark ?? 0;
    const req = await t.call(mehmet.kimlikNo, {
      method: 'POST',
      url: '/api/v1/Teminat/TeminatIade',
      payload: { cariId: mehmet.person, talepTutari: 300 },
    });
    assert.equal(req.statusCode, 200, req.body);
    const talepId = req.json().data.id as number;
    const order = await staff(elif, 'POST', '/api/yonetim/mali/talimatlar', { talepIdleri: [talepId] });
    assert.equal(order.statusCode, 200, order.body);
    const orderId = order.json().data.id as number;
    assert.equal((await staff(hakan, 'POST', `/api/yonetim/mali/talimatlar/${orderId}/onay`)).statusCode, 200);
    // Approved is not sent: nothing has left, on either side.
    assert.equal((await rowOf(TODAY, TL_IBAN))?.fark ?? 0, before);

    assert.equal((await staff(elif, 'GET', `/api/yonetim/mali/talimatlar/${orderId}/dosya`)).statusCode, 200);
    const sent = await rowOf(TODAY, TL_IBAN);
    assert.equal(sent?.fark, before + 300);
    assert.deepEqual(
      sent?.kalemler.filter((k) => k.kaynak === `Teminat iadesi, iade talebi #${talepId}`).map((k) => [k.tur, k.fark]),
      [['iade_gorulmedi', 300]],
    );

    await upload([
      {
        amount: '300.00',
        debit: true,
        ref: `MUT-RF-${talepId}`,
        endToEndId: String(talepId),
        creditorIban: IBAN_MEHMET,
        sender: 'Mehmet Kaya',
        description: `Teminat iadesi ${talepId}`,
        date: DAY_2,
      },
    ]);
    assert.equal((await rowOf(TODAY, TL_IBAN))?.fark ?? 0, before);
    assert.deepEqual(shape(await rowOf(DAY_2, TL_IBAN)), { banka: [0, 300], portal: [0, 300], fark: 0, kalemler: [] });
  });

  it('card approvals: the order’s own amount matches; another amount waits as a difference until Mali İşler credit it', async () => {
    const start = async (tutar: number) => {
      const res = await t.call(mehmet.kimlikNo, {
        method: 'POST',
        url: '/api/v1/Odeme/KartOdemeBaslat',
        payload: { amac: 'teminat', cariId: mehmet.person, tutar, paraBirimi: 'TL' },
      });
      assert.equal(res.statusCode, 200, res.body);
      return res.json().data as { odemeId: string; fields: Record<string, string> };
    };
    const approve = async (fields: Record<string, string>, change: Record<string, string> = {}) => {
      const { hash, ...rest } = signFields(
        { ...fields, Response: 'Approved', ProcReturnCode: '00', mdStatus: '1', AuthCode: '654321', ...change },
        DEV_POS.storeKey,
      );
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/odeme/3d/sonuc',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ ...rest, HASH: hash }).toString(),
      });
      assert.ok(res.statusCode < 400, res.body);
    };
    const before = await rowOf(TODAY, CARD_ACCOUNT);
    const base = { banka: before?.bankaGiris ?? 0, portal: before?.portalGiris ?? 0, fark: before?.fark ?? 0 };

    await approve((await start(100)).fields);
    const other = await start(700);
    await approve(other.fields, { amount: '650.00' });
    const waiting = await rowOf(TODAY, CARD_ACCOUNT);
    assert.deepEqual(
      [waiting?.bankaGiris, waiting?.portalGiris, waiting?.fark],
      [base.banka + 750, base.portal + 100, base.fark + 650],
    );
    const item = waiting?.kalemler.find((k) => k.kaynak.includes(other.odemeId));
    assert.deepEqual([item?.tur, item?.tutar, item?.fark], ['kart_bekliyor', 650, 650]);

    const queue = (await staff(elif, 'GET', '/api/yonetim/mali/kart-uyusmazliklari')).json().data as Array<{
      id: number;
      odemeId: string;
    }>;
    const id = queue.find((q) => q.odemeId === other.odemeId)?.id;
    assert.equal(
      (await staff(elif, 'POST', `/api/yonetim/mali/kart-uyusmazliklari/${id}/teminata-aktar`, {})).statusCode,
      200,
    );
    const credited = await rowOf(TODAY, CARD_ACCOUNT);
    assert.deepEqual(
      [credited?.bankaGiris, credited?.portalGiris, credited?.fark],
      [base.banka + 750, base.portal + 750, base.fark],
    );
    assert.equal(
      credited?.kalemler.some((k) => k.kaynak.includes(other.odemeId)),
      false,
    );
  });

  it('a line marked credited that the ledger never booked is shown as unexplained, never hidden', async () => {
    await upload([{ amount: '75.00', ref: 'MUT-X', description: 'Referanssız', date: DAY_2 }]);
    // A fault the ledger would never write: the line says matched, no posting carries its key.
    await t.handle.db
      .update(bankaEkstreSatiri)
      .set({ durum: 'eslesti' })
      .where(eq(bankaEkstreSatiri.bankaReferansi, 'MUT-X'));
    const row = await rowOf(DAY_2, TL_IBAN);
    assert.deepEqual(
      row?.kalemler.map((k) => [k.tur, k.fark]),
      [['aciklanamayan', 75]],
    );
    assert.equal(row?.fark, 75);
  });

  it('the period: the last seven days by default; a bad or too long one is refused in Turkish, never 500', async () => {
    const res = await staff(elif, 'GET', URL);
    assert.equal(res.statusCode, 200, res.body);
    assert.deepEqual([res.json().data.baslangic, res.json().data.bitis], ['2026-11-14', TODAY]);
    for (const [query, message] of [
      ['?baslangic=2026-02-30&bitis=2026-03-01', M.dateInvalid],
      ['?baslangic=2026-10-01', M.dateInvalid],
      ['?baslangic=2026-10-10&bitis=2026-10-01', M.dateOrder],
      ['?baslangic=2026-10-01&bitis=2026-11-01', M.tooLong],
      ['?baslangic[]=x&bitis=2026-11-01', M.dateInvalid],
    ] as const) {
      const bad = await staff(elif, 'GET', `${URL}${query}`);
      assert.equal(bad.statusCode, 400, `${query}: ${bad.body}`);
      assert.deepEqual(bad.json().mesajList, [message], query);
    }
    // 31 days, both ends included, is the longest period.
    assert.equal((await staff(elif, 'GET', `${URL}?baslangic=2026-10-01&bitis=2026-10-31`)).statusCode, 200);
  });
});
