// The product type filter of spec §2 (`type=P` in listing URLs, `type` in product/list): its REST
// codes and the names GraphQL gives them (enum ProductType). No zod here: the browser imports it.

/** P promotions, E highlights (in evidenza), N news (novità), F favourites (signed in), O outlet. */
export const PRODUCT_TYPES = ['P', 'E', 'N', 'F', 'O'] as const;
export type ProductType = (typeof PRODUCT_TYPES)[number];

/** GraphQL's ProductType → the REST code. */
export const PRODUCT_TYPE_CODES = {
  PROMOTIONS: 'P',
  HIGHLIGHTS: 'E',
  NEWS: 'N',
  FAVOURITES: 'F',
  OUTLET: 'O',
} as const satisfies Record<string, ProductType>;
export type ProductTypeName = keyof typeof PRODUCT_TYPE_CODES;

const NAME_OF_CODE = new Map<string, ProductTypeName>(
  Object.entries(PRODUCT_TYPE_CODES).map(([name, code]) => [code, name as ProductTypeName]),
);

/** The GraphQL name of a REST code (any letter case), or undefined for anything else. */
export function productTypeName(code: string | null | undefined): ProductTypeName | undefined {
  return NAME_OF_CODE.get((code ?? '').trim().toUpperCase());
}
