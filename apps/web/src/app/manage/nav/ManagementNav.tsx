// The reserved area's navigation (in the full-width layout, loaded with the management code): the
// areas the user may use, grouped. From 992 px a sticky column beside the content; below, one
// horizontally scrolling row of links under the header (agents' tablets, phones), with the current
// area scrolled into view. The current area's link carries aria-current.
import { useEffect, useMemo, useRef, type ComponentProps } from 'react';
import { Box, chakra, Skeleton, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { useViewer } from '../../../lib/viewer/useViewer';
import { localizePath } from '../../../i18n/locale';
import { useLocale } from '../../../i18n/useLocale';
import { useIsDesktop } from '../../../lib/useMediaQuery';
import { useManagementRoute } from '../guard/route-handle';
import { ManagementIntl } from '../i18n/ManagementIntl';
import { groupMessages, navMessages } from './messages';
import { managementPaths } from './route-paths';
import { NAV_AREAS, visibleSections, type NavArea, type NavSection } from './nav-registry';
import { manageCommonMessages } from '../common-messages';

/** Width of the desktop column (FullWidthLayout reserves the same while this chunk loads). */
const NAV_WIDTH = '220px';

export default function ManagementNav() {
  return (
    <ManagementIntl>
      <Navigation />
    </ManagementIntl>
  );
}

type Current = 'page' | 'true' | undefined;

function Navigation() {
  const intl = useIntl();
  const state = useViewer();
  const route = useManagementRoute();
  const desktop = useIsDesktop();
  const permissions = state.viewer?.permissions;
  const sections = useMemo(
    () => (permissions ? visibleSections(NAV_AREAS, managementPaths(), permissions) : []),
    [permissions],
  );
  // The page itself is "page"; a page inside an area (a client's record) marks its area "true".
  const currentOf = (area: NavArea): Current =>
    route?.area !== area.path ? undefined : route.path === area.path ? 'page' : 'true';
  const label = intl.formatMessage(manageCommonMessages.reservedArea);
  if (state.status === 'loading') return <NavSkeleton desktop={desktop} />;
  if (sections.length === 0) return null;
  return desktop ? (
    <SideNav label={label} sections={sections} currentOf={currentOf} />
  ) : (
    <BarNav label={label} sections={sections} currentOf={currentOf} />
  );
}

interface NavProps {
  label: string;
  sections: NavSection[];
  currentOf: (area: NavArea) => Current;
}

function SideNav({ label, sections, currentOf }: NavProps) {
  const intl = useIntl();
  return (
    <Box
      as="nav"
      aria-label={label}
      width={NAV_WIDTH}
      flexShrink={0}
      position="sticky"
      top="4"
      alignSelf="flex-start"
      maxH="calc(100dvh - 2rem)"
      overflowY="auto"
      data-testid="management-nav"
    >
      <Stack gap="4">
        {sections.map((section) => {
          const headingId = `management-nav-${section.group}`;
          return (
            <Box key={section.group}>
              <Text
                id={headingId}
                px="3"
                mb="1"
                fontSize="xs"
                fontWeight="bold"
                color="fg.muted"
                textTransform="uppercase"
                letterSpacing="wider"
              >
                {intl.formatMessage(groupMessages[section.group])}
              </Text>
              <chakra.ul listStyle="none" m="0" p="0" aria-labelledby={headingId}>
                {section.areas.map((area) => (
                  <li key={area.path}>
                    <AreaLink area={area} current={currentOf(area)} display="block" px="3" py="2" />
                  </li>
                ))}
              </chakra.ul>
            </Box>
          );
        })}
      </Stack>
    </Box>
  );
}

function BarNav({ label, sections, currentOf }: NavProps) {
  const listRef = useRef<HTMLUListElement>(null);
  const areas = sections.flatMap((section) => section.areas);
  const currentPath = areas.find((area) => currentOf(area))?.path;
  useEffect(() => {
    // Keep the current area in view in a row wider than the screen (without scrolling the page).
    const list = listRef.current;
    const link = list?.querySelector<HTMLElement>('[aria-current]');
    if (list && link) list.scrollLeft = link.offsetLeft - (list.clientWidth - link.offsetWidth) / 2;
  }, [currentPath]);
  return (
    <Box
      as="nav"
      aria-label={label}
      mx={{ base: -4, md: -6 }}
      borderBottomWidth="1px"
      borderColor="border"
      data-testid="management-nav"
    >
      <chakra.ul
        ref={listRef}
        listStyle="none"
        m="0"
        px={{ base: 4, md: 6 }}
        py="2"
        display="flex"
        gap="2"
        overflowX="auto"
        css={{ scrollbarWidth: 'thin' }}
      >
        {areas.map((area) => (
          <li key={area.path}>
            <AreaLink
              area={area}
              current={currentOf(area)}
              display="inline-flex"
              alignItems="center"
              minH="10"
              px="3"
              whiteSpace="nowrap"
              borderWidth="1px"
              borderColor="border"
            />
          </li>
        ))}
      </chakra.ul>
    </Box>
  );
}

function AreaLink({
  area,
  current,
  ...style
}: { area: NavArea; current: Current } & ComponentProps<typeof chakra.a>) {
  const intl = useIntl();
  const locale = useLocale();
  return (
    <chakra.a
      asChild
      borderRadius="md"
      fontSize="sm"
      fontWeight={current ? 'semibold' : 'normal'}
      color={current ? 'primary.contrast' : 'fg'}
      bg={current ? 'primary.solid' : 'transparent'}
      textDecoration="none"
      _hover={{ bg: current ? 'primary.solid' : 'gray.100', textDecoration: 'none' }}
      {...style}
    >
      <RouterLink to={localizePath(`/${area.path}`, locale)} aria-current={current}>
        {intl.formatMessage(area.label)}
      </RouterLink>
    </chakra.a>
  );
}

function NavSkeleton({ desktop }: { desktop: boolean }) {
  const intl = useIntl();
  return (
    <Box width={desktop ? NAV_WIDTH : 'full'} flexShrink={0} aria-busy="true">
      <VisuallyHidden>{intl.formatMessage(navMessages.loading)}</VisuallyHidden>
      <Skeleton height={desktop ? '40' : '10'} />
    </Box>
  );
}
