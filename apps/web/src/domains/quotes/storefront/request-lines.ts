// The quote request's lines as the dialog edits them: quantities stay as typed until they are sent.

export interface RequestLine {
  code: string;
  description: string;
  quantity: number;
  unit?: string;
}

export const QUANTITY_MAX = 1_000_000;

/** A typed quantity as a whole number of units 1–1,000,000, or null when it is not one. */
export function parseQuantity(typed: string): number | null {
  const text = typed.trim().replace(/[.\s\u00a0]/g, '');
  if (!/^\d+$/.test(text)) return null;
  const value = Number(text);
  return value >= 1 && value <= QUANTITY_MAX ? value : null;
}

/** The line (index into the lines sent) of a refused argument `lines.<i>.<field>`, or null. */
export function lineOfField(field: string | undefined): number | null {
  const match = /^lines\.(\d+)\./.exec(field ?? '');
  return match ? Number(match[1]) : null;
}
