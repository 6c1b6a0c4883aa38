// The translated reason a cart change was refused, next to the control that made it; a visitor
// refused by a shop that lets only users shop gets a login link back to this page, a staff user
// ordering for nobody a link to choose the client he orders for. Staff and agents, who order against
// the stock, also read how many units there are (the shop's own words, `detail`).
import { Link as ChakraLink, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { Link as RouterLink, useLocation } from 'react-router-dom';

import { useLocale } from '../../../i18n/useLocale';
import { loginPath } from '../../../lib/viewer/login-destination';
import { cartErrorMessage, type CartErrorKind } from './cart-errors';
import { cartMessages } from './messages';
import { commonMessages } from '../../../i18n/common-messages';
import { ShopLink } from '../../../app/storefront-ui/ShopLink';
import { useViewer } from '../../../lib/viewer/useViewer';

export function CartErrorMessage({ error, detail }: { error: CartErrorKind; detail?: string }) {
  const intl = useIntl();
  const staff = useViewer().viewer?.isStaff === true;
  const locale = useLocale();
  const location = useLocation();
  return (
    <Text role="alert" fontSize="sm" color="red.fg">
      {intl.formatMessage(cartErrorMessage[error])}
      {staff && detail && ` ${detail}`}
      {error === 'staff' && (
        <>
          {' '}
          <ShopLink to="/currentorder" fontWeight="semibold">
            {intl.formatMessage(commonMessages.chooseAClient)}
          </ShopLink>
        </>
      )}
      {error === 'login' && (
        <>
          {' '}
          <ChakraLink asChild color="primary.fg" fontWeight="semibold">
            <RouterLink to={loginPath(locale, `${location.pathname}${location.search}`)}>
              {intl.formatMessage(cartMessages.loginLink)}
            </RouterLink>
          </ChakraLink>
        </>
      )}
    </Text>
  );
}
