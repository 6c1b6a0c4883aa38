// A user's state as badges: active, deactivated or locked by failed logins, and "temporary password"
// while the user must change it.
import { Badge, HStack } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { stateMessages } from './messages';
import { stateOf } from './user-form';

export function UserStateBadges({
  user,
  size = 'sm',
}: {
  user: { active: boolean; locked: boolean; mustChangePassword: boolean };
  size?: 'sm' | 'lg';
}) {
  const intl = useIntl();
  const state = stateOf(user);
  const palette = state === 'ACTIVE' ? 'green' : state === 'LOCKED' ? 'red' : 'gray';
  return (
    <HStack gap="1" wrap="wrap">
      <Badge colorPalette={palette} variant={state === 'DEACTIVATED' ? 'outline' : 'subtle'} size={size}>
        {intl.formatMessage(stateMessages[state])}
      </Badge>
      {user.active && user.mustChangePassword && (
        <Badge colorPalette="orange" variant="subtle" size={size}>
          {intl.formatMessage(stateMessages.mustChange)}
        </Badge>
      )}
    </HStack>
  );
}
