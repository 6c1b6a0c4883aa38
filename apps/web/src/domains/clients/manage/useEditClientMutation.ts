// The client record's edits. Each mutation answers the whole record (ClientRecord_all), which the
// cache merges into the record on screen (ClientRecord is keyed by its code, lib/apollo.ts); the
// directory's and the agents' lists are dropped from the cache, so they are read again when shown.
import type { ApolloCache } from '@apollo/client';
import { graphql } from '../../../gql';
import { forgetRootFields, useRecordChange } from '../../../app/manage/page/record-changes';

export const UpdateClientCompanyMutation = graphql(`
  mutation UpdateClientCompany($code: String!, $input: ClientCompanyInput!) {
    updateClientCompany(code: $code, input: $input) {
      ...ClientRecord_all
    }
  }
`);
export const AddClientDeliveryAddressMutation = graphql(`
  mutation AddClientDeliveryAddress($code: String!, $input: DeliveryAddressInput!) {
    addClientDeliveryAddress(code: $code, input: $input) {
      ...ClientRecord_all
    }
  }
`);
export const UpdateClientDeliveryAddressMutation = graphql(`
  mutation UpdateClientDeliveryAddress($code: String!, $addressCode: String!, $input: DeliveryAddressInput!) {
    updateClientDeliveryAddress(code: $code, addressCode: $addressCode, input: $input) {
      ...ClientRecord_all
    }
  }
`);
export const RemoveClientDeliveryAddressMutation = graphql(`
  mutation RemoveClientDeliveryAddress($code: String!, $addressCode: String!) {
    removeClientDeliveryAddress(code: $code, addressCode: $addressCode) {
      ...ClientRecord_all
    }
  }
`);
export const AddClientContactMutation = graphql(`
  mutation AddClientContact($code: String!, $input: ClientContactInput!) {
    addClientContact(code: $code, input: $input) {
      ...ClientRecord_all
    }
  }
`);
export const UpdateClientContactMutation = graphql(`
  mutation UpdateClientContact($code: String!, $contactId: ID!, $input: ClientContactInput!) {
    updateClientContact(code: $code, contactId: $contactId, input: $input) {
      ...ClientRecord_all
    }
  }
`);
export const RemoveClientContactMutation = graphql(`
  mutation RemoveClientContact($code: String!, $contactId: ID!) {
    removeClientContact(code: $code, contactId: $contactId) {
      ...ClientRecord_all
    }
  }
`);
export const AddClientNoteMutation = graphql(`
  mutation AddClientNote($code: String!, $text: String!) {
    addClientNote(code: $code, text: $text) {
      ...ClientRecord_all
    }
  }
`);
export const UpdateClientTermsMutation = graphql(`
  mutation UpdateClientTerms($code: String!, $input: ClientTermsInput!) {
    updateClientTerms(code: $code, input: $input) {
      ...ClientRecord_all
    }
  }
`);
export const AssignClientAgentMutation = graphql(`
  mutation AssignClientAgent($code: String!, $agentCode: String) {
    assignClientAgent(code: $code, agentCode: $agentCode) {
      ...ClientRecord_all
    }
  }
`);

/** The lists that show a client's data elsewhere: read again when next shown. */
export function forgetClientLists(cache: ApolloCache): void {
  forgetRootFields(cache, ['clients', 'agents', 'agent', 'auditLog']);
}

type EditDocument =
  | typeof UpdateClientCompanyMutation
  | typeof AddClientDeliveryAddressMutation
  | typeof UpdateClientDeliveryAddressMutation
  | typeof RemoveClientDeliveryAddressMutation
  | typeof AddClientContactMutation
  | typeof UpdateClientContactMutation
  | typeof RemoveClientContactMutation
  | typeof AddClientNoteMutation
  | typeof UpdateClientTermsMutation
  | typeof AssignClientAgentMutation;

/** One of the edits above, as a function that resolves when saved (and throws what the form shows). */
export function useEditClientMutation<D extends EditDocument>(document: D) {
  return useRecordChange(document, forgetClientLists);
}
