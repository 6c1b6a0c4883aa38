// The one place the shell learns who is browsing. Layouts, the header's account area and the
// guards read the user type from here and nowhere else.
//
// Seam: the gateway is adding `Query.viewer` (the logged-in user of the session cookie, or null).
// When it lands, this hook runs that query (cache-first; login and logout refetch it) and maps it
// to `Viewer`; nothing that calls the hook changes. Until then every visitor is anonymous, which is
// the true state: no login exists yet, so nobody can be logged in.

/** A logged-in user, as the shell needs it (spec §3 "User"). */
export interface Viewer {
  /** tipo: C, WC, WU (customers) or A, X, U, F (staff and agent-like users). */
  type: string;
  /** codutente */
  code: string;
  firstName: string;
  lastName: string;
  /** Codes of the fairs of a type F user, in order (fiere.dati[].codice). */
  fairCodes: readonly string[];
  /** autorizzazioni.promozioni === 'S' */
  canSeePromotions: boolean;
}

export type ViewerState =
  | { status: 'loading'; viewer: null }
  | { status: 'anonymous'; viewer: null }
  | { status: 'authenticated'; viewer: Viewer };

const ANONYMOUS: ViewerState = { status: 'anonymous', viewer: null };

export function useViewer(): ViewerState {
  return ANONYMOUS;
}

/** The user type of a viewer state, or null for visitors (the layout rule's input). */
export function viewerType(state: ViewerState): string | null {
  return state.viewer?.type ?? null;
}
