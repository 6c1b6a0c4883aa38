// Quick order's rows kept as a draft while the user goes elsewhere (issue 26 item 4): in the tab's
// sessionStorage, under a key of the user and the client served, so that another user signing in on
// the same device, or the same agent serving another client, never finds them. Added or cleared rows
// leave the draft; only code and quantity are kept (the shop checks them again).
import { QUICK_ORDER_DRAFT_KEY } from '../../../lib/storage-keys';
import type { QuickRow } from './quick-rows';

export function draftKey(userCode: string, clientCode: string | null | undefined): string {
  return `${QUICK_ORDER_DRAFT_KEY}:${userCode}:${clientCode ?? ''}`;
}

const storage = (): Storage | null => {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
};

export function readDraft(key: string): QuickRow[] {
  try {
    const parsed: unknown = JSON.parse(storage()?.getItem(key) ?? '[]');
    if (!Array.isArray(parsed)) return [];
    return parsed.flatMap((row: unknown) => {
      if (typeof row !== 'object' || row === null) return [];
      const { code, quantity } = row as Record<string, unknown>;
      return typeof code === 'string' && typeof quantity === 'string' ? [{ code, quantity }] : [];
    });
  } catch {
    return [];
  }
}

/** Keeps `rows` (none: the draft is gone). A full or blocked storage keeps nothing, silently. */
export function writeDraft(key: string, rows: readonly QuickRow[]): void {
  try {
    if (rows.length === 0) storage()?.removeItem(key);
    else storage()?.setItem(key, JSON.stringify(rows.map(({ code, quantity }) => ({ code, quantity }))));
  } catch {
    // Nothing kept: the rows stay on the page as long as it is open.
  }
}
