import http from 'node:http';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  raw: string;
  parsed: ParsedMail;
  messageId: string;
  to: string;
}

/**
 * A real SMTP server in the test process (smtp-server): the provider the worker's nodemailer talks
 * to. `acceptDelayMs` makes each message take that long (a burst then lasts long enough to be
 * interrupted). `refuse(n)` makes it answer the next n messages with a temporary error (451), as a busy
 * server does.
 */
export async function startTestSmtp(opts: { acceptDelayMs?: number } = {}) {
  const received: ReceivedMail[] = [];
  let refusals = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        if (refusals > 0) {
          refusals--;
          const err = new Error('Geçici hata, sonra deneyin') as Error & { responseCode: number };
          err.responseCode = 451;
          callback(err);
          return;
        }
        const raw = Buffer.concat(chunks).toString('utf8');
        new Promise((r) => setTimeout(r, opts.acceptDelayMs ?? 0))
          .then(() => simpleParser(raw))
          .then((parsed) => {
            const to = Array.isArray(parsed.to) ? parsed.to.map((a) => a.text).join(', ') : (parsed.to?.text ?? '');
            received.push({ raw, parsed, messageId: parsed.messageId ?? '', to });
            callback();
          })
          .catch((e: Error) => callback(e));
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  // A client killed mid-message (the fault test's kill -9) resets its connection: not an error here.
  server.on('error', () => {});
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    refuse(n: number) {
      refusals = n;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A Turkish-style SMS gateway over HTTP in the test process: records the form posts, answers `00 <n>`. */
export async function startTestSmsGateway() {
  const received: Array<Record<string, string>> = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c) => {
      body += c;
    });
    req.on('end', () => {
      received.push(Object.fromEntries(new URLSearchParams(body)));
      res.end(`00 ${received.length}`);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}/sms/send`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Waits until `check` answers true (the worker runs on its own timers). */
export async function waitFor(check: () => Promise<boolean> | boolean, what: string, timeoutMs = 30_000) {
  const end = Date.now() + timeoutMs;
  for (;;) {
    if (await check()) return;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
