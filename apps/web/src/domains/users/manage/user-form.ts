// The user forms' rules (the contract's own, fields named as the forms name them) and what they send:
// a customer (C, WC, WU) needs its client, an agent (A) its agent record, other types neither.
import { CUSTOMER_TIPI, usersCreatePayloadSchema, usersUpdatePayloadSchema } from '@shop/contract';
import type { z } from 'zod';
import type { Language, ManagedUserState, UserType } from '../../../gql/graphql';
import { fromContract } from '../../../app/manage/form/useManagementForm';

/** The user types in the order the forms and the filter offer them (staff first). */
export const USER_TYPES: readonly UserType[] = ['X', 'U', 'A', 'F', 'C', 'WC', 'WU'];

export const isCustomerType = (type: string) => (CUSTOMER_TIPI as readonly string[]).includes(type);
export const isAgentType = (type: string) => type === 'A';

const FIELDS = {
  type: 'tipo',
  firstName: 'nome',
  lastName: 'cognome',
  email: 'email',
  language: 'lingua',
  clientCode: 'cliente',
  agentCode: 'agente',
  canSeePromotions: 'promozioni',
} as const;

/** The link a type needs, checked before sending (the API checks it again and names the field). */
function requireLink(
  values: { type?: string; clientCode?: string; agentCode?: string },
  ctx: z.RefinementCtx,
): void {
  const missing = (path: 'clientCode' | 'agentCode') =>
    ctx.addIssue({
      code: 'too_small',
      origin: 'string',
      minimum: 1,
      inclusive: true,
      input: '',
      path: [path],
    });
  if (values.type && isCustomerType(values.type) && !values.clientCode?.trim()) missing('clientCode');
  if (values.type && isAgentType(values.type) && !values.agentCode?.trim()) missing('agentCode');
}

export const createUserSchema = fromContract(usersCreatePayloadSchema, {
  code: 'codice',
  ...FIELDS,
  temporaryPassword: 'password',
}).superRefine(requireLink);

export const updateUserSchema = fromContract(usersUpdatePayloadSchema, FIELDS).superRefine(requireLink);

interface UserFormValues {
  type?: UserType;
  firstName?: string;
  lastName?: string;
  email?: string;
  language?: 'it' | 'en';
  clientCode?: string;
  agentCode?: string;
  canSeePromotions?: 'S' | 'N';
}

/** The GraphQL input of the form's values: only the link the type takes. */
export function userInput(values: UserFormValues) {
  const type = values.type ?? null;
  return {
    type,
    firstName: values.firstName ?? null,
    lastName: values.lastName ?? null,
    email: values.email ?? null,
    language: values.language ? (values.language.toUpperCase() as Language) : null,
    clientCode: type && isCustomerType(type) ? (values.clientCode?.trim() ?? null) : null,
    agentCode: type && isAgentType(type) ? (values.agentCode?.trim() ?? null) : null,
    canSeePromotions: values.canSeePromotions === undefined ? null : values.canSeePromotions === 'S',
  };
}

/** First and last name, or the code when the user has none yet. */
export const userName = (user: { code: string; firstName: string; lastName: string }) =>
  [user.firstName, user.lastName].filter(Boolean).join(' ') || user.code;

/** ACTIVE, DEACTIVATED or LOCKED: what the state badge and the filter call a user. */
export function stateOf(user: { active: boolean; locked: boolean }): ManagedUserState {
  if (!user.active) return 'DEACTIVATED';
  return user.locked ? 'LOCKED' : 'ACTIVE';
}
