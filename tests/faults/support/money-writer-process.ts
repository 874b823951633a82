/**
 * A portal instance's money writers on their own, for the kill -9 fault test (money-crash.test.ts):
 * MONEY_WRITER=statement imports the statement file MONEY_INPUT as Mali İşler's upload does;
 * MONEY_WRITER=card applies the bank callbacks of the JSON file MONEY_INPUT one by one, as the
 * callback route does. Prints "started" before the first write and "done" after the last; the test
 * kills it in between.
 */
import { readFileSync } from 'node:fs';
import { DEV_POS } from '../../../server/config';
import { openDatabase } from '../../../server/db/client';
import { applyCardCallback } from '../../../server/money/card/card-callback';
import { nestpayPos } from '../../../server/money/pos/nestpay-pos';
import { importStatement } from '../../../server/money/statements/import-statement';
import { parseStatement } from '../../../server/money/statements/parse-statement';

async function main() {
  const handle = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir: 'unused' });
  const input = readFileSync(process.env.MONEY_INPUT as string);
  process.stdout.write('started\n');
  if (process.env.MONEY_WRITER === 'statement') {
    const actor = { personelId: Number(process.env.MONEY_STAFF_ID), adiSoyadi: 'Mali İşler', ip: null };
    await importStatement(handle.db, {
      bytes: input,
      fileName: 'ekstre.csv',
      parsed: parseStatement(input),
      actor,
      now: new Date(),
    });
  } else {
    const pos = nestpayPos({
      gatewayUrl: 'http://127.0.0.1/3d',
      clientId: DEV_POS.clientId,
      storeKey: DEV_POS.storeKey,
    });
    for (const body of JSON.parse(String(input)) as Array<Record<string, string>>)
      await applyCardCallback(handle.db, pos, body, new Date());
  }
  process.stdout.write('done\n');
  await handle.close();
}

main().catch((err) => {
  process.stderr.write(`${err?.stack ?? err}\n`);
  process.exit(1);
});
