import nodemailer from 'nodemailer';
import type { EmailMessage } from '../templates/email';

export interface OutgoingMail extends EmailMessage {
  to: string;
  /** Deterministic per delivery (`<teslimat-{id}@host>`): a resend after a crash carries the same id. */
  messageId: string;
  unsubscribeUrl: string;
}

/** The e-mail channel (docs/architecture.md §13); tests and the stand-in give other SMTP servers. */
export interface MailSender {
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/**
 * Sends over SMTP with nodemailer. Timeouts stay well under the delivery job's expiry, so a job is
 * never retried while its first attempt may still be talking to the server. Every message carries
 * RFC 8058 one-click unsubscribe headers.
 */
export function smtpMailSender(smtpUrl: string, from: string): MailSender {
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    // A fan-out sends hundreds of mails: reuse a few connections instead of one handshake each.
    pool: true,
    maxConnections: 4,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  return {
    async send(mail) {
      await transport.sendMail({
        from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        messageId: mail.messageId,
        headers: {
          'List-Unsubscribe': `<${mail.unsubscribeUrl}>`,
          'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
        },
      });
    },
    close: () => transport.close(),
  };
}
