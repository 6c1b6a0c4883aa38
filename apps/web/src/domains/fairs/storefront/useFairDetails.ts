// Place and dates of the viewer's fairs, read by the fair page only: they come from a separate
// API call at the gateway, and the gateway answers them only once the session cookie is set (not
// inside the login mutation), so they stay out of the shell's Viewer_user fragment. No cache: the
// unnormalised `viewer` entry would otherwise be replaced by this smaller selection.
import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';

export const FairDetailsQuery = graphql(`
  query FairDetails($language: Language) {
    viewer(language: $language) {
      fairs {
        code
        place
        startsOn
        endsOn
      }
    }
  }
`);

export interface FairDetails {
  place: string | null;
  startsOn: string | null;
  endsOn: string | null;
}

export function useFairDetails(code: string, language: 'IT' | 'EN'): FairDetails | null {
  const { data } = useQuery(FairDetailsQuery, { variables: { language }, fetchPolicy: 'no-cache' });
  const fair = data?.viewer?.fairs.find((candidate) => candidate.code === code);
  return fair
    ? { place: fair.place ?? null, startsOn: fair.startsOn ?? null, endsOn: fair.endsOn ?? null }
    : null;
}
