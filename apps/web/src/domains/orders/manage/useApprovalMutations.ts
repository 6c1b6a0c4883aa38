// Approving and rejecting an order from its record: each answer (the order as it is now) is written
// over the record's query in the cache; the queue and the order grid load again. Each answers the
// decision's result: the order, or ApprovalAlreadyDecided (another approver decided first).
import { useMutation } from '@apollo/client/react';
import { writeOrder, type OrderKey } from './useOrderMutations';
import { ApproveOrderMutation, RejectOrderMutation } from './approval-documents';

export function useApprovalMutations(key: OrderKey) {
  const [approveMutation, approving] = useMutation(ApproveOrderMutation);
  const [rejectMutation, rejecting] = useMutation(RejectOrderMutation);
  const approve = async (version: number, note: string) =>
    (
      await approveMutation({
        variables: { ...key, version, note: note.trim() || null },
        update: (cache, { data }) => {
          const answer = data?.approveOrderResult;
          if (answer?.__typename === 'ManagedOrder') writeOrder(cache, key, answer);
        },
      })
    ).data?.approveOrderResult;
  const reject = async (version: number, reason: string) =>
    (
      await rejectMutation({
        variables: { ...key, version, reason: reason.trim() },
        update: (cache, { data }) => {
          const answer = data?.rejectOrderResult;
          if (answer?.__typename === 'ManagedOrder') writeOrder(cache, key, answer);
        },
      })
    ).data?.rejectOrderResult;
  return { approve, reject, busy: approving.loading || rejecting.loading };
}
