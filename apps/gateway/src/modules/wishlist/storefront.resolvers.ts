// The wishlist: every mutation answers the whole Wishlist (id "Wishlist:current").
import type { Resolvers } from '../../generated/resolvers-types';
import { renameFields } from '../../kernel/upstream/upstream-error';
import { toRestLanguage } from '../../kernel/language';
import { toStockState } from '../catalogue';
import { CART_FIELDS, toLinePrice } from '../cart';

const WISHLIST_ID = 'Wishlist:current';

const lang = (language: 'IT' | 'EN' | null | undefined) => (language ? toRestLanguage(language) : undefined);

const wishlistOf = <T>(items: T[]) => ({ id: WISHLIST_ID, items });

export const wishlistResolvers: Resolvers = {
  Query: {
    wishlist: async (_root, { language }, { upstream }) =>
      wishlistOf(await upstream.wishlist(lang(language))),
  },
  Mutation: {
    addToWishlist: async (_root, { code, language }, { upstream }) =>
      wishlistOf(
        await upstream
          .wishlistAdd(code, lang(language))
          .catch((error: unknown) => renameFields(error, (field) => CART_FIELDS[field])),
      ),
    removeFromWishlist: async (_root, { code, language }, { upstream }) => {
      // The API removes by item id: find the item of this code; one not there leaves the list as it is.
      const items = await upstream.wishlist(lang(language));
      const item = items.find((i) => i.codice.toUpperCase() === code.trim().toUpperCase());
      return wishlistOf(item ? await upstream.wishlistRemove(item.id, lang(language)) : items);
    },
  },
  WishlistItem: {
    code: (item) => item.codice,
    description: (item) => item.descrizione,
    unit: (item) => item.um,
    imageUrl: (item) => item.url || null,
    stock: (item) => toStockState(item.disponibilita),
    addedAt: (item) => item.aggiunto,
    price: toLinePrice,
    product: async (item, { language }, { loaders }) => {
      const restLanguage = toRestLanguage(language ?? 'IT');
      const product = await loaders.productByCode.load(`${restLanguage}:${item.codice}`);
      return product ? { ...product, language: restLanguage } : null;
    },
  },
};
