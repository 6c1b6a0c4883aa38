// The internal-documents module: documents staff attach to clients and orders.
// Other code imports the module only through this file.
import type { ShopModule } from '../../kernel/module';
import manageRoutes from './manage.routes';

export { InternalDocumentFiles } from './internal-document-files';
export { refusedFile } from './internal-documents.service';

export const internalDocumentsModule: ShopModule = {
  name: 'internal-documents',
  manage: ({ mediaDir }) => [manageRoutes(mediaDir)],
};
