// The account menu of a logged-in user: their own area (account or reserved area) and logout.
import { useEffect, useRef, useState } from 'react';
import { Box, Button, Menu, Portal, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { UserIcon } from '@shop/ui';
import { useLocale } from '../../../../i18n/useLocale';
import { homeOfUser } from '../../../../lib/viewer/login-destination';
import { authMessages } from './messages';
import { useLogout } from '../../common/useLogout';
import type { Viewer } from '../../../../lib/viewer/useViewer';

export function AccountMenu({ viewer }: { viewer: Viewer }) {
  const intl = useIntl();
  const locale = useLocale();
  const navigate = useNavigate();
  const logout = useLogout();
  const [failed, setFailed] = useState(false);
  // One logout at a time (a second Enter while the first is on its way sends nothing), and no state
  // set once the menu is gone (a logout that worked reloads the page).
  const loggingOut = useRef(false);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  const name = `${viewer.firstName} ${viewer.lastName}`.trim() || viewer.code;
  // onSelect, not onClick on the items: the menu selects by pointer and by keyboard (Enter, Space).
  const onSelect = async (value: string) => {
    if (value === 'area') void navigate(homeOfUser(viewer, locale));
    if (value !== 'logout' || loggingOut.current) return;
    loggingOut.current = true;
    const done = await logout();
    loggingOut.current = false;
    if (!done && mounted.current) setFailed(true);
  };
  return (
    <Box display="flex" alignItems="center" gap="2" flexShrink={0}>
      {failed && (
        <Text role="alert" fontSize="sm" color="fg.error" maxW="48">
          {intl.formatMessage(authMessages.logoutFailed)}
        </Text>
      )}
      <Menu.Root onSelect={({ value }) => void onSelect(value)}>
        <Menu.Trigger asChild>
          <Button
            variant="ghost"
            color="primary.fg"
            fontWeight="semibold"
            minH="10"
            px="2"
            aria-label={intl.formatMessage(authMessages.accountMenu, { name })}
          >
            <UserIcon />
            <Box as="span" hideBelow="sm" maxW="40" truncate>
              {viewer.firstName || viewer.code}
            </Box>
          </Button>
        </Menu.Trigger>
        <Portal>
          <Menu.Positioner>
            <Menu.Content minW="48">
              <Menu.ItemGroup>
                <Menu.ItemGroupLabel>{name}</Menu.ItemGroupLabel>
                <Menu.Item value="area">{intl.formatMessage(authMessages.myArea)}</Menu.Item>
                <Menu.Item value="logout">{intl.formatMessage(authMessages.logout)}</Menu.Item>
              </Menu.ItemGroup>
            </Menu.Content>
          </Menu.Positioner>
        </Portal>
      </Menu.Root>
    </Box>
  );
}
