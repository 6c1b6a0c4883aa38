// How the outbox sender hands an e-mail over: to an SMTP server (nodemailer) when SMTP_URL is set,
// else to the API's log (info level), where a developer or an operator can read it; such a mail is
// marked `logged`, never `sent`: nobody received it.
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
}

export interface MailTransport {
  /** 'smtp' delivers; 'log' only writes the mail to the log. */
  readonly kind: 'smtp' | 'log';
  /** Resolves when the mail was taken; rejects with a MailError otherwise. */
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/** A refused or failed hand-over: `permanent` when retrying cannot help (an SMTP 5xx reply). */
export class MailError extends Error {
  override name = 'MailError';
  constructor(
    message: string,
    readonly permanent: boolean,
  ) {
    super(message);
  }
}

/** What the outbox keeps of a failure: the SMTP reply or the network error, short, no stack. */
export function describeMailError(error: unknown): MailError {
  if (error instanceof MailError) return error;
  const e = error as { code?: unknown; responseCode?: unknown; response?: unknown; message?: unknown };
  const responseCode = typeof e.responseCode === 'number' ? e.responseCode : undefined;
  const code = typeof e.code === 'string' ? e.code : undefined;
  const text =
    typeof e.response === 'string' ? e.response : typeof e.message === 'string' ? e.message : 'error';
  const message = [code, responseCode, text].filter((part) => part !== undefined).join(' ');
  // 5xx: the server refused for good (unknown mailbox, rejected sender); an envelope without a valid
  // recipient cannot be sent either. Everything else (no connection, timeouts, 4xx) may pass later.
  const permanent = (responseCode !== undefined && responseCode >= 500) || code === 'EENVELOPE';
  return new MailError(message.replace(/\s+/g, ' ').slice(0, 500), permanent);
}

export function smtpTransport(url: string, from: string): MailTransport {
  const transporter = nodemailer.createTransport({
    url,
    // A mail server that does not answer must not hold a mail for nodemailer's default minutes.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return {
    kind: 'smtp',
    async send(mail) {
      try {
        await transporter.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text });
      } catch (error) {
        throw describeMailError(error);
      }
    },
    close: () => transporter.close(),
  };
}

export function logTransport(log: FastifyBaseLogger, from: string): MailTransport {
  return {
    kind: 'log',
    async send(mail) {
      log.info({ mail: { from, ...mail } }, `e-mail to ${mail.to} logged, not sent (SMTP_URL is not set)`);
    },
    close: () => undefined,
  };
}
