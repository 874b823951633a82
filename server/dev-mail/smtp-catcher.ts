import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import type { Db } from '../db/client';
import { storeCaught } from './queries';

export interface SmtpCatcher {
  /** smtp://127.0.0.1:<port>, for nodemailer. */
  url: string;
  close(): Promise<void>;
}

/**
 * The built-in SMTP catcher (docs/architecture.md §13): a real SMTP server (smtp-server) on a
 * loopback port that nodemailer really sends to while the stand-ins are on (EDEVLET_MODE=dev, no
 * SMTP_URL). Each message is parsed (mailparser) and stored in the database, so /gelistirici/posta
 * on any instance shows what every instance sent. Nothing is relayed anywhere.
 */
export async function startSmtpCatcher(db: Db): Promise<SmtpCatcher> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    banner: 'E-Satış geliştirici SMTP yakalayıcısı',
    size: 1024 * 1024,
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then(async (mail) => {
          const to = Array.isArray(mail.to) ? mail.to.map((a) => a.text).join(', ') : (mail.to?.text ?? '');
          await storeCaught(db, {
            kanal: 'eposta',
            alici: to,
            konu: mail.subject ?? '',
            metin: mail.text ?? '',
            html: typeof mail.html === 'string' ? mail.html : null,
            mesajKimligi: mail.messageId ?? null,
          });
          callback();
        })
        .catch((err: Error) => callback(err));
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  server.on('error', () => {});
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `smtp://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
