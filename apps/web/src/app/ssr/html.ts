// Pieces of the server-rendered document: text safe inside a <script>, and the <head> elements React
// renders from the page (<title>, <meta>, <link>) split from the body.

/** JSON that can sit inside an inline <script>: no `</script>`, no `<!--`, no line separators. */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

const HOISTABLE = /^(?:<title>[^<]*<\/title>|<meta [^>]*\/>|<link [^>]*\/>)/;

/**
 * React puts the elements it hoists into <head> (a page's <title>, <meta>, <link rel=canonical>)
 * at the start of a render that is not a whole document: they go to <head>, the rest into #root.
 */
export function splitHoisted(html: string): { head: string; body: string } {
  let rest = html;
  const head: string[] = [];
  for (let match = HOISTABLE.exec(rest); match; match = HOISTABLE.exec(rest)) {
    head.push(match[0]);
    rest = rest.slice(match[0].length);
  }
  return { head: head.join(''), body: rest };
}

/** HTML-escaped text for an attribute or element. */
export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}
