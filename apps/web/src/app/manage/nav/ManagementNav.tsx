// The reserved area's navigation (in the full-width layout, loaded with the management code): the
// areas the user may use, grouped. From 992 px a sticky column beside the content, dense enough to
// show every area of the office at 1440 × 900 and scrolling inside itself when the window is
// shorter; below 992 px (agents' tablets, phones) a "Menu" button in the header opening a drawer
// with the same groups and 44 px rows, so every area is two taps away. The current area's link
// carries aria-current.
import { useMemo, useState, type ComponentProps } from 'react';
import {
  Box,
  Button,
  chakra,
  CloseButton,
  Drawer,
  Portal,
  Skeleton,
  Stack,
  Text,
  VisuallyHidden,
} from '@chakra-ui/react';
import { commonMessages } from '../../../i18n/common-messages';
import { useIntl } from 'react-intl';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { MenuIcon } from '@shop/ui';
import { useViewer } from '../../../lib/viewer/useViewer';
import { localizePath } from '../../../i18n/locale';
import { useLocale } from '../../../i18n/useLocale';
import { shellMessages } from '../../../i18n/shell-messages';
import { useManagementRoute } from '../guard/route-handle';
import { ManagementIntl } from '../i18n/ManagementIntl';
import { groupMessages, navMessages } from './messages';
import { managementPaths } from './route-paths';
import { NAV_AREAS, visibleSections, type NavArea, type NavSection } from './nav-registry';
import { manageCommonMessages } from '../common-messages';

/** Width of the desktop column (FullWidthLayout reserves the same while this chunk loads). */
export const NAV_WIDTH = '11.5rem';

/** `side`: the desktop column; `drawer`: the header's "Menu" button and its drawer (below 992 px). */
export type NavVariant = 'side' | 'drawer';

export default function ManagementNav({ variant }: { variant: NavVariant }) {
  return (
    <ManagementIntl>
      <Navigation variant={variant} />
    </ManagementIntl>
  );
}

type Current = 'page' | 'true' | undefined;

function Navigation({ variant }: { variant: NavVariant }) {
  const intl = useIntl();
  const state = useViewer();
  const route = useManagementRoute();
  const permissions = state.viewer?.permissions;
  const sections = useMemo(
    () => (permissions ? visibleSections(NAV_AREAS, managementPaths(), permissions) : []),
    [permissions],
  );
  // The page itself is "page"; a page inside an area (a client's record) marks its area "true".
  const currentOf = (area: NavArea): Current =>
    route?.area !== area.path ? undefined : route.path === area.path ? 'page' : 'true';
  const label = intl.formatMessage(manageCommonMessages.reservedArea);
  const loading = state.status === 'loading';
  if (variant === 'drawer')
    return <DrawerNav label={label} sections={sections} currentOf={currentOf} loading={loading} />;
  if (loading) return <NavSkeleton />;
  if (sections.length === 0) return null;
  return (
    <Box
      as="nav"
      aria-label={label}
      width={NAV_WIDTH}
      flexShrink={0}
      position="sticky"
      top="3"
      alignSelf="flex-start"
      maxH="calc(100dvh - 1.5rem)"
      overflowY="auto"
      css={{ scrollbarWidth: 'thin' }}
      data-testid="management-nav"
    >
      <NavSections sections={sections} currentOf={currentOf} touch={false} />
    </Box>
  );
}

interface NavProps {
  label: string;
  sections: NavSection[];
  currentOf: (area: NavArea) => Current;
}

/** The groups with their areas: dense rows in the desktop column, 44 px rows for fingers. */
function NavSections({
  sections,
  currentOf,
  touch,
  onFollow,
}: Omit<NavProps, 'label'> & { touch: boolean; onFollow?: () => void }) {
  const intl = useIntl();
  return (
    <Stack gap={touch ? '4' : '2.5'}>
      {sections.map((section) => {
        const headingId = `management-nav-${touch ? 'drawer-' : ''}${section.group}`;
        // The dashboard's group is the reserved area itself: its one entry needs no heading.
        const heading = section.group !== 'home';
        return (
          <Box key={section.group}>
            {heading && (
              <Text
                id={headingId}
                px="3"
                mb="0.5"
                fontSize="xs"
                lineHeight="1rem"
                fontWeight="bold"
                color="fg.muted"
                textTransform="uppercase"
                letterSpacing="wider"
              >
                {intl.formatMessage(groupMessages[section.group])}
              </Text>
            )}
            <chakra.ul listStyle="none" m="0" p="0" aria-labelledby={heading ? headingId : undefined}>
              {section.areas.map((area) => (
                <li key={area.path}>
                  <AreaLink
                    area={area}
                    current={currentOf(area)}
                    display="flex"
                    alignItems="center"
                    px="3"
                    lineHeight="1.25rem"
                    onClick={onFollow}
                    {...(touch ? { minH: '11', fontSize: 'md' } : { py: '1' })}
                  />
                </li>
              ))}
            </chakra.ul>
          </Box>
        );
      })}
    </Stack>
  );
}

/** Below 992 px: the header's "Menu" button; the drawer closes when one of its links is followed. */
function DrawerNav({ label, sections, currentOf, loading }: NavProps & { loading: boolean }) {
  const intl = useIntl();
  const location = useLocation();
  // Open only on the page where it was opened: following a link (a new location) closes it.
  const [openedAt, setOpenedAt] = useState<string | null>(null);
  const open = openedAt === location.key;
  if (!loading && sections.length === 0) return null;
  return (
    <Drawer.Root
      open={open}
      onOpenChange={(details) => setOpenedAt(details.open ? location.key : null)}
      placement="start"
      lazyMount
      unmountOnExit
    >
      <Drawer.Trigger asChild>
        <Button
          variant="outline"
          colorPalette="primary"
          minH="11"
          flexShrink={0}
          hideFrom="lg"
          disabled={loading}
          data-testid="management-menu-button"
        >
          <MenuIcon />
          {intl.formatMessage(shellMessages.menu)}
        </Button>
      </Drawer.Trigger>
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content maxW="20rem">
            <Drawer.Header>
              <Drawer.Title>{label}</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body pb="8">
              <Box as="nav" aria-label={label} data-testid="management-nav">
                {/* Following a link closes the drawer, the current page's own link too (same location). */}
                <NavSections
                  sections={sections}
                  currentOf={currentOf}
                  touch
                  onFollow={() => setOpenedAt(null)}
                />
              </Box>
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="lg" aria-label={intl.formatMessage(commonMessages.closeMenu)} />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
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

function NavSkeleton() {
  const intl = useIntl();
  return (
    <Box width={NAV_WIDTH} flexShrink={0} aria-busy="true">
      <VisuallyHidden>{intl.formatMessage(navMessages.loading)}</VisuallyHidden>
      <Skeleton height="40" />
    </Box>
  );
}
