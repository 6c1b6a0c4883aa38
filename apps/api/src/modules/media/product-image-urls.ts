// The URLs the contract answers for a product's stored pictures (`url`, `immagini`): one place, so the
// product, cart, wishlist and suggestion answers agree.
import { productImageUrl } from '@shop/contract';

/** Each stored picture's URL (the largest size), in order. */
export function imageUrls(images: readonly string[]): string[] {
  return images.map((image) => productImageUrl(image));
}

/** The main (first) picture's URL, or '' when the product has none. */
export function mainImageUrl(images: readonly string[]): string {
  const first = images[0];
  return first === undefined ? '' : productImageUrl(first);
}
