// Internal documents: thin resolvers over the REST calls (uploads and downloads are the gateway's HTTP
// routes, internal-documents.routes.ts). The API keeps each user to his client scope.
import { internalDocumentPath } from '@shop/contract';
import type { Resolvers } from '../../generated/resolvers-types';
import { renameFields } from '../../kernel/upstream/upstream-error';

export const internalDocumentsResolvers: Resolvers = {
  Mutation: {
    deleteInternalDocument: (_root, { id }, { upstream }) =>
      upstream.internalDocuments.remove(id).catch((error: unknown) => renameFields(error, () => 'id')),
  },
  ClientRecord: {
    internalDocuments: (client, _args, { upstream }) =>
      upstream.internalDocuments.list({ cliente: client.codice }),
  },
  ManagedOrder: {
    internalDocuments: (order, _args, { upstream }) =>
      upstream.internalDocuments.list({ numero: order.numero }),
  },
  InternalDocument: {
    id: (d) => String(d.id),
    clientCode: (d) => d.cliente,
    orderNumber: (d) => d.numero,
    title: (d) => d.titolo,
    note: (d) => d.nota,
    fileName: (d) => d.nomeFile,
    contentType: (d) => d.tipo,
    size: (d) => d.dimensione,
    uploadedBy: (d) => d.caricatoDa,
    uploadedAt: (d) => d.caricato,
    downloadUrl: (d) => internalDocumentPath(d.id),
  },
};
