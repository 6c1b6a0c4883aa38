// The main layout (spec §2): header, left menu, content, footer. It owns the one query of the
// shell; each component reads its own fragment of it. Changing language changes the query's
// variables, so config and categories load again in the new language.
import { useEffect } from 'react';
import { Box, Container, Flex, VisuallyHidden } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useIntl } from 'react-intl';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { graphql } from '../../gql';
import { switchLocalePath, toLanguage } from '../../i18n/locale';
import { useLocale } from '../../i18n/useLocale';
import { Footer } from './Footer';
import { Header } from './Header';
import { LayoutError } from './LayoutError';
import { LeftMenu } from './LeftMenu';
import { SkipLink } from './SkipLink';
import { layoutMessages } from './messages';

export const MainLayoutQuery = graphql(`
  query MainLayout($language: Language!) {
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

const MAIN_ID = 'main-content';

export function MainLayout() {
  const intl = useIntl();
  const locale = useLocale();
  const location = useLocation();
  const { data, loading, error, refetch } = useQuery(MainLayoutQuery, {
    variables: { language: toLanguage(locale) },
    notifyOnNetworkStatusChange: true,
  });
  useEffect(() => {
    if (error) console.error('The shop configuration could not be loaded', error);
  }, [error]);

  const config = data?.config;
  const categories = data?.categories;
  // English is optional (spec §1): with it disabled, /en pages move to their Italian twin.
  if (locale === 'en' && config && !config.settings.englishEnabled) {
    return <Navigate replace to={switchLocalePath(location, 'it')} />;
  }
  return (
    <Flex direction="column" minH="100dvh">
      <SkipLink targetId={MAIN_ID} />
      <Header config={config} categories={categories} loading={loading} />
      <Container flex="1" display="flex" gap="8" py={{ base: 4, lg: 6 }}>
        <Box hideBelow="lg" width="260px" flexShrink={0}>
          <LeftMenu config={config} categories={categories} loading={loading} />
        </Box>
        <Box as="main" id={MAIN_ID} tabIndex={-1} flex="1" minW="0" _focus={{ outline: 'none' }}>
          <VisuallyHidden role="status">
            {loading && !data ? intl.formatMessage(layoutMessages.loading) : ''}
          </VisuallyHidden>
          {error && !data ? (
            <LayoutError onRetry={() => void refetch().catch(() => undefined)} retrying={loading} />
          ) : (
            <Outlet />
          )}
        </Box>
      </Container>
      <Footer config={config} loading={loading} />
    </Flex>
  );
}
