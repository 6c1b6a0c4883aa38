// The frame of an account subpage (customers only): the account navigation, the heading, the content.
import type { ReactNode } from 'react';
import { Heading, Stack } from '@chakra-ui/react';
import { CUSTOMER_TIPI } from '@shop/contract/rules';
import { useIntl } from 'react-intl';
import type { Viewer } from '../../../lib/viewer/useViewer';
import { shopMessages } from '../../../i18n/shop-messages';
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
    <RequireUser types={CUSTOMER_TIPI}>
      {(viewer) => (
        <Stack gap="6" py={{ base: 2, lg: 4 }} width="full">
          <title>{`${title} – ${intl.formatMessage(shopMessages.shopName)}`}</title>
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
