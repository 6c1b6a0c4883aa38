// The one place the shell learns who is browsing. Layouts, the header's account area and the
// guards read the user type from here and nowhere else. It reads the gateway's `viewer` (the user
// of the session cookie, or null); the login writes the new user into the same cache entry.
import { useQuery } from '@apollo/client/react';
import { getFragmentData, graphql, type FragmentType } from '../../gql';
import type { Permission } from '../../gql/graphql';

export const Viewer_user = graphql(`
  fragment Viewer_user on User {
    code
    type
    isStaff
    destination
    firstName
    lastName
    email
    canSeePromotions
    mustChangePassword
    mustSetName
    consents {
      privacyPolicy
      saleConditions
    }
    fairs {
      code
      description
    }
    permissions
    orderingFor {
      code
      name
      registeredOffice {
        city
      }
    }
  }
`);

export const ViewerQuery = graphql(`
  query Viewer {
    viewer {
      ...Viewer_user
    }
  }
`);

/** A fair of a type F user (its place and dates are read by the fair page itself). */
export interface ViewerFair {
  code: string;
  description: string;
}

/** The client a staff user is ordering for (currentorder): the storefront runs as that client. */
export interface OrderingFor {
  code: string;
  name: string;
  city: string;
}

/** A logged-in user, as the shell needs it (spec §3 "User"). */
export interface Viewer {
  /** tipo: C, WC, WU (customers) or A, X, U, F (staff and agent-like users). */
  type: string;
  /** Staff or agent-like (A, X, U, F): the gateway's `User.isStaff`, the contract's rule. */
  isStaff: boolean;
  /** Where the user lands after login (spec §6: /account, /reservedarea, /fieredetail/{code}), from the API. */
  destination: string;
  /** codutente */
  code: string;
  firstName: string;
  lastName: string;
  /** Codes of the fairs of a type F user, in order (fiere.dati[].codice). */
  fairCodes: readonly string[];
  email: string;
  /** The fairs of a type F user, in order (fiere.dati[]). */
  fairs: readonly ViewerFair[];
  /** autorizzazioni.promozioni === 'S' */
  canSeePromotions: boolean;
  /** richiestaCambioPassword === 'S': the non-closable password modal. */
  mustChangePassword: boolean;
  /** richiestaNomeCognome === 'S': the non-closable name modal. */
  mustSetName: boolean;
  /** consensi.privacypolicy / consensi.condizionidivendita === 'S' */
  consents: { privacyPolicy: boolean; saleConditions: boolean };
  /** What the user may do in the reserved area (the API's permission table; it enforces them). */
  permissions: readonly Permission[];
  /** The client a staff user is ordering for right now; null for customers and staff ordering for nobody. */
  orderingFor: OrderingFor | null;
}

export type ViewerState =
  | { status: 'loading'; viewer: null }
  | { status: 'anonymous'; viewer: null }
  | { status: 'authenticated'; viewer: Viewer };

const ANONYMOUS: ViewerState = { status: 'anonymous', viewer: null };
const LOADING: ViewerState = { status: 'loading', viewer: null };

export function toViewer(user: FragmentType<typeof Viewer_user>): Viewer {
  const data = getFragmentData(Viewer_user, user);
  return {
    type: data.type,
    isStaff: data.isStaff,
    destination: data.destination,
    code: data.code,
    firstName: data.firstName,
    lastName: data.lastName,
    email: data.email,
    fairCodes: data.fairs.map((fair) => fair.code),
    fairs: data.fairs.map(({ code, description }) => ({ code, description })),
    canSeePromotions: data.canSeePromotions,
    mustChangePassword: data.mustChangePassword,
    mustSetName: data.mustSetName,
    consents: { privacyPolicy: data.consents.privacyPolicy, saleConditions: data.consents.saleConditions },
    permissions: data.permissions,
    orderingFor: data.orderingFor
      ? {
          code: data.orderingFor.code,
          name: data.orderingFor.name,
          city: data.orderingFor.registeredOffice.city,
        }
      : null,
  };
}

/** While the viewer loads, and if it cannot be loaded, the shell treats the visitor as anonymous. */
export function useViewer(): ViewerState {
  const { data, loading } = useQuery(ViewerQuery);
  if (data?.viewer) return { status: 'authenticated', viewer: toViewer(data.viewer) };
  return loading && !data ? LOADING : ANONYMOUS;
}

/** The user type of a viewer state, or null for visitors (the layout rule's input). */
export function viewerType(state: ViewerState): string | null {
  return state.viewer?.type ?? null;
}
