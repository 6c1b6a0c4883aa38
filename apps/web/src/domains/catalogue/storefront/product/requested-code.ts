/** The product code the address asks for: `?codart=`, else the code slug. */
export function requestedCode(codeSlug: string | undefined, search: string): string {
  const codart = new URLSearchParams(search).get('codart')?.trim();
  return (codart || codeSlug || '').toUpperCase();
}
