// /schclients ("search clients", a management route of the spec): the directory with the search box
// focused, at its one address /clients (the query string, e.g. ?q=rossi, goes along).
import { Navigate, useLocation } from 'react-router-dom';
import { localizePath } from '../../../i18n/locale';
import { useLocale } from '../../../i18n/useLocale';
import type { DirectoryLocationState } from './ClientsPage';

export function SearchClientsPage() {
  const locale = useLocale();
  const { search } = useLocation();
  const state: DirectoryLocationState = { focusSearch: true };
  return <Navigate to={`${localizePath('/clients', locale)}${search}`} replace state={state} />;
}
