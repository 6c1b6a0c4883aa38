// The caller's notifications and, for the management, the e-mail outbox.
import { defineModule } from '../../kernel/module';
import { notificationsResolvers } from './notifications.resolvers';
import { notificationsUpstream } from './upstream';

export const notificationsModule = defineModule({
  name: 'notifications',
  resolvers: [notificationsResolvers],
  upstream: (rest, who) => ({ notifications: notificationsUpstream(rest, who) }),
});
