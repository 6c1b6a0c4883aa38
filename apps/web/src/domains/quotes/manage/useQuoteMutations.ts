// The changes of a quote from its record: save, send, extend, withdraw, approve, reject, a message.
// Each answer (the quote as it is now) is written over the record's query in the cache; the grids
// and the approvals' list load again.
import type { ApolloCache } from '@apollo/client';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useMutation } from '@apollo/client/react';
import type { IntlShape } from 'react-intl';
import type { Language, ManagedQuoteRecordQuery, QuoteLineInput } from '../../../gql/graphql';
import { quoteActionMessages as m } from './messages';
import {
  ApproveQuoteMutation,
  ExtendQuoteMutation,
  ManagedQuoteRecordQuery as RecordQuery,
  type ManagedQuote,
  RejectQuoteMutation,
  SaveQuoteMutation,
  SendQuoteMutation,
  WithdrawQuoteMutation,
  WriteQuoteMessageMutation,
} from './quote-documents';
import { manageCommonMessages } from '../../../app/manage/common-messages';

export interface QuoteKey {
  number: string;
  language: Language;
}

export interface Outcome {
  status: 'success' | 'warning' | 'error';
  text: string;
}

/** The props of a quote record's panel that changes the quote: the quote, its key, and where it says how it went. */
export interface QuotePanelProps {
  quote: ManagedQuote;
  quoteKey: QuoteKey;
  onOutcome: (outcome: Outcome | null) => void;
}

type Answer = ManagedQuoteRecordQuery['quote'];

/** Writes the quote a change answered over its record in the cache. */
export function writeQuote(cache: ApolloCache, key: QuoteKey, quote: Answer | undefined) {
  if (!quote) return;
  cache.writeQuery({ query: RecordQuery, variables: key, data: { __typename: 'Query', quote } });
  cache.evict({ id: 'ROOT_QUERY', fieldName: 'quotes' });
  cache.evict({ id: 'ROOT_QUERY', fieldName: 'quoteApprovals' });
  cache.evict({ id: 'ROOT_QUERY', fieldName: 'auditLog' });
  cache.gc();
}

export const isConflict = (error: unknown) =>
  CombinedGraphQLErrors.is(error) && error.errors.some((e) => e.extensions?.code === 'CONFLICT');

/** What the page says after a change failed (the API's own words when it refused). */
export function outcomeOfError(intl: IntlShape, error: unknown): Outcome {
  if (isConflict(error)) return { status: 'warning', text: intl.formatMessage(m.conflict) };
  if (CombinedGraphQLErrors.is(error))
    return {
      status: 'error',
      text: intl.formatMessage(manageCommonMessages.itDidNotWork, { reason: error.errors[0]?.message ?? '' }),
    };
  return { status: 'error', text: intl.formatMessage(m.unreachable) };
}

export interface SaveInput {
  lines: QuoteLineInput[];
  validUntil: string;
  customerNotes: string;
  internalNotes: string;
}

export function useQuoteMutations(key: QuoteKey) {
  const [saveMutation, saving] = useMutation(SaveQuoteMutation);
  const [sendMutation, sending] = useMutation(SendQuoteMutation);
  const [extendMutation, extending] = useMutation(ExtendQuoteMutation);
  const [withdrawMutation, withdrawing] = useMutation(WithdrawQuoteMutation);
  const [approveMutation, approving] = useMutation(ApproveQuoteMutation);
  const [rejectMutation, rejecting] = useMutation(RejectQuoteMutation);
  const [messageMutation, writing] = useMutation(WriteQuoteMessageMutation);
  const save = async (input: SaveInput) =>
    (
      await saveMutation({
        variables: { ...key, ...input },
        update: (cache, { data }) => writeQuote(cache, key, data?.saveQuote),
      })
    ).data?.saveQuote;
  const send = async () =>
    (
      await sendMutation({
        variables: key,
        update: (cache, { data }) => writeQuote(cache, key, data?.sendQuote),
      })
    ).data?.sendQuote;
  const extend = async (validUntil: string) =>
    extendMutation({
      variables: { ...key, validUntil },
      update: (cache, { data }) => writeQuote(cache, key, data?.extendQuote),
    });
  const withdraw = async (reason: string) =>
    withdrawMutation({
      variables: { ...key, reason: reason.trim() || null },
      update: (cache, { data }) => writeQuote(cache, key, data?.withdrawQuote),
    });
  const approve = async () =>
    approveMutation({
      variables: key,
      update: (cache, { data }) => writeQuote(cache, key, data?.approveQuote),
    });
  const reject = async (reason: string) =>
    rejectMutation({
      variables: { ...key, reason: reason.trim() },
      update: (cache, { data }) => writeQuote(cache, key, data?.rejectQuote),
    });
  const writeMessage = async (text: string) =>
    messageMutation({
      variables: { ...key, text: text.trim() },
      update: (cache, { data }) => writeQuote(cache, key, data?.writeQuoteMessage),
    });
  return {
    save,
    send,
    extend,
    withdraw,
    approve,
    reject,
    writeMessage,
    busy:
      saving.loading ||
      sending.loading ||
      extending.loading ||
      withdrawing.loading ||
      approving.loading ||
      rejecting.loading,
    writing: writing.loading,
  };
}
