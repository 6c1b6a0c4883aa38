// The anonymous session id every request carries (spec §7: header x-sessionid).
import { z } from 'zod';

export const SESSION_ID_HEADER = 'x-sessionid';

/** A random identifier made by the client: 16 to 128 letters, digits, '-' or '_'. */
export const sessionIdSchema = z.string().regex(/^[A-Za-z0-9_-]{16,128}$/);

/**
 * The same id as a cookie, written by the storefront beside its stored copy: the gateway's server
 * render of a page reads it, so a visitor's page shows their cart as the app will. Not a credential
 * (the login token is the httpOnly `shop_session` cookie), only the key of an anonymous cart.
 */
export const SESSION_ID_COOKIE = 'shop_sid';
