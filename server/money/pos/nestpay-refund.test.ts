import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { nestpayPos, readCc5 } from './nestpay-pos';
import { answerStandInApi, failNextStandInRefund, STAND_IN_REFUND_DECLINE } from './stand-in-bank-api';
import { PosRefundNotConfiguredError, PosUnreachableError } from './virtual-pos';

/**
 * A refund through Nestpay's XML API (docs/architecture.md §9): the `<CC5Request>` the bank gets,
 * and what the portal makes of the bank's `<CC5Response>`.
 */
const SETTINGS = {
  gatewayUrl: 'https://bank.example/fim/est3Dgate',
  clientId: '700100000',
  storeKey: 'a-store-key-of-16+chars',
  apiUrl: 'https://bank.example/fim/api',
  apiUser: 'APIUSER',
  apiPassword: 'p<&>ss',
};
const OID = '0f8fad5b-d9cb-469f-a165-70867728950e';

type Merchant = Parameters<typeof answerStandInApi>[0];
/** The stand-in bank's API as its route serves it: no answer is a 504 without a body. */
const standIn = (merchant: Merchant, now: Date) => async (_url: string, xml: string) => {
  const body = answerStandInApi(merchant, xml, now);
  return body === null ? { status: 504, body: '' } : { status: 200, body };
};

