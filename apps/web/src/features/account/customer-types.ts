/** The user types with an account area and a cart (spec §6): customers. */
export const CUSTOMER_TYPES = ['C', 'WC', 'WU'] as const;
