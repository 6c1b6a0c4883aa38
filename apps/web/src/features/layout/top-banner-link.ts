/** A link to another site opens in a new tab; the shop's own paths stay in the tab. */
export function isExternalLink(link: string): boolean {
  return /^https?:\/\//i.test(link);
}
