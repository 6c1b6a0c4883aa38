// The one query of the shell (header, menus, footer), shared by every layout. Changing language
// changes its variables, so config and categories load again in the new language.
import { useEffect } from 'react';
import { useQuery } from '@apollo/client/react';
import { useLocation } from 'react-router-dom';
import { graphql } from '../../gql';
import { switchLocalePath, toLanguage } from '../../i18n/locale';
import { useLocale } from '../../i18n/useLocale';

export const ShellQuery = graphql(`
  query Shell($language: Language!) {
    config(language: $language) {
      settings {
        englishEnabled
      }
      ...Header_config
      ...LeftMenu_config
      ...Footer_config
    }
    categories(language: $language) {
      ...CategoryTree_categories
    }
  }
`);

export function useShellData() {
  const locale = useLocale();
  const location = useLocation();
  const result = useQuery(ShellQuery, {
    variables: { language: toLanguage(locale) },
    notifyOnNetworkStatusChange: true,
  });
  const { error, data } = result;
  useEffect(() => {
    if (error) console.error('The shop configuration could not be loaded', error);
  }, [error]);
  // English is optional (spec §1): with it disabled, /en pages move to their Italian twin.
  const redirectTo =
    locale === 'en' && data && !data.config.settings.englishEnabled ? switchLocalePath(location, 'it') : null;
  return { ...result, redirectTo };
}

export type ShellData = ReturnType<typeof useShellData>;
