// Quotes: requests, revisions, messages and acceptance.
import { defineModule } from '../../kernel/module';
import { quotesResolvers } from './quotes.resolvers';
import { quotesUpstream } from './upstream';

export const quotesModule = defineModule({
  name: 'quotes',
  resolvers: [quotesResolvers],
  upstream: (rest, who) => ({ quotes: quotesUpstream(rest, who) }),
});
