import assert from 'node:assert/strict';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { createTcmbSource, parseTcmbXml, perUnit, RateSourceError } from './tcmb-source';

const FIXTURE = fs.readFileSync(path.join(__dirname, 'fixtures', 'tcmb-today.xml'), 'utf8');

describe('TCMB daily XML', () => {
  it('reads the bulletin date and each forex selling rate per one unit', () => {
    const daily = parseTcmbXml(FIXTURE);
    assert.equal(daily.date, '2026-11-24');
    assert.deepEqual(daily.rates, [
      { currency: 'USD', forexSelling: '42.3455' },
      { currency: 'AUD', forexSelling: '27.5686' },
      { currency: 'EUR', forexSelling: '48.9044' },
      // Quoted per 100 yen.
      { currency: 'JPY', forexSelling: '0.272118' },
      // XDR has no forex selling rate: left out.
    ]);
  });

  it('divides by the unit without floating point', () => {
    assert.equal(perUnit('27.2118', 100), '0.272118');
    assert.equal(perUnit('1234.5', 10), '123.45');
    assert.equal(perUnit('100', 100), '1');
    assert.equal(perUnit('42.3455', 1), '42.3455');
    assert.equal(perUnit('10', 3), '3.333333');
  });

  it('refuses a document without a real bulletin date, and skips unreadable rates', () => {
    assert.throws(() => parseTcmbXml('<html><body>Bakım çalışması</body></html>'), RateSourceError);
    assert.throws(() => parseTcmbXml(FIXTURE.replace('Tarih="24.11.2026"', 'Tarih="31.02.2026"')), RateSourceError);
    assert.throws(() => parseTcmbXml('<Tarih_Date Tarih="24.11.2026"><Currency'), RateSourceError);
    const odd = parseTcmbXml(
      FIXTURE.replace('<ForexSelling>48.9044</ForexSelling>', '<ForexSelling>-1</ForexSelling>'),
    );
    assert.deepEqual(
      odd.rates.map((r) => r.currency),
      ['USD', 'AUD', 'JPY'],
    );
  });
});

describe('TCMB source over HTTP', () => {
  let server: http.Server;
  let base: string;
  before(async () => {
    server = http.createServer((req, res) => {
      if (req.url === '/kurlar/today.xml') {
        res.writeHead(200, { 'content-type': 'application/xml; charset=utf-8' });
        res.end(FIXTURE);
      } else {
        res.writeHead(503);
        res.end('down');
      }
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  after(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('fetches and parses the served bulletin', async () => {
    const daily = await createTcmbSource(`${base}/kurlar/today.xml`).fetchDaily();
    assert.equal(daily.date, '2026-11-24');
    assert.equal(daily.rates.find((r) => r.currency === 'EUR')?.forexSelling, '48.9044');
  });

  it('reports a failing answer as an error (the caller keeps the stored rates)', async () => {
    await assert.rejects(createTcmbSource(`${base}/other.xml`).fetchDaily(), /TCMB answered 503/);
  });
});
