// Where a link written in the reserved area may go (configuration entries, banners): a path of the
// shop or an http(s), mailto: or tel: address. Shared by the settings and the banners' editors.

/** Named rule of a link that is neither a shop path nor an http(s), mailto: or tel: address. */
export const CONFIG_LINK_RULE = 'configLink';
export const MAX_CONFIG_LINK = 500;

const SHOP_PATH = /^\/(?![/\\])[^\s\\<>"]*$/;
const MAILTO = /^mailto:[^\s@<>"]+@[^\s@<>".]+(\.[^\s@<>".]+)+(\?[^\s<>"]*)?$/i;
const TEL = /^tel:\+?[0-9][0-9().-]{2,30}$/i;

/**
 * Where a configured link may go: a path of the shop (`/offerte?type=P`, not `//host`), an http(s)
 * URL with a host, a `mailto:` address or a `tel:` number. Nothing else (no `javascript:`, no
 * relative paths, no spaces).
 */
export function isConfigLink(value: string): boolean {
  if (SHOP_PATH.test(value)) return true;
  if (MAILTO.test(value) || TEL.test(value)) return true;
  if (!/^https?:\/\//i.test(value) || /\s/.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '' && !url.username;
  } catch {
    return false;
  }
}
