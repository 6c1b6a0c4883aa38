// The changes of an order: status steps, its lines, a shipment, an invoice of its delivery notes. Each answer
// (the order as it is now) is written over the record's query in the cache, since ManagedOrder has
// no id the cache could key it by; the order grid's pages are dropped so that they load again.
import type { ApolloCache } from '@apollo/client';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';
import type {
  Language,
  OrderNextStep,
  OrderRecordQuery as OrderRecordData,
  OrderLineEditInput,
  OrderStatus,
  ShipmentInput,
} from '../../../gql/graphql';
import { OrderRecordQuery } from './order-record-query';

const SetOrderStatusMutation = graphql(`
  mutation SetOrderStatus(
    $number: String!
    $status: OrderStatus!
    $version: Int!
    $note: String
    $language: Language
  ) {
    setOrderStatus(number: $number, status: $status, version: $version, note: $note, language: $language) {
      ...OrderRecord_all
    }
  }
`);

const EditOrderLinesMutation = graphql(`
  mutation EditOrderLines(
    $number: String!
    $version: Int!
    $lines: [OrderLineEditInput!]!
    $language: Language
  ) {
    editOrderLines(number: $number, version: $version, lines: $lines, language: $language) {
      ...OrderRecord_all
    }
  }
`);

const ShipOrderMutation = graphql(`
  mutation ShipOrder($number: String!, $version: Int, $input: ShipmentInput, $language: Language) {
    shipOrder(number: $number, version: $version, input: $input, language: $language) {
      order {
        ...OrderRecord_all
      }
      deliveryNote {
        kind
        number
        date
      }
    }
  }
`);

const InvoiceDeliveryNotesMutation = graphql(`
  mutation InvoiceDeliveryNotes($deliveryNotes: [String!]!, $language: Language) {
    invoiceDeliveryNotes(deliveryNotes: $deliveryNotes, language: $language) {
      invoice {
        kind
        number
        date
      }
      orders {
        number
        status
      }
    }
  }
`);

/** The status each step moves the order to (CLOSE_REST: a partly shipped order is closed as shipped). */
export const STEP_STATUS: Partial<Record<OrderNextStep, OrderStatus>> = {
  CONFIRM: 'CONFIRMED',
  PREPARE: 'IN_PREPARATION',
  CANCEL: 'CANCELLED',
  CLOSE_REST: 'SHIPPED',
};

/** True when the API refused the change because the order moved on meanwhile (stale version). */
export const isConflict = (error: unknown) =>
  CombinedGraphQLErrors.is(error) && error.errors.some((e) => e.extensions?.code === 'CONFLICT');

export interface OrderKey {
  number: string;
  language: Language;
}

/** Writes the order answered by a change over its record in the cache (approvals use it too). */
export function writeOrder(
  cache: ApolloCache,
  key: OrderKey,
  order: OrderRecordData['managedOrder'] | undefined,
) {
  if (!order) return;
  cache.writeQuery({
    query: OrderRecordQuery,
    variables: key,
    data: { __typename: 'Query', managedOrder: order },
  });
  cache.evict({ id: 'ROOT_QUERY', fieldName: 'managedOrders' });
  cache.evict({ id: 'ROOT_QUERY', fieldName: 'backorders' });
  cache.evict({ id: 'ROOT_QUERY', fieldName: 'approvalQueue' });
  // The change is in the order's audit log: its panel loads it again.
  cache.evict({ id: 'ROOT_QUERY', fieldName: 'auditLog' });
  cache.gc();
}

export function useSetOrderStatus(key: OrderKey) {
  const [mutate, { loading }] = useMutation(SetOrderStatusMutation);
  const setStatus = (status: OrderStatus, version: number, note?: string) =>
    mutate({
      variables: { ...key, status, version, note: note?.trim() || null },
      update: (cache, { data }) => writeOrder(cache, key, data?.setOrderStatus),
    });
  return { setStatus, busy: loading };
}

export function useEditOrderLines(key: OrderKey) {
  const [mutate] = useMutation(EditOrderLinesMutation);
  const editLines = async (version: number, lines: OrderLineEditInput[]) => {
    await mutate({
      variables: { ...key, version, lines },
      update: (cache, { data }) => writeOrder(cache, key, data?.editOrderLines),
    });
  };
  return { editLines };
}

export function useShipOrder(key: OrderKey) {
  const [mutate] = useMutation(ShipOrderMutation);
  const ship = async (version: number, input: ShipmentInput) => {
    const result = await mutate({
      variables: { ...key, version, input },
      update: (cache, { data }) => writeOrder(cache, key, data?.shipOrder.order),
    });
    return result.data?.shipOrder.deliveryNote ?? null;
  };
  return { ship };
}

export function useInvoiceDeliveryNotes(key: OrderKey) {
  const [mutate, { loading }] = useMutation(InvoiceDeliveryNotesMutation, {
    refetchQueries: [{ query: OrderRecordQuery, variables: key }],
    awaitRefetchQueries: true,
    update: (cache) => {
      cache.evict({ id: 'ROOT_QUERY', fieldName: 'managedOrders' });
      cache.evict({ id: 'ROOT_QUERY', fieldName: 'orderDocuments' });
      cache.evict({ id: 'ROOT_QUERY', fieldName: 'auditLog' });
    },
  });
  const invoice = async (deliveryNotes: string[]) => {
    const result = await mutate({ variables: { deliveryNotes, language: key.language } });
    return result.data?.invoiceDeliveryNotes.invoice ?? null;
  };
  return { invoice, busy: loading };
}
