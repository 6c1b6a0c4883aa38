// The frame of an account subpage (customers only): the account navigation, the heading, the content.
import type { ReactNode } from 'react';
import { Heading, Stack } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import type { Viewer } from '../auth/useViewer';
import { layoutMessages } from '../layout/messages';
import { CUSTOMER_TYPES } from './customer-types';
import { AccountNav } from './AccountNav';
import { RequireUser } from './RequireUser';

export function AccountSection({
  title,
  children,
}: {
  title: string;
  children: (viewer: Viewer) => ReactNode;
}) {
  const intl = useIntl();
  return (
    <RequireUser types={CUSTOMER_TYPES}>
      {(viewer) => (
        <Stack gap="6" py={{ base: 2, lg: 4 }} width="full">
          <title>{`${title} – ${intl.formatMessage(layoutMessages.shopName)}`}</title>
          <AccountNav />
          <Heading as="h1" size={{ base: '2xl', lg: '3xl' }} color="primary.fg">
            {title}
          </Heading>
          {children(viewer)}
        </Stack>
      )}
    </RequireUser>
  );
}
