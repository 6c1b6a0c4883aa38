// The supplier's changes. Each mutation answers the whole supplier (SupplierRecord_all), which the
// cache merges into the record on screen (SupplierRecord is keyed by its code, lib/apollo.ts); the
// list and the audit log are dropped from the cache, so they are read again when shown.
import type { ApolloCache } from '@apollo/client';
import { graphql } from '../../../gql';
import { forgetRootFields, useRecordChange } from '../../../app/manage/page/record-changes';

export const CreateSupplierMutation = graphql(`
  mutation CreateSupplier($input: SupplierCreateInput!) {
    createSupplier(input: $input) {
      ...SupplierRecord_all
    }
  }
`);
export const UpdateSupplierMutation = graphql(`
  mutation UpdateSupplier($code: String!, $input: SupplierInput!) {
    updateSupplier(code: $code, input: $input) {
      ...SupplierRecord_all
    }
  }
`);
export const DeactivateSupplierMutation = graphql(`
  mutation DeactivateSupplier($code: String!) {
    deactivateSupplier(code: $code) {
      ...SupplierRecord_all
    }
  }
`);
export const ReactivateSupplierMutation = graphql(`
  mutation ReactivateSupplier($code: String!) {
    reactivateSupplier(code: $code) {
      ...SupplierRecord_all
    }
  }
`);
export const AddSupplierContactMutation = graphql(`
  mutation AddSupplierContact($code: String!, $input: SupplierContactInput!) {
    addSupplierContact(code: $code, input: $input) {
      ...SupplierRecord_all
    }
  }
`);
export const UpdateSupplierContactMutation = graphql(`
  mutation UpdateSupplierContact($code: String!, $contactId: ID!, $input: SupplierContactInput!) {
    updateSupplierContact(code: $code, contactId: $contactId, input: $input) {
      ...SupplierRecord_all
    }
  }
`);
export const RemoveSupplierContactMutation = graphql(`
  mutation RemoveSupplierContact($code: String!, $contactId: ID!) {
    removeSupplierContact(code: $code, contactId: $contactId) {
      ...SupplierRecord_all
    }
  }
`);

/** The lists that show a supplier elsewhere: read again when next shown. */
export function forgetSupplierLists(cache: ApolloCache): void {
  forgetRootFields(cache, ['suppliers', 'auditLog']);
}

type EditDocument =
  | typeof CreateSupplierMutation
  | typeof UpdateSupplierMutation
  | typeof DeactivateSupplierMutation
  | typeof ReactivateSupplierMutation
  | typeof AddSupplierContactMutation
  | typeof UpdateSupplierContactMutation
  | typeof RemoveSupplierContactMutation;

/** One of the changes above, as a function that resolves when saved (and throws what the form shows). */
export function useEditSupplierMutation<D extends EditDocument>(document: D) {
  return useRecordChange(document, forgetSupplierLists);
}
