/**
 * The slug of a label in shop URLs (spec §2): lowercase; spaces and slashes become hyphens; other
 * non-word characters are dropped.
 *
 * Accented letters are transliterated first (à -> a, è -> e, ç -> c): Italian labels are full of
 * them, and dropping them as "non-word characters" would turn "Caffè" into "caff". Runs of hyphens
 * collapse to one and hyphens at either end are trimmed, so "Casa / Giardino" gives
 * "casa-giardino". The slug only decorates the URL: pages find their data by the code in the query
 * string, so the exact slug never breaks a link.
 */
export function slugify(label: string): string {
  return label
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[\s/]+/g, '-')
    .replace(/[^\w-]/g, '')
    .replace(/-{2,}/g, '-')
    .replace(/^-|-$/g, '');
}
