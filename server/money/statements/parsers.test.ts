import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { refundIdInText } from '../../../lib/rules/refund-queue-schemas';
import { STATEMENT_MESSAGES as M } from '../../../lib/rules/statement-schemas';
import { parseCommaAmount, parseDotAmount } from './amount';
import { CSV_HEADER } from './csv-format';
import { camt053Fixture, csvFixture } from './fixtures';
import { coveredUntil } from './import-statement';
import { parseStatement } from './parse-statement';
import { StatementFormatError } from './types';

const IBAN = 'TR300001000000000012345601';
const parse = (text: string) => parseStatement(Buffer.from(text, 'utf8'));
const refusal = (text: string, message: string) =>
  assert.throws(
    () => parse(text),
    (err: unknown) => err instanceof StatementFormatError && err.message === message,
  );

const ENTRIES = [
  { amount: '1250.50', ref: 'R-1', description: 'TMN0000000289 teminat', sender: 'Mehmet Kaya' },
  { amount: '300', debit: true, ref: 'R-2', description: 'Havale masrafı' },
  { amount: '0.07', ref: 'R-3', description: 'Ödeme — çğıİöşü', sender: 'Ayşe Yılmaz & Ortakları' },
];

describe('camt.053 parser', () => {
  for (const version of ['02', '08'] as const) {
    it(`reads camt.053.001.${version}: credits and debits, amounts in kuruş, Turkish letters, the sender`, () => {
      const s = parse(camt053Fixture({ iban: IBAN, version, entries: ENTRIES }));
      assert.equal(s.format, 'camt053');
      assert.equal(s.iban, IBAN);
      assert.equal(s.entries.length, 3);
      const [a, b, c] = s.entries;
      assert.deepEqual(
        { kind: a.kind, kurus: a.amountKurus, ccy: a.currency, ref: a.bankReference },
        { kind: 'credit', kurus: 125050n, ccy: 'TRY', ref: 'R-1' },
      );
      assert.equal(a.description, 'TMN0000000289 teminat');
      assert.equal(a.sender, 'Mehmet Kaya');
      assert.equal(a.bookedAt.toISOString(), '2026-11-19T21:00:00.000Z');
      assert.equal(b.kind, 'debit');
      assert.equal(c.amountKurus, 7n);
      assert.equal(c.description, 'Ödeme — çğıİöşü');
      assert.equal(c.sender, 'Ayşe Yılmaz & Ortakları');
    });
  }

  it('reads an outgoing transfer’s EndToEndId, creditor and IBAN, and a returned transfer’s original EndToEndId', () => {
    const s = parse(
      camt053Fixture({
        iban: IBAN,
        entries: [
          {
            amount: '150.25',
            debit: true,
            ref: 'D-1',
            endToEndId: '42',
            sender: 'Mehmet Kaya',
            creditorIban: 'tr33 0006 1005 1978 6457 8413 26',
            description: 'Teminat iadesi 42',
          },
          { amount: '150.25', ref: 'D-2', endToEndId: '42', returned: true, description: 'Iade: hesap kapali' },
          { amount: '10.00', ref: 'D-3', endToEndId: '42', description: 'Havale', sender: 'Ali' },
        ],
      }),
    );
    const [out, back, plain] = s.entries;
    assert.deepEqual(
      [out.kind, out.endToEndId, out.counterpartyIban, out.sender, out.returned],
      ['debit', '42', 'TR330006100519786457841326', 'Mehmet Kaya', false],
    );
    assert.deepEqual([back.kind, back.endToEndId, back.returned], ['credit', '42', true]);
    assert.deepEqual([plain.kind, plain.returned, plain.counterpartyIban], ['credit', false, null]);
  });

  it('skips entries that are not booked yet', () => {
    const xml = camt053Fixture({ iban: IBAN, entries: [ENTRIES[0]] }).replace('<Cd>BOOK</Cd>', '<Cd>PDNG</Cd>');
    assert.equal(parse(xml).entries.length, 0);
  });

  it('keeps every entry without a bank reference, identical ones too, with no reference of its own', () => {
    const one = { amount: '10.00', description: 'aynı açıklama' };
    const a = parse(camt053Fixture({ iban: IBAN, entries: [one, one, { ...one, ref: 'R-9' }] })).entries;
    assert.deepEqual(
      a.map((e) => [e.position, e.amountKurus, e.bankReference]),
      [
        [1, 1000n, null],
        [2, 1000n, null],
        [3, 1000n, 'R-9'],
      ],
    );
  });

  it('reads the account of the statement, and refuses a file of two accounts', () => {
    const spaced = camt053Fixture({ iban: 'TR30 0001 0000 0000 0012 3456 01', entries: [ENTRIES[0]] });
    assert.equal(parse(spaced).iban, IBAN);
    const other = 'TR030001000000000012345602';
    const one = camt053Fixture({ iban: IBAN, entries: [ENTRIES[0]] });
    const stmt = (iban: string) => /<Stmt>[\s\S]*<\/Stmt>/.exec(camt053Fixture({ iban, entries: [ENTRIES[2]] }))?.[0];
    // Two Stmt of the same account (two days) are one statement; another account is another file.
    assert.equal(parse(one.replace('</Stmt>', `</Stmt>${stmt(IBAN)}`)).entries.length, 2);
    refusal(one.replace('</Stmt>', `</Stmt>${stmt(other)}`), M.oneAccountPerFile([IBAN, other]));
  });

  it('refuses a DOCTYPE or an entity (XXE) before parsing', () => {
    const xxe = `<?xml version="1.0"?><!DOCTYPE d [<!ENTITY x SYSTEM "file:///etc/passwd">]><Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.08"><BkToCstmrStmt>&x;</BkToCstmrStmt></Document>`;
    refusal(xxe, M.doctype);
    refusal(`<?xml version="1.0"?><!DOCTYPE Document><Document/>`, M.doctype);
  });

  it('refuses a few KB of tags nested a thousand deep with its message, not a crash', () => {
    const deep = `<?xml version="1.0"?><Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.08"><BkToCstmrStmt>${'<a>'.repeat(1000)}${'</a>'.repeat(1000)}</BkToCstmrStmt></Document>`;
    refusal(deep, M.xmlTooDeep);
  });

  it('names the line of broken XML, and refuses XML that is not a camt.053', () => {
    const broken = camt053Fixture({ iban: IBAN, entries: [ENTRIES[0]] }).replace('</CdtDbtInd>', '</CdtDbt>');
    assert.throws(
      () => parse(broken),
      (err: unknown) =>
        err instanceof StatementFormatError &&
        /^Ekstre dosyası geçerli bir XML değil \(\d+\. satır\)\.$/.test(err.message),
    );
    refusal('<?xml version="1.0"?><Belge><Satir/></Belge>', M.notCamt053);
  });

  it('refuses an entry with a bad amount, direction or date, naming the entry', () => {
    const base = camt053Fixture({ iban: IBAN, entries: [ENTRIES[0], ENTRIES[2]] });
    refusal(base.replace('>0.07<', '>0,07<'), M.entryField(2, 'tutar (Amt)'));
    refusal(base.replace('>0.07<', '>0.075<'), M.entryField(2, 'tutar (Amt)'));
    refusal(base.replace('<CdtDbtInd>CRDT', '<CdtDbtInd>XX'), M.entryField(1, 'borç/alacak (CdtDbtInd)'));
    refusal(base.replace('<Dt>2026-11-20</Dt>', '<Dt>2026-02-31</Dt>'), M.entryField(1, 'işlem tarihi (BookgDt)'));
  });
});

