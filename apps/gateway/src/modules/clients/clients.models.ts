// What the client directory and record resolvers receive: the REST contract's rows.
import type { ClientListItem, ClientRecord } from '@shop/contract';

export type ClientSummaryModel = ClientListItem;
export type ClientRecordModel = ClientRecord;
