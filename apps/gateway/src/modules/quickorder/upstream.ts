// Quick order: the rows go to the API as the JSON text of the `righe` form field (thousands of form
// fields would hit the form parsers' field limits); the answers are checked like every other call.
import {
  quickOrderAddDataSchema,
  quickOrderCheckDataSchema,
  REST_PATHS,
  type Language,
  type QuickOrderAddData,
  type QuickOrderCheckData,
  type QuickOrderRow,
} from '@shop/contract';
import type { CallIdentity, RestClient } from '../../kernel/upstream/rest-client';

export function quickOrderCheck(
  client: RestClient,
  who: CallIdentity,
  rows: readonly QuickOrderRow[],
  language: Language | undefined,
): Promise<QuickOrderCheckData> {
  const fields = { righe: JSON.stringify(rows), Lingua: language };
  return client.post(REST_PATHS.quickOrderCheck, fields, quickOrderCheckDataSchema, who);
}

export function quickOrderAdd(
  client: RestClient,
  who: CallIdentity,
  rows: readonly QuickOrderRow[],
  language: Language | undefined,
): Promise<QuickOrderAddData> {
  const fields = { righe: JSON.stringify(rows), Lingua: language };
  return client.post(REST_PATHS.quickOrderAdd, fields, quickOrderAddDataSchema, who);
}

export function quickOrderUpstream(rest: RestClient, who: CallIdentity) {
  return {
    quickOrderCheck: (rows: readonly QuickOrderRow[], language?: Language) =>
      quickOrderCheck(rest, who, rows, language),
    quickOrderAdd: (rows: readonly QuickOrderRow[], language?: Language) =>
      quickOrderAdd(rest, who, rows, language),
  };
}
