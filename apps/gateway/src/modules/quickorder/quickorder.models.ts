// What the quick order resolvers receive from the REST contract.
import type { QuickOrderAddData, QuickOrderCheckData, QuickOrderRowResult } from '@shop/contract';

export type QuickOrderCheckModel = QuickOrderCheckData;
export type QuickOrderResultModel = QuickOrderAddData;
export type QuickOrderRowModel = QuickOrderRowResult;
