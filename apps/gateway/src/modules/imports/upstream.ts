// Imports of carts and orders: the rows go to the API as the JSON text of the `righe` form field
// (thousands of form fields would hit the form parsers' field limits); answers checked as usual.
import {
  importCheckDataSchema,
  importRunDataSchema,
  REST_PATHS,
  type ImportCheckData,
  type ImportMode,
  type ImportRow,
  type ImportRunData,
  type Language,
} from '@shop/contract';
import type { CallIdentity, RestClient } from '../../kernel/upstream/rest-client';

const PATHS = {
  carts: { check: REST_PATHS.importsCartsCheck, run: REST_PATHS.importsCartsRun },
  orders: { check: REST_PATHS.importsOrdersCheck, run: REST_PATHS.importsOrdersRun },
} as const;

export interface ImportCall {
  client?: string | null | undefined;
  rows: readonly ImportRow[];
  language?: Language | undefined;
}

const fields = ({ client, rows, language }: ImportCall) => ({
  cliente: client ?? undefined,
  righe: JSON.stringify(rows),
  Lingua: language,
});

export function importsUpstream(client: RestClient, who: CallIdentity) {
  return {
    check: (mode: ImportMode, call: ImportCall): Promise<ImportCheckData> =>
      client.post(PATHS[mode].check, fields(call), importCheckDataSchema, who),
    run: (mode: ImportMode, call: ImportCall): Promise<ImportRunData> =>
      client.post(PATHS[mode].run, fields(call), importRunDataSchema, who),
  };
}
