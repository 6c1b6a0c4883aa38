// What the import resolvers receive from the REST contract.
import type { ImportCheckData, ImportClient, ImportRowResult, ImportRunData } from '@shop/contract';

export type ImportCheckModel = ImportCheckData;
export type ImportRunModel = ImportRunData;
export type ImportRowModel = ImportRowResult;
export type ImportClientModel = ImportClient;
