// The check and the add of quick order, in calls of ROWS_PER_CALL rows one after the other (the shop
// has no row cap; a request has a size limit), with the progress and the results joined again (row
// numbers count from the first row of the whole list).
import { useCallback, useState } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { getFragmentData } from '../../../gql';
import type { QuickOrderRow_ResultFragment } from '../../../gql/graphql';
import { toLanguage } from '../../../i18n/locale';
import { useLocale } from '../../../i18n/useLocale';
import { chunked, type QuickRow } from './quick-rows';
import { QuickOrderAddMutation, QuickOrderCheckQuery, QuickOrderRow_result } from './quickorder-documents';

export type RowResult = Omit<QuickOrderRow_ResultFragment, ' $fragmentName'>;

export interface QuickOrderOutcome {
  ok: true;
  rows: RowResult[];
  validCount: number;
  warningCount: number;
  errorCount: number;
}
export type QuickOrderAnswer = QuickOrderOutcome | { ok: false; reason: string | null };

export function useQuickOrder() {
  const client = useApolloClient();
  const language = toLanguage(useLocale());
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);

  const run = useCallback(
    async (rows: readonly QuickRow[], add: boolean): Promise<QuickOrderAnswer> => {
      const outcome: QuickOrderOutcome = {
        ok: true,
        rows: [],
        validCount: 0,
        warningCount: 0,
        errorCount: 0,
      };
      let offset = 0;
      setProgress({ done: 0, total: rows.length });
      try {
        for (const chunk of chunked(rows)) {
          const variables = { rows: chunk.map(({ code, quantity }) => ({ code, quantity })), language };
          const answer = add
            ? (await client.mutate({ mutation: QuickOrderAddMutation, variables })).data?.quickOrderAdd
            : (await client.query({ query: QuickOrderCheckQuery, variables, fetchPolicy: 'no-cache' })).data
                ?.quickOrderCheck;
          if (!answer) return { ok: false, reason: null };
          for (const row of answer.rows) {
            const data = getFragmentData(QuickOrderRow_result, row);
            outcome.rows.push({ ...data, row: data.row + offset });
          }
          outcome.validCount += answer.validCount;
          outcome.warningCount += answer.warningCount;
          outcome.errorCount += answer.errorCount;
          offset += chunk.length;
          setProgress({ done: offset, total: rows.length });
        }
        return outcome;
      } catch (error) {
        const reason = CombinedGraphQLErrors.is(error) ? (error.errors[0]?.message ?? null) : null;
        return { ok: false, reason };
      } finally {
        setProgress(null);
      }
    },
    [client, language],
  );

  return {
    check: useCallback((rows: readonly QuickRow[]) => run(rows, false), [run]),
    add: useCallback((rows: readonly QuickRow[]) => run(rows, true), [run]),
    progress,
  };
}
