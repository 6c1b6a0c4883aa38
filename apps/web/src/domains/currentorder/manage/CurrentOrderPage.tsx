// /currentorder: ordering for a client. What the user is ordering for now (with the way to the
// storefront and the cart, the client's own cart to take over, finish), and the "choose a client"
// search that starts ordering for another client.
import { Button, Card, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { localizePath } from '../../../i18n/locale';
import { useLocale } from '../../../i18n/useLocale';
import { QuickOrderSection } from '../../quickorder/index';
import { ManagementPage } from '../../../app/manage/page/ManagementPage';
import { ChooseClientSearch } from './ChooseClientSearch';
import { ClientCartTakeover } from './ClientCartTakeover';
import { currentOrderMessages as m } from './messages';
import { useCurrentOrderState, useSwitchClient } from './useCurrentOrder';
import { commonMessages } from '../../../i18n/common-messages';

export function CurrentOrderPage() {
  const intl = useIntl();
  const locale = useLocale();
  const { state } = useCurrentOrderState();
  const { finishOrderingFor, switching } = useSwitchClient();
  const [finishFailed, setFinishFailed] = useState(false);
  const client = state?.client;

  const finish = async () => {
    const outcome = await finishOrderingFor();
    setFinishFailed(!outcome.ok);
  };

  return (
    <ManagementPage title={intl.formatMessage(m.pageTitle)}>
      <Card.Root variant="outline" data-testid="current-order">
        <Card.Header>
          <Heading as="h2" size="lg">
            {intl.formatMessage(m.currentHeading)}
          </Heading>
        </Card.Header>
        <Card.Body>
          <Stack gap="3">
            {client ? (
              <>
                <Text>{intl.formatMessage(m.currentClient, client)}</Text>
                <Text fontSize="sm" color="fg.muted">
                  {intl.formatMessage(m.ceiling, {
                    ceiling: intl.formatNumber(state.discountCeiling, { maximumFractionDigits: 2 }),
                  })}
                </Text>
                <HStack gap="3" wrap="wrap">
                  <Button asChild colorPalette="primary">
                    <RouterLink to={localizePath('/', locale)}>{intl.formatMessage(m.goToShop)}</RouterLink>
                  </Button>
                  <Button asChild variant="outline">
                    <RouterLink to={localizePath('/cart', locale)}>
                      {intl.formatMessage(commonMessages.goToTheCart)}
                    </RouterLink>
                  </Button>
                  <Button variant="outline" loading={switching} onClick={() => void finish()}>
                    {intl.formatMessage(m.finish)}
                  </Button>
                </HStack>
                {finishFailed && (
                  <Text role="alert" color="red.700">
                    {intl.formatMessage(m.finishFailed)}
                  </Text>
                )}
                <ClientCartTakeover />
              </>
            ) : (
              <Text>{intl.formatMessage(m.noCurrent)}</Text>
            )}
          </Stack>
        </Card.Body>
      </Card.Root>
      {client && <QuickOrderSection initiallyOpen />}
      <Stack as="section" gap="3" aria-labelledby="choose-client-heading">
        <Heading as="h2" size="lg" id="choose-client-heading">
          {intl.formatMessage(commonMessages.chooseAClient)}
        </Heading>
        <ChooseClientSearch autoFocus={!client} />
      </Stack>
    </ManagementPage>
  );
}