describe('CSV parser', () => {
  it('reads the Turkish bank format: ; separator, comma decimals, dot thousands, Turkish letters, debits', () => {
    const csv = `${CSV_HEADER}\n20.11.2026 14:05;D-1;"Teminat; TMN0000000289";MEHMET KAYA;1.250,50;TL;${IBAN}\n21.11.2026;D-2;Masraf çğışöü;;-12,5;TRY;${IBAN}\n`;
    const s = parse(csv);
    assert.equal(s.format, 'csv');
    assert.equal(s.iban, IBAN);
    assert.deepEqual(
      s.entries.map((e) => [e.kind, e.amountKurus, e.currency, e.bankReference, e.description]),
      [
        ['credit', 125050n, 'TRY', 'D-1', 'Teminat; TMN0000000289'],
        ['debit', 1250n, 'TRY', 'D-2', 'Masraf çğışöü'],
      ],
    );
    assert.equal(s.entries[0].bookedAt.toISOString(), '2026-11-20T11:05:00.000Z');
  });

  it('reads a debit’s creditor IBAN from Gönderen, and names the refund its description carries', () => {
    const csv = `${CSV_HEADER}\n20.11.2026;D-1;TEMİNAT İADESİ 42;TR33 0006 1005 1978 6457 8413 26;-150,25;TRY;${IBAN}\n20.11.2026;D-2;Kira;EMLAK A.Ş.;-10,00;TRY;${IBAN}\n`;
    const [refund, rent] = parse(csv).entries;
    assert.deepEqual(
      [refund.kind, refund.counterpartyIban, refundIdInText(refund.description)],
      ['debit', 'TR330006100519786457841326', 42],
    );
    assert.deepEqual([rent.counterpartyIban, refundIdInText(rent.description)], [null, null]);
    assert.equal(refundIdInText('teminat iadesi 42'), 42);
    assert.equal(refundIdInText('Teminat iadesi 420000000000'), null);
  });

  it('reads what the fixture generator writes (BOM, CRLF, quoted fields)', () => {
    const s = parse(csvFixture({ iban: IBAN, entries: ENTRIES }));
    assert.deepEqual(
      s.entries.map((e) => [e.kind, e.amountKurus, e.sender]),
      [
        ['credit', 125050n, 'Mehmet Kaya'],
        ['debit', 30000n, ''],
        ['credit', 7n, 'Ayşe Yılmaz & Ortakları'],
      ],
    );
  });

  it('refuses malformed lines with a Turkish message naming the line', () => {
    const row = (amount: string, date = '20.11.2026') => `${CSV_HEADER}\n${date};D-1;x;y;${amount};TRY;${IBAN}\n`;
    refusal(row('12.5'), M.csvField(2, 'Tutar'));
    refusal(row('1,234'), M.csvField(2, 'Tutar'));
    refusal(row('abc'), M.csvField(2, 'Tutar'));
    refusal(row('10,00', '2026-11-20'), M.csvField(2, 'Tarih'));
    refusal(row('10,00', '31.02.2026'), M.csvField(2, 'Tarih'));
    refusal(`${CSV_HEADER}\n20.11.2026;D-1;x;10,00;TRY;${IBAN}\n`, M.csvColumns(2, 7));
    refusal(`${CSV_HEADER}\n20.11.2026;D-1;"x;y;10,00;TRY;${IBAN}\n`, M.csvMalformed(2));
  });

  it('takes the account from the Hesap IBAN column: one account per file, and a file without lines names none', () => {
    const other = 'TR030001000000000012345602';
    const two = `${CSV_HEADER}\n20.11.2026;D-1;x;y;10,00;TRY;${IBAN}\n20.11.2026;D-2;x;y;10,00;TRY;${other}\n`;
    refusal(two, M.oneAccountPerFile([IBAN, other]));
    refusal(`${CSV_HEADER}\n`, M.noEntries);
    const noDekont = parse(`${CSV_HEADER}\n20.11.2026;;x;y;10,00;TRY;${IBAN}\n20.11.2026;;x;y;10,00;TRY;${IBAN}\n`);
    assert.deepEqual(
      noDekont.entries.map((e) => e.bankReference),
      [null, null],
    );
  });

  it('refuses an unknown format, an empty file and text that is not UTF-8', () => {
    refusal('Tarih,Tutar\n20.11.2026,10\n', M.unknownFormat);
    refusal('   \n', M.empty);
    assert.throws(
      () => parseStatement(Buffer.from([0x54, 0x61, 0x72, 0x69, 0x68, 0xfe, 0xff])),
      (err: unknown) => err instanceof StatementFormatError && err.message === M.notUtf8,
    );
  });
});

