// The wishlist a change will most likely give (the server's answer replaces it a moment later).
import type { WishlistContent_WishlistFragment } from '../../../gql/graphql';
import type { ProductForLine } from '../../cart/index';

export type WishlistData = Omit<WishlistContent_WishlistFragment, ' $fragmentName'>;
type WishlistItemData = WishlistData['items'][number];

export function emptyWishlist(): WishlistData {
  return { __typename: 'Wishlist', id: 'Wishlist:current', items: [] };
}

/** Adds the product last unless it is there already (spec §4: adding ignores a product present). */
export function wishlistWith(wishlist: WishlistData, product: ProductForLine, now: Date): WishlistData {
  const code = product.code.toUpperCase();
  if (wishlist.items.some((item) => item.code.toUpperCase() === code)) return wishlist;
  const { decimals: _decimals, freeQuantity, discountSteps, ...price } = product.price;
  const item = {
    __typename: 'WishlistItem',
    code: product.code,
    description: product.description,
    unit: product.unit,
    image: product.image ? { __typename: 'Image', ...product.image } : null,
    stock: product.stock,
    addedAt: now.toISOString(),
    price: {
      __typename: 'LinePrice',
      ...price,
      discountSteps: [...discountSteps],
      freeQuantity: freeQuantity ? { __typename: 'FreeQuantityRule', ...freeQuantity } : null,
    },
    // The product as AddToCart reads it: the very fields the button was given.
    product: { __typename: 'Product', ...product, price: { __typename: 'ProductPrice', ...product.price } },
  } as unknown as WishlistItemData;
  return { ...wishlist, items: [...wishlist.items, item] };
}

export function wishlistWithout(wishlist: WishlistData, code: string): WishlistData {
  const upper = code.toUpperCase();
  return { ...wishlist, items: wishlist.items.filter((item) => item.code.toUpperCase() !== upper) };
}
