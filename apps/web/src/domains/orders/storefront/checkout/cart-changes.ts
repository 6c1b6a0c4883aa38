// What changed in the cart between the one the user saw and the one the shop prices now: lines whose
// net price or quantity moved, lines gone or added, and the total. Shown before any new confirmation.
export interface SeenLine {
  code: string;
  description: string;
  quantity: number;
  netPrice: number | null;
  total: number | null;
  available: number;
}

export type LineChange =
  | { kind: 'price'; code: string; description: string; before: number | null; after: number | null }
  | { kind: 'quantity'; code: string; description: string; before: number; after: number }
  | { kind: 'stock'; code: string; description: string; quantity: number; available: number }
  | { kind: 'removed'; code: string; description: string }
  | { kind: 'added'; code: string; description: string; quantity: number };

export function cartChanges(before: readonly SeenLine[], after: readonly SeenLine[]): LineChange[] {
  const changes: LineChange[] = [];
  const now = new Map(after.map((line) => [line.code, line]));
  for (const old of before) {
    const line = now.get(old.code);
    if (!line) {
      changes.push({ kind: 'removed', code: old.code, description: old.description });
      continue;
    }
    if (line.netPrice !== old.netPrice) {
      changes.push({
        kind: 'price',
        code: line.code,
        description: line.description,
        before: old.netPrice,
        after: line.netPrice,
      });
    }
    if (line.quantity !== old.quantity) {
      changes.push({
        kind: 'quantity',
        code: line.code,
        description: line.description,
        before: old.quantity,
        after: line.quantity,
      });
    }
  }
  const seen = new Set(before.map((line) => line.code));
  for (const line of after) {
    if (!seen.has(line.code))
      changes.push({
        kind: 'added',
        code: line.code,
        description: line.description,
        quantity: line.quantity,
      });
    if (line.quantity > line.available) {
      changes.push({
        kind: 'stock',
        code: line.code,
        description: line.description,
        quantity: line.quantity,
        available: line.available,
      });
    }
  }
  return changes;
}