describe('amounts to kuruş', () => {
  it('never loses a kuruş, in either notation', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 999_999_999_999_999n }), (k) => {
        const lira = (k / 100n).toString();
        const kr = String(k % 100n).padStart(2, '0');
        assert.equal(parseDotAmount(`${lira}.${kr}`), k);
        const grouped = lira.replace(/\B(?=(\d{3})+$)/g, '.');
        assert.deepEqual(parseCommaAmount(`${grouped},${kr}`), { kurus: k, negative: false });
        assert.deepEqual(parseCommaAmount(`-${lira},${kr}`), { kurus: k, negative: true });
      }),
    );
  });

  it('reads one decimal as tens of kuruş and refuses three', () => {
    assert.equal(parseDotAmount('0.1'), 10n);
    assert.equal(parseDotAmount('0.105'), null);
    assert.deepEqual(parseCommaAmount('1,5'), { kurus: 150n, negative: false });
    assert.equal(parseCommaAmount('1.23,45'), null);
  });
});

/** Until when a statement covers its account: the forfeit waits for it (server/money/deadline.ts). */
describe('statement coverage', () => {
  it('is the camt.053 period end (FrToDt/ToDtTm) when the bank gives it, else the end of the latest booking day', () => {
    const entries = [
      { amount: '10.00', ref: 'K-1', description: 'Havale', date: '2026-11-26' },
      { amount: '5.00', ref: 'K-2', description: 'Masraf', debit: true, date: '2026-11-27' },
    ];
    const camt = camt053Fixture({ iban: IBAN, entries });
    // No period: the latest booking (27 Nov, a debit too) to the end of that day in Istanbul.
    assert.equal(coveredUntil(parse(camt))?.toISOString(), '2026-11-27T20:59:59.999Z');
    const period =
      '<FrToDt><FrDtTm>2026-11-26T00:00:00+03:00</FrDtTm><ToDtTm>2026-11-28T23:59:59+03:00</ToDtTm></FrToDt>';
    const withPeriod = camt.replace('<Acct>', `${period}<Acct>`);
    assert.equal(coveredUntil(parse(withPeriod))?.toISOString(), '2026-11-28T20:59:59.000Z');
    assert.equal(coveredUntil(parse(csvFixture({ iban: IBAN, entries })))?.toISOString(), '2026-11-27T20:59:59.999Z');
  });
});
