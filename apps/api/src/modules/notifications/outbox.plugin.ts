// The outbox sender as `app.outboxSender`: built with the app (SMTP when SMTP_URL is set, else the
// log), started by server.ts once the API listens (tests start it themselves or call runOnce), and
// stopped before the database closes.
import fp from 'fastify-plugin';
import type { MailConfig } from '../../config';
import { logTransport, smtpTransport, type MailTransport } from './mail-transport';
import { OutboxSender } from './outbox-sender';

declare module 'fastify' {
  interface FastifyInstance {
    outboxSender: OutboxSender;
  }
}

export interface OutboxPluginOptions {
  mail: MailConfig;
  /** A transport to use instead of the configured one (tests). */
  transport?: MailTransport;
}

export default fp<OutboxPluginOptions>(
  async (app, { mail, transport }) => {
    const log = app.log.child({ module: 'outbox' });
    const chosen =
      transport ?? (mail.smtpUrl ? smtpTransport(mail.smtpUrl, mail.from) : logTransport(log, mail.from));
    const sender = new OutboxSender(app.db, chosen, mail, log);
    app.decorate('outboxSender', sender);
    // preClose runs before onClose, where the database plugin closes the database.
    app.addHook('preClose', async () => {
      await sender.stop();
    });
  },
  { name: 'outbox', dependencies: ['database'] },
);
