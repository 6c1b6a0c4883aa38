// Pictures: an `Image` is resolved from the URL of its largest size (what the REST answers carry in
// `url`); the sizes the API serves for it follow from the contract's naming (packages/contract media.ts).
import { PRODUCT_IMAGE_MAIN_WIDTH, productImageSizes } from '@shop/contract';
import type { Resolvers } from '../../generated/resolvers-types';

/** A REST `url` ('' for none) as the parent of an `Image` field. */
export const imageOf = (url: string | null | undefined): string | null => url || null;

const servedWidth = (url: string) => (productImageSizes(url) ? PRODUCT_IMAGE_MAIN_WIDTH : null);

export const imageResolvers: Resolvers = {
  Image: {
    url: (url) => url,
    srcSet: (url) =>
      productImageSizes(url)
        ?.map((size) => `${size.url} ${size.width}w`)
        .join(', ') ?? url,
    width: servedWidth,
    height: servedWidth,
  },
  Product: {
    image: (p) => imageOf(p.url),
    gallery: (p) => p.immagini.filter(Boolean),
  },
  SuggestedProduct: {
    image: (s) => imageOf(s.imageUrl),
  },
  CartLine: {
    image: (line) => imageOf(line.url),
  },
  WishlistItem: {
    image: (item) => imageOf(item.url),
  },
};
