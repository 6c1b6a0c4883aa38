// An SMTP server in the test process (smtp-server): keeps every message it accepts, refuses the
// recipients it is told to (550), and can be started on a port chosen before it exists, so a test can
// point the outbox at a mail server that is down and then bring it up.
import { createServer, type AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
}

export interface FakeSmtp {
  port: number;
  received: ReceivedMail[];
  /** Addresses answered with 550 at RCPT TO. */
  refuse: Set<string>;
  start(): Promise<void>;
  stop(): Promise<void>;
}

/** A port nothing listens on (taken from the OS, then released). */
export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

export async function fakeSmtp(port?: number): Promise<FakeSmtp> {
  const chosen = port ?? (await freePort());
  const received: ReceivedMail[] = [];
  const refuse = new Set<string>();
  let server: SMTPServer | undefined;
  return {
    port: chosen,
    received,
    refuse,
    async start() {
      const started = new SMTPServer({
        authOptional: true,
        disabledCommands: ['STARTTLS'],
        logger: false,
        onRcptTo(address, _session, callback) {
          if (refuse.has(address.address)) {
            const error = Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 });
            callback(error);
            return;
          }
          callback();
        },
        onData(stream, session, callback) {
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('end', () => {
            received.push({
              from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
              to: session.envelope.rcptTo.map((r) => r.address),
              raw: Buffer.concat(chunks).toString('utf8'),
            });
            callback();
          });
        },
      });
      await new Promise<void>((resolve, reject) => {
        started.once('error', reject);
        started.listen(chosen, '127.0.0.1', () => resolve());
      });
      server = started;
    },
    async stop() {
      const running = server;
      if (!running) return;
      server = undefined;
      await new Promise<void>((resolve) => running.close(() => resolve()));
    },
  };
}
