// The wishlist calls of the REST API: every call answers the whole list.
import { REST_PATHS, wishlistDataSchema, type Language, type WishlistItem } from '@shop/contract';
import type { CallIdentity, FormFields, RestClient } from '../../kernel/upstream/rest-client';

/** POST /api/wishlist, /add (codArt) or /remove (id). */
export async function wishlistCall(
  client: RestClient,
  who: CallIdentity,
  path: typeof REST_PATHS.wishlist | typeof REST_PATHS.wishlistAdd | typeof REST_PATHS.wishlistRemove,
  fields: FormFields,
): Promise<WishlistItem[]> {
  return (await client.post(path, fields, wishlistDataSchema, who)).preferiti;
}

export function wishlistUpstream(rest: RestClient, who: CallIdentity) {
  return {
    wishlist: (language?: Language) => wishlistCall(rest, who, REST_PATHS.wishlist, { Lingua: language }),
    wishlistAdd: (code: string, language?: Language) =>
      wishlistCall(rest, who, REST_PATHS.wishlistAdd, { codArt: code, Lingua: language }),
    wishlistRemove: (id: number, language?: Language) =>
      wishlistCall(rest, who, REST_PATHS.wishlistRemove, { id, Lingua: language }),
  };
}
