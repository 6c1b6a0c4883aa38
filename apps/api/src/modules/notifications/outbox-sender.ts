// The outbox sender: runs in every API process (started by server.ts, stopped when the app closes),
// polls the due e-mails, hands them to the transport and records the outcome. Several processes on one
// PostgreSQL never send a mail twice (claims skip rows another holds); a mail server that is down only
// delays mails: each failed attempt waits twice as long as the last (retryBaseMs … retryMaxMs) and
// after maxAttempts the mail is `failed`, where the management can send it again by hand.
import type { FastifyBaseLogger } from 'fastify';
import type { MailConfig } from '../../config';
import type { Database } from '../../db/database';
import { describeMailError, type MailTransport } from './mail-transport';
import { completeLinks } from './delivery';
import { claimDueMails, markAttemptFailed, markDelivered, type ClaimedMail } from './outbox.repository';

export interface OutboxSenderOptions extends Omit<MailConfig, 'smtpUrl' | 'from'> {
  /** Mails claimed per round, sent concurrently. */
  batchSize?: number;
  /** How long a claim holds a mail: past it, a sender that died is taken over (the mail sent again). */
  leaseMs?: number;
}

export interface RoundResult {
  claimed: number;
  delivered: number;
  retrying: number;
  failed: number;
}

/** The wait after failed attempt `attempt` (1, 2, …): base, 2 × base, 4 × base … capped. */
export function retryDelay(attempt: number, baseMs: number, maxMs: number): number {
  return Math.min(maxMs, baseMs * 2 ** Math.min(attempt - 1, 30));
}

export class OutboxSender {
  private timer: NodeJS.Timeout | undefined;
  private round: Promise<unknown> | undefined;
  private running = false;
  private readonly batchSize: number;
  private readonly leaseMs: number;

  constructor(
    private readonly db: Database,
    private readonly transport: MailTransport,
    private readonly options: OutboxSenderOptions,
    private readonly log: FastifyBaseLogger,
  ) {
    this.batchSize = options.batchSize ?? 10;
    this.leaseMs = options.leaseMs ?? 5 * 60_000;
  }

  get transportKind(): MailTransport['kind'] {
    return this.transport.kind;
  }

  /** Polls every pollMs until stop(); a full batch is followed at once by the next. */
  start(): void {
    if (this.running) return;
    this.running = true;
    this.log.info(
      { transport: this.transport.kind, pollMs: this.options.pollMs },
      this.transport.kind === 'smtp'
        ? 'outbox sender started (SMTP)'
        : 'outbox sender started: SMTP_URL is not set, e-mails are written to the log',
    );
    this.schedule(0);
  }

  /** Stops polling and waits for the round in progress (its mails are recorded before the app closes). */
  async stop(): Promise<void> {
    this.running = false;
    clearTimeout(this.timer);
    await this.round;
    this.transport.close();
  }

  private schedule(delay: number): void {
    if (!this.running) return;
    this.timer = setTimeout(() => {
      const round = this.runOnce().catch((err: unknown) => {
        // A database hiccup: log it and try again at the next poll; nothing was lost.
        this.log.error({ err }, 'outbox round failed');
        return undefined;
      });
      this.round = round;
      void round.then((result) => {
        const full = result !== undefined && result.claimed === this.batchSize;
        this.schedule(full ? 0 : this.options.pollMs);
      });
    }, delay);
    this.timer.unref();
  }

  /** One round: claim the due mails and send them. Tests call it directly. */
  async runOnce(): Promise<RoundResult> {
    const mails = await claimDueMails(this.db, this.batchSize, this.leaseMs);
    const outcomes = await Promise.all(mails.map((mail) => this.deliver(mail)));
    const result: RoundResult = { claimed: mails.length, delivered: 0, retrying: 0, failed: 0 };
    for (const outcome of outcomes) result[outcome] += 1;
    return result;
  }

  private async deliver(mail: ClaimedMail): Promise<'delivered' | 'retrying' | 'failed'> {
    const text = completeLinks(mail.body, this.options.shopUrl);
    try {
      await this.transport.send({ to: mail.recipient, subject: mail.subject, text });
    } catch (error) {
      const failure = describeMailError(error);
      const last = failure.permanent || mail.attempts >= this.options.maxAttempts;
      const wait = last ? null : retryDelay(mail.attempts, this.options.retryBaseMs, this.options.retryMaxMs);
      await markAttemptFailed(this.db, mail, failure.message, wait);
      this.log.warn(
        { mailId: mail.id, attempt: mail.attempts, error: failure.message, retryInMs: wait },
        last ? 'e-mail failed for good' : 'e-mail not sent, will retry',
      );
      return last ? 'failed' : 'retrying';
    }
    await markDelivered(this.db, mail, this.transport.kind === 'smtp' ? 'sent' : 'logged');
    return 'delivered';
  }
}
