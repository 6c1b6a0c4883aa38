// The frame of every reserved-area page: document title, breadcrumbs (the reserved area, the page's
// area, the pages the caller adds, the page itself), the heading with an actions slot beside it
// (below it on a phone), then the page. The area comes from the route (its domain's routes.ts).
import type { ReactNode } from 'react';
import { Box, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { shopMessages } from '../../../i18n/shop-messages';
import { localizePath } from '../../../i18n/locale';
import { useLocale } from '../../../i18n/useLocale';
import { useManagementRoute } from '../guard/route-handle';
import { areaOf } from '../nav/nav-registry';
import { Breadcrumbs, type Crumb } from './Breadcrumbs';
import { manageCommonMessages } from '../common-messages';

export interface ManagementPageProps {
  /** The page's heading (h1) and document title. */
  title: string;
  /** A line under the title (e.g. the record's code and city). */
  subtitle?: ReactNode;
  /** Crumbs between the page's area and the page itself (e.g. the client of a client's order). */
  trail?: readonly Crumb[];
  /** Buttons for the whole page (new, export, start an order…), beside the title. */
  actions?: ReactNode;
  children: ReactNode;
}

export function ManagementPage({ title, subtitle, trail = [], actions, children }: ManagementPageProps) {
  const intl = useIntl();
  const crumbs = useManagementCrumbs(title, trail);
  return (
    <Stack gap={{ base: 4, lg: 5 }} width="full" minW="0" data-testid="management-page">
      <title>{`${title} – ${intl.formatMessage(shopMessages.shopName)}`}</title>
      <Breadcrumbs items={crumbs} />
      <Flex gap="3" wrap="wrap" align="flex-start" justify="space-between">
        <Box minW="0">
          <Heading as="h1" size={{ base: 'xl', lg: '2xl' }} color="primary.fg" overflowWrap="anywhere">
            {title}
          </Heading>
          {subtitle && (
            <Text color="fg.muted" mt="1">
              {subtitle}
            </Text>
          )}
        </Box>
        {actions && (
          <Flex gap="2" wrap="wrap">
            {actions}
          </Flex>
        )}
      </Flex>
      {children}
    </Stack>
  );
}

/** Reserved area › area › trail › page (links in the current locale; the dashboard alone has none). */
export function useManagementCrumbs(title: string, trail: readonly Crumb[]): Crumb[] {
  const intl = useIntl();
  const locale = useLocale();
  const route = useManagementRoute();
  const home: Crumb = {
    label: intl.formatMessage(manageCommonMessages.reservedArea),
    to: localizePath('/reservedarea', locale),
  };
  if (route?.path === 'reservedarea') return [];
  const area = areaOf(route?.area);
  const areaCrumb: Crumb[] =
    area && area.path !== 'reservedarea' && area.path !== route?.path
      ? [{ label: intl.formatMessage(area.label), to: localizePath(`/${area.path}`, locale) }]
      : [];
  return [home, ...areaCrumb, ...trail, { label: title }];
}
