// What the internal-document resolvers receive: the contract's shape.
import type { InternalDocument } from '@shop/contract';

export type InternalDocumentModel = InternalDocument;
