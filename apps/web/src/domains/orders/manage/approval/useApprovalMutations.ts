// Approving and rejecting an order from its record: each answer (the order as it is now) is written
// over the record's query in the cache; the queue and the order grid load again.
import { useMutation } from '@apollo/client/react';
import { writeOrder, type OrderKey } from '../useOrderMutations';
import { ApproveOrderMutation, RejectOrderMutation } from './approval-documents';

export function useApprovalMutations(key: OrderKey) {
  const [approveMutation, approving] = useMutation(ApproveOrderMutation);
  const [rejectMutation, rejecting] = useMutation(RejectOrderMutation);
  const approve = (version: number, note: string) =>
    approveMutation({
      variables: { ...key, version, note: note.trim() || null },
      update: (cache, { data }) => writeOrder(cache, key, data?.approveOrder),
    });
  const reject = (version: number, reason: string) =>
    rejectMutation({
      variables: { ...key, version, reason: reason.trim() },
      update: (cache, { data }) => writeOrder(cache, key, data?.rejectOrder),
    });
  return { approve, reject, busy: approving.loading || rejecting.loading };
}