describe('virtual POS refunds (Nestpay Credit)', () => {
  it('posts a Credit of the order to the bank’s API, escaped, and reads an approval', async () => {
    const sent: { url: string; xml: string }[] = [];
    const pos = nestpayPos(SETTINGS, async (url, xml) => {
      sent.push({ url, xml });
      return {
        status: 200,
        body: '<?xml version="1.0" encoding="ISO-8859-9"?><CC5Response><OrderId>x</OrderId><Response>Approved</Response><ProcReturnCode>00</ProcReturnCode><TransId>21335Kx1</TransId><ErrMsg></ErrMsg></CC5Response>',
      };
    });
    const result = await pos.refund(OID, 125_050n, '949');
    assert.deepEqual(result, {
      approved: true,
      response: 'Approved',
      procReturnCode: '00',
      transId: '21335Kx1',
      errMsg: '',
    });
    assert.equal(sent.length, 1);
    assert.equal(sent[0].url, SETTINGS.apiUrl);
    assert.match(sent[0].xml, /^<\?xml version="1\.0" encoding="ISO-8859-9"\?><CC5Request>/);
    assert.match(sent[0].xml, /<Password>p&lt;&amp;&gt;ss<\/Password>/);
    assert.deepEqual(readCc5(sent[0].xml, 'CC5Request'), {
      Name: 'APIUSER',
      Password: 'p<&>ss',
      ClientId: '700100000',
      Type: 'Credit',
      OrderId: OID,
      Total: '1250.50',
      Currency: '949',
    });
  });

  it('a refusal (Declined, Error) is an answer; no answer, another status, no CC5Response or an answer that is neither is "unreachable" (outcome unknown); no API user is "not configured"', async () => {
    const declined = nestpayPos(SETTINGS, async () => ({
      status: 200,
      body: '<CC5Response><Response>Declined</Response><ProcReturnCode>99</ProcReturnCode><ErrMsg>Iade tutari satis tutarini asiyor.</ErrMsg></CC5Response>',
    }));
    const r = await declined.refund(OID, 100n, '949');
    assert.equal(r.approved, false);
    assert.equal(r.errMsg, 'Iade tutari satis tutarini asiyor.');
    for (const transport of [
      async () => {
        throw new Error('ECONNRESET');
      },
      async () => ({ status: 500, body: '<CC5Response><Response>Approved</Response></CC5Response>' }),
      async () => ({ status: 200, body: '<html>maintenance</html>' }),
      async () => ({
        status: 200,
        body: '<!DOCTYPE x [<!ENTITY a "b">]><CC5Response><Response>&a;</Response></CC5Response>',
      }),
    ]) {
      await assert.rejects(nestpayPos(SETTINGS, transport).refund(OID, 100n, '949'), PosUnreachableError);
    }
    // Nestpay's other refusal value is an answer too; an answer that is neither tells nothing.
    const error = await nestpayPos(SETTINGS, async () => ({
      status: 200,
      body: '<CC5Response><Response>Error</Response><ProcReturnCode>99</ProcReturnCode><ErrMsg>CORE-2008</ErrMsg></CC5Response>',
    })).refund(OID, 100n, '949');
    assert.equal(error.approved, false);
    assert.equal(error.errMsg, 'CORE-2008');
    for (const head of [
      '<Response>Approved</Response><ProcReturnCode>05</ProcReturnCode>',
      '<Response></Response><ProcReturnCode>00</ProcReturnCode>',
      '<ProcReturnCode>99</ProcReturnCode>',
      '<Response>Pending</Response><ProcReturnCode>99</ProcReturnCode>',
    ]) {
      const pos = nestpayPos(SETTINGS, async () => ({ status: 200, body: `<CC5Response>${head}</CC5Response>` }));
      await assert.rejects(pos.refund(OID, 100n, '949'), PosUnreachableError, head);
    }
    const { apiUser: _u, ...noUser } = SETTINGS;
    await assert.rejects(
      nestpayPos(noUser, async () => ({ status: 200, body: '' })).refund(OID, 1n, '949'),
      PosRefundNotConfiguredError,
    );
  });

  it('the stand-in bank’s API makes a well-formed Credit of its API user and refuses anything else', async () => {
    const merchant = { clientId: '190100000', apiUser: 'ORNEKAPI', apiPassword: 'secret' };
    const now = new Date('2026-11-20T10:00:00Z');
    let request = '';
    const made = await nestpayPos({ ...SETTINGS, ...merchant }, async (_u, xml) => {
      request = xml;
      return standIn(merchant, now)(_u, xml);
    }).refund(OID, 5000n, '978');
    assert.equal(made.approved, true);
    assert.equal(readCc5(answerStandInApi(merchant, request, now) ?? '', 'CC5Response')?.Response, 'Approved');
    const wrong = answerStandInApi({ ...merchant, apiPassword: 'other' }, request, now) ?? '';
    assert.equal(readCc5(wrong, 'CC5Response')?.Response, 'Error');
    assert.equal(readCc5(answerStandInApi(merchant, '<x/>', now) ?? '', 'CC5Response')?.Response, 'Error');
  });

  it('asks the bank what became of an order’s refund (ORDERSTATUS query) and reads a credit, a sale or neither', async () => {
    const sent: string[] = [];
    const answering = (extra: string, head = '<Response>Approved</Response><ProcReturnCode>00</ProcReturnCode>') =>
      nestpayPos(SETTINGS, async (_url, xml) => {
        sent.push(xml);
        return { status: 200, body: `<CC5Response>${head}<ErrMsg></ErrMsg><Extra>${extra}</Extra></CC5Response>` };
      });
    const refunded = await answering(
      '<ORD_ID>x</ORD_ID><CHARGE_TYPE_CD>C</CHARGE_TYPE_CD><TRANS_STAT>C</TRANS_STAT><PROC_RET_CD>00</PROC_RET_CD><TRANS_ID>21335Kx9</TRANS_ID>',
    ).refundStatus(OID);
    assert.deepEqual(refunded, { refunded: true, transId: '21335Kx9', detail: 'C C 00' });
    assert.deepEqual(readCc5(sent[0], 'CC5Request'), {
      Name: 'APIUSER',
      Password: 'p<&>ss',
      ClientId: '700100000',
      OrderId: OID,
      'Extra.ORDERSTATUS': 'QUERY',
    });
    const sale = await answering(
      '<CHARGE_TYPE_CD>S</CHARGE_TYPE_CD><TRANS_STAT>C</TRANS_STAT><PROC_RET_CD>00</PROC_RET_CD>',
    ).refundStatus(OID);
    assert.equal(sale.refunded, false);
    const declinedCredit = await answering(
      '<CHARGE_TYPE_CD>C</CHARGE_TYPE_CD><TRANS_STAT>D</TRANS_STAT><PROC_RET_CD>99</PROC_RET_CD>',
    ).refundStatus(OID);
    assert.equal(declinedCredit.refunded, false, 'a refund the bank declined is no refund');
    // The bank cannot tell (an error answer, no transaction named): nothing is concluded.
    for (const pos of [
      answering('', '<Response>Error</Response><ProcReturnCode>99</ProcReturnCode>'),
      answering('<TRANS_STAT>C</TRANS_STAT>'),
    ]) {
      await assert.rejects(pos.refundStatus(OID), PosUnreachableError);
    }
  });

  it('the stand-in bank answers the order status from the refunds it made', async () => {
    const merchant = { clientId: '190100001', apiUser: 'ORNEKAPI', apiPassword: 'secret' };
    const now = new Date('2026-11-20T10:00:00Z');
    const pos = nestpayPos({ ...SETTINGS, ...merchant }, standIn(merchant, now));
    const oid = 'e7c3a0e4-2f4b-4a8e-9d7c-000000000001';
    assert.equal((await pos.refundStatus(oid)).refunded, false, 'not refunded yet');
    const made = await pos.refund(oid, 4200n, '949');
    assert.deepEqual(await pos.refundStatus(oid), { refunded: true, transId: made.transId, detail: 'C C 00' });
    const stranger = nestpayPos({ ...SETTINGS, ...merchant, apiPassword: 'other' }, standIn(merchant, now));
    await assert.rejects(stranger.refundStatus(oid), PosUnreachableError, 'only its API user may ask');
  });

  it('the stand-in bank misbehaves on a test’s demand: a decline is an answer, a lost answer or request is unknown', async () => {
    const merchant = { clientId: '190100002', apiUser: 'ORNEKAPI', apiPassword: 'secret' };
    const now = new Date('2026-11-20T10:00:00Z');
    const pos = nestpayPos({ ...SETTINGS, ...merchant }, standIn(merchant, now));
    const oid = (n: number) => `e7c3a0e4-2f4b-4a8e-9d7c-00000000010${n}`;

    failNextStandInRefund(oid(1), 'declined');
    const declined = await pos.refund(oid(1), 100n, '949');
    assert.equal(declined.approved, false);
    assert.equal(declined.response, 'Declined');
    assert.equal(declined.errMsg, STAND_IN_REFUND_DECLINE);
    assert.equal((await pos.refundStatus(oid(1))).refunded, false);

    failNextStandInRefund(oid(2), 'answer-lost');
    await assert.rejects(pos.refund(oid(2), 100n, '949'), PosUnreachableError);
    assert.equal((await pos.refundStatus(oid(2))).refunded, true, 'refunded, though the answer never came');

    failNextStandInRefund(oid(3), 'request-lost');
    await assert.rejects(pos.refund(oid(3), 100n, '949'), PosUnreachableError);
    assert.equal((await pos.refundStatus(oid(3))).refunded, false);
    // Once only: the next Credit of the order is made.
    assert.equal((await pos.refund(oid(3), 100n, '949')).approved, true);
  });
});
