// A typed extra line discount: a percentage from 0 to 99.99 with at most two decimals, a decimal
// comma or point ("12,5", "12.5"); anything else is null (the field says what is allowed).
const PERCENT = /^\d{1,2}(?:[.,]\d{1,2})?$/;

export function parseDiscount(text: string): number | null {
  const trimmed = text.trim().replace(/\s*%$/, '');
  if (trimmed === '') return 0;
  if (!PERCENT.test(trimmed)) return null;
  return Number(trimmed.replace(',', '.'));
}
