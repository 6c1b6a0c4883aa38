// What the management resolvers receive from the REST contract.
import type { AuditEntry } from '@shop/contract';

export type AuditEntryModel = AuditEntry;
