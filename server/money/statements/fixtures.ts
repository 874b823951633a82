import { CSV_DELIMITER, CSV_HEADER } from './csv-format';

/**
 * Statement files for tests and the e2e journey: a camt.053 (.001.02 or .001.08) and a CSV in the
 * portal's format (csv-format.ts) holding the given entries, as a bank would export them.
 */
export interface FixtureEntry {
  /** Dot decimal, e.g. '1250.50'. */
  amount: string;
  currency?: string;
  debit?: boolean;
  /** The bank reference; omitted: none given (the importer hashes the entry). */
  ref?: string;
  description: string;
  sender?: string;
  /** 'YYYY-MM-DD'. */
  date?: string;
  /** camt.053 TxDtls/Refs/EndToEndId (a refund's request id in the portal's pain.001). */
  endToEndId?: string;
  /** A debit's creditor IBAN (camt.053 RltdPties/CdtrAcct; the CSV's Gönderen column). */
  creditorIban?: string;
  /** A credit returning an earlier transfer (camt.053 TxDtls/RtrInf with reason AC04). */
  returned?: boolean;
}

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export function camt053Fixture(p: {
  iban: string;
  currency?: string;
  version?: '02' | '08';
  statementId?: string;
  entries: FixtureEntry[];
}): string {
  const v = p.version ?? '08';
  const ccy = p.currency ?? 'TRY';
  const entries = p.entries
    .map((e) => {
      const sts = v === '02' ? '<Sts>BOOK</Sts>' : '<Sts><Cd>BOOK</Cd></Sts>';
      // The other party: the debtor of a credit, the creditor (and its account) of a debit.
      const role = e.debit ? 'Cdtr' : 'Dbtr';
      const name = e.sender
        ? v === '02'
          ? `<${role}><Nm>${esc(e.sender)}</Nm></${role}>`
          : `<${role}><Pty><Nm>${esc(e.sender)}</Nm></Pty></${role}>`
        : '';
      const account = e.creditorIban ? `<CdtrAcct><Id><IBAN>${e.creditorIban}</IBAN></Id></CdtrAcct>` : '';
      const dbtr = name || account ? `<RltdPties>${name}${account}</RltdPties>` : '';
      const refs = e.endToEndId ? `<Refs><EndToEndId>${esc(e.endToEndId)}</EndToEndId></Refs>` : '';
      const rtr = e.returned ? '<RtrInf><Rsn><Cd>AC04</Cd></Rsn></RtrInf>' : '';
      return `
      <Ntry>
        <Amt Ccy="${e.currency ?? ccy}">${e.amount}</Amt>
        <CdtDbtInd>${e.debit ? 'DBIT' : 'CRDT'}</CdtDbtInd>
        ${sts}
        <BookgDt><Dt>${e.date ?? '2026-11-20'}</Dt></BookgDt>
        ${e.ref ? `<AcctSvcrRef>${esc(e.ref)}</AcctSvcrRef>` : ''}
        <BkTxCd><Prtry><Cd>EFT</Cd></Prtry></BkTxCd>
        <NtryDtls><TxDtls>${refs}${dbtr}<RmtInf><Ustrd>${esc(e.description)}</Ustrd></RmtInf>${rtr}</TxDtls></NtryDtls>
      </Ntry>`;
    })
    .join('');
  return `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.${v}">
  <BkToCstmrStmt>
    <GrpHdr><MsgId>${p.statementId ?? 'EKSTRE-1'}</MsgId><CreDtTm>2026-11-20T18:00:00+03:00</CreDtTm></GrpHdr>
    <Stmt>
      <Id>${p.statementId ?? 'EKSTRE-1'}</Id>
      <CreDtTm>2026-11-20T18:00:00+03:00</CreDtTm>
      <Acct><Id><IBAN>${p.iban}</IBAN></Id><Ccy>${ccy}</Ccy></Acct>${entries}
    </Stmt>
  </BkToCstmrStmt>
</Document>
`;
}

export function csvFixture(p: { iban: string; entries: FixtureEntry[] }): string {
  const quote = (s: string) => (/[;"\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s);
  const lines = p.entries.map((e) => {
    const [y, m, d] = (e.date ?? '2026-11-20').split('-');
    const [int, frac = '00'] = e.amount.split('.');
    const amount = `${e.debit ? '-' : ''}${int.replace(/\B(?=(\d{3})+$)/g, '.')},${frac.padEnd(2, '0')}`;
    const party = e.creditorIban ?? e.sender ?? '';
    return [`${d}.${m}.${y} 10:00`, e.ref ?? '', e.description, party, amount, e.currency ?? 'TRY', p.iban]
      .map(quote)
      .join(CSV_DELIMITER);
  });
  return `\uFEFF${[CSV_HEADER, ...lines].join('\r\n')}\r\n`;
}
