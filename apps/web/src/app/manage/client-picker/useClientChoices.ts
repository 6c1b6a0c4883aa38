// The client directory's search behind a ClientPicker: the box's term, and the clients matching it
// (code, name or city; the API scopes them: an agent sees his own) once typing pauses.
import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';
import { useClientSearch } from './ClientPicker';

const ClientChoicesQuery = graphql(`
  query ClientChoices($search: String, $pageSize: Int) {
    clients(search: $search, pageSize: $pageSize) {
      items {
        code
        name
        city
      }
      total
    }
  }
`);

/**
 * The term, its setter, the debounced search and the first `pageSize` clients matching it with their
 * total (`result`, undefined before a search) or the query's `error`.
 */
export function useClientChoices(pageSize: number) {
  const { term, setTerm, search } = useClientSearch();
  const { data, error } = useQuery(ClientChoicesQuery, {
    variables: { search, pageSize },
    skip: search === '',
  });
  const result = search === '' ? undefined : data?.clients;
  return { term, setTerm, search, result, error };
}
