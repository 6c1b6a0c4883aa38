// The anonymous session id every request carries (spec §7: header x-sessionid).
import { z } from 'zod';

export const SESSION_ID_HEADER = 'x-sessionid';

/** A random identifier made by the client: 16 to 128 letters, digits, '-' or '_'. */
export const sessionIdSchema = z.string().regex(/^[A-Za-z0-9_-]{16,128}$/);

export { SESSION_ID_COOKIE } from './cookies';
