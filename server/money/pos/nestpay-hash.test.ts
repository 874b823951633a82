import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { DEV_POS } from '../../config';
import { hashInput, hasValidHash, nestpayHash, signFields } from './nestpay-hash';
import { nestpayPos } from './nestpay-pos';

/**
 * The ver3 hash of Nestpay-type virtual POS gates. The vector was computed independently (Python
 * hashlib, following the banks' PHP sample: natcasesort of the names, '\' and '|' escaped, store key
 * last, base64 of the raw SHA-512), with escaped characters in a value and in the key.
 */
const FIELDS = {
  clientid: '100200127',
  oid: 'ORD-1',
  amount: '91.96',
  okUrl: 'https://a.example/ok',
  failUrl: 'https://a.example/fail',
  rnd: 'abc|d\\e',
  currency: '949',
  lang: 'tr',
  storetype: '3d_pay_hosting',
  hashAlgorithm: 'ver3',
  TranType: 'Auth',
  Instalment: '',
};
const KEY = 'TEST1234|\\';

describe('Nestpay ver3 hash', () => {
  it('matches the independently computed vector', () => {
    assert.equal(
      hashInput(FIELDS, KEY),
      '91.96|100200127|949|https://a.example/fail|ver3||tr|ORD-1|https://a.example/ok|abc\\|d\\\\e|3d_pay_hosting|Auth|TEST1234\\|\\\\',
    );
    assert.equal(
      nestpayHash(FIELDS, KEY),
      'ZNTfSDy6xywaB7cguZB+1vOul/+BDLnpKCywwnNTfBGlbYpPuGHJwC2XhUJkuiFfRifucUQi38zRPI9b6+0kWw==',
    );
  });

  it('ignores the hash and encoding fields whatever their case', () => {
    const signed = signFields(FIELDS, KEY);
    assert.equal(nestpayHash({ ...signed, encoding: 'utf-8', HASH: 'x' }, KEY), signed.hash);
    assert.ok(hasValidHash({ ...signed, Encoding: 'utf-8' }, KEY));
  });

  it('fails when any field, the key or the hash is changed, added or removed', () => {
    const signed = signFields(FIELDS, KEY);
    assert.ok(hasValidHash(signed, KEY));
    for (const name of Object.keys(FIELDS)) {
      assert.equal(hasValidHash({ ...signed, [name]: `${signed[name]}1` }, KEY), false, `${name} altered`);
      const { [name]: _gone, ...rest } = signed;
      assert.equal(hasValidHash(rest, KEY), false, `${name} removed`);
    }
    assert.equal(hasValidHash({ ...signed, extra: '' }, KEY), false, 'a field added');
    assert.equal(hasValidHash(signed, `${KEY}x`), false, 'another store key');
    assert.equal(hasValidHash({ ...signed, hash: `${signed.hash.slice(0, -2)}A=` }, KEY), false, 'hash altered');
    assert.equal(hasValidHash({ ...signed, hash: '' }, KEY), false, 'no hash');
  });
});

describe('nestpayPos', () => {
  const pos = nestpayPos({
    gatewayUrl: 'https://banka.example/3d',
    clientId: DEV_POS.clientId,
    storeKey: DEV_POS.storeKey,
  });
  const answer = (extra: Record<string, string>) => {
    const { hash, ...rest } = signFields({ oid: 'o1', amount: '10.00', currency: '949', ...extra }, DEV_POS.storeKey);
    return { ...rest, HASH: hash };
  };

  it('signs a 3D Pay Hosting start with the amount in the gate format and the ISO currency', () => {
    const { gatewayUrl, fields } = pos.startPayment({
      oid: 'o1',
      amountKurus: 125_000n,
      currencyNumeric: '978',
      okUrl: 'https://p.example/ok',
      failUrl: 'https://p.example/fail',
    });
    assert.equal(gatewayUrl, 'https://banka.example/3d');
    assert.equal(fields.amount, '1250.00');
    assert.equal(fields.currency, '978');
    assert.equal(fields.storetype, '3d_pay_hosting');
    assert.equal(fields.hashAlgorithm, 'ver3');
    assert.equal(fields.lang, 'tr');
    assert.ok(hasValidHash(fields, DEV_POS.storeKey));
  });

  it('approves only Response Approved, code 00 and an authenticated mdStatus', () => {
    const ok = pos.verifyCallback(answer({ Response: 'Approved', ProcReturnCode: '00', mdStatus: '1' }));
    assert.ok(ok !== 'bad-signature' && ok.approved);
    for (const bad of [
      { Response: 'Declined', ProcReturnCode: '51', mdStatus: '1' },
      { Response: 'Approved', ProcReturnCode: '00', mdStatus: '0' },
      { Response: 'Approved', ProcReturnCode: '99', mdStatus: '1' },
    ]) {
      const v = pos.verifyCallback(answer(bad));
      assert.ok(v !== 'bad-signature' && !v.approved, JSON.stringify(bad));
    }
  });

  it('refuses a callback with a wrong signature or non-text fields', () => {
    const genuine = answer({ Response: 'Approved', ProcReturnCode: '00', mdStatus: '1' });
    assert.equal(pos.verifyCallback({ ...genuine, amount: '1000.00' }), 'bad-signature');
    assert.equal(pos.verifyCallback({ ...genuine, oid: ['o1', 'o2'] }), 'bad-signature');
    assert.equal(pos.verifyCallback({}), 'bad-signature');
  });
});
