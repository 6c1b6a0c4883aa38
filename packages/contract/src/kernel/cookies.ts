// Cookie names the storefront and the gateway share, without zod: the storefront's first load imports
// this file alone (@shop/contract/cookies).

/**
 * The anonymous session id (x-sessionid) as a cookie, written by the storefront beside its stored
 * copy: the gateway's server render of a page reads it, so a visitor's page shows their cart as the
 * app will. Not a credential (the login token is the httpOnly `shop_session` cookie), only the key
 * of an anonymous cart.
 */
export const SESSION_ID_COOKIE = 'shop_sid';
