// The user types of spec §6 and the two groups the shop treats differently. No zod here: the
// browser imports it (through @shop/contract/rules). GraphQL answers the same rule as `User.isStaff`.

/** Every user type of spec §6. */
export const USER_TIPI = ['C', 'WC', 'WU', 'A', 'X', 'U', 'F'] as const;
export type UserTipo = (typeof USER_TIPI)[number];
/** Customer types: they land on /account, have a cart and buy for their own client. */
export const CUSTOMER_TIPI = ['C', 'WC', 'WU'] as const satisfies readonly UserTipo[];
/** Staff and agent-like types: reserved area, full-width layout on management routes, no cart. */
export const STAFF_TIPI = ['A', 'X', 'U', 'F'] as const satisfies readonly UserTipo[];

const upper = (tipo: string | null | undefined) => (tipo ?? '').toUpperCase();

/** True for A, X, U, F (in any letter case); false for customers, unknown types and visitors (null). */
export function isStaffTipo(tipo: string | null | undefined): boolean {
  return (STAFF_TIPI as readonly string[]).includes(upper(tipo));
}

/** True for C, WC, WU (in any letter case). */
export function isCustomerTipo(tipo: string | null | undefined): boolean {
  return (CUSTOMER_TIPI as readonly string[]).includes(upper(tipo));
}
