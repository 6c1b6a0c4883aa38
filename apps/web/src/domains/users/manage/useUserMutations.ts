// User management's changes. Each answers the user (ManagedUser_all), which the cache merges into the
// user on screen (ManagedUser is keyed by its code, lib/apollo.ts); the list and the audit log are
// dropped from the cache, so they are read again when shown.
import type { ApolloCache } from '@apollo/client';
import { graphql } from '../../../gql';
import { forgetRootFields, useRecordChange } from '../../../app/manage/page/record-changes';

export const ManagedUser_all = graphql(`
  fragment ManagedUser_all on ManagedUser {
    code
    type
    firstName
    lastName
    email
    language
    client {
      code
      name
    }
    agent {
      code
      name
    }
    canSeePromotions
    active
    mustChangePassword
    lastLoginAt
    locked
    lockedUntil
    failedLoginCount
    createdAt
    passwordChangedAt
  }
`);

export const CreateUserMutation = graphql(`
  mutation CreateUser($input: CreateUserInput!) {
    createUser(input: $input) {
      temporaryPassword
      user {
        ...ManagedUser_all
      }
    }
  }
`);
export const ResetUserPasswordMutation = graphql(`
  mutation ResetUserPassword($code: String!, $temporaryPassword: String) {
    resetUserPassword(code: $code, temporaryPassword: $temporaryPassword) {
      temporaryPassword
      user {
        ...ManagedUser_all
      }
    }
  }
`);
export const UpdateUserMutation = graphql(`
  mutation UpdateUser($code: String!, $input: UpdateUserInput!) {
    updateUser(code: $code, input: $input) {
      ...ManagedUser_all
    }
  }
`);
export const DeactivateUserMutation = graphql(`
  mutation DeactivateUser($code: String!) {
    deactivateUser(code: $code) {
      ...ManagedUser_all
    }
  }
`);
export const ReactivateUserMutation = graphql(`
  mutation ReactivateUser($code: String!) {
    reactivateUser(code: $code) {
      ...ManagedUser_all
    }
  }
`);
export const UnlockUserMutation = graphql(`
  mutation UnlockUser($code: String!) {
    unlockUser(code: $code) {
      ...ManagedUser_all
    }
  }
`);

/** The lists that show a user elsewhere: read again when next shown. */
export function forgetUserLists(cache: ApolloCache): void {
  forgetRootFields(cache, ['users', 'auditLog']);
}

type UserDocument =
  | typeof UpdateUserMutation
  | typeof DeactivateUserMutation
  | typeof ReactivateUserMutation
  | typeof UnlockUserMutation;

/** One of the changes that answer the user, as a function that resolves when saved. */
export function useUserMutation<D extends UserDocument>(document: D) {
  return useRecordChange(document, forgetUserLists);
}
