// Logout (spec §4): the gateway revokes the session and removes its cookie; on success the keys the
// shop keeps in localStorage are cleared and the page reloads, so no state of the old user survives.
// On failure nothing is cleared and the caller shows the error (the user is still signed in).
import { useCallback } from 'react';
import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';
import { reloadPage } from '../../../lib/reload-page';
import { rememberUserType } from './user-type-hint';
import { clearLocalSession } from './local-session';

export const LogoutMutation = graphql(`
  mutation Logout {
    logout
  }
`);

export function useLogout(): () => Promise<boolean> {
  const [logout] = useMutation(LogoutMutation);
  return useCallback(async () => {
    try {
      const { data } = await logout();
      if (!data?.logout) return false;
    } catch {
      return false;
    }
    clearLocalSession();
    // The reloaded page is a visitor's: no staff layout while it asks who is browsing.
    rememberUserType(null);
    reloadPage();
    return true;
  }, [logout]);
}
