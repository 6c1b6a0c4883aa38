// What a signed-in user can do next: only links to pages that exist, plus logout.
import { useState } from 'react';
import { Button, Stack, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';

import { authMessages } from './auth/messages';
import { useLogout } from '../common/useLogout';
import type { Viewer } from '../../../lib/viewer/useViewer';
import { areaMessages } from './area-messages';
import { accountMessages } from './messages';
import { SectionCard } from '../../../app/storefront-ui/SectionCard';
import { ShopLink } from '../../../app/storefront-ui/ShopLink';

export function NextSteps({ viewer }: { viewer: Viewer }) {
  const intl = useIntl();
  const logout = useLogout();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const isCustomer = !viewer.isStaff;
  const onLogout = async () => {
    setBusy(true);
    const ok = await logout();
    setFailed(!ok);
    setBusy(false);
  };
  return (
    <SectionCard title={intl.formatMessage(accountMessages.nextSteps)}>
      <Stack gap="3" alignItems="flex-start">
        <ShopLink to="/" fontWeight="semibold">
          {intl.formatMessage(accountMessages.browse)}
        </ShopLink>
        {isCustomer && (
          <ShopLink to="/account/orders" fontWeight="semibold">
            {intl.formatMessage(areaMessages.recentOrders)}
          </ShopLink>
        )}
        {viewer.canSeePromotions && <Text>{intl.formatMessage(accountMessages.promotionsAllowed)}</Text>}
        <Button variant="outline" colorPalette="primary" loading={busy} onClick={() => void onLogout()}>
          {intl.formatMessage(authMessages.logout)}
        </Button>
        {failed && (
          <Text role="alert" color="fg.error">
            {intl.formatMessage(authMessages.logoutFailed)}
          </Text>
        )}
      </Stack>
    </SectionCard>
  );
}
