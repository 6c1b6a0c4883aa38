// Internal documents: their records (GraphQL) and their files (upload and download routes).
import { defineModule } from '../../kernel/module';
import { internalDocumentsResolvers } from './internal-documents.resolvers';
import { registerInternalDocuments } from './internal-documents.routes';
import { internalDocumentsUpstream } from './upstream';

export const internalDocumentsModule = defineModule({
  name: 'internal-documents',
  resolvers: [internalDocumentsResolvers],
  upstream: (rest, who) => ({ internalDocuments: internalDocumentsUpstream(rest, who) }),
  routes: async (app, { rest }) => {
    await app.register(registerInternalDocuments(rest));
  },
});
