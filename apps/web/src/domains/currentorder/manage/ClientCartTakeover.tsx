// "Take over the client's cart": offered when the client's own users have lines in their carts;
// moves them into the cart being filled for the client, on purpose only (a button), and says how
// many lines moved. The answer carries the whole Cart:current, so header and cart page follow.
import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { Alert, Button, Stack, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { toLanguage } from '../../../i18n/locale';
import { useLocale } from '../../../i18n/useLocale';
import { TakeOverClientCartMutation } from './currentorder-documents';
import { currentOrderMessages as m } from './messages';
import { useCurrentOrderState } from './useCurrentOrder';
import { commonMessages } from '../../../i18n/common-messages';

export function ClientCartTakeover() {
  const intl = useIntl();
  const locale = useLocale();
  const { state } = useCurrentOrderState();
  const [takeOver, { loading }] = useMutation(TakeOverClientCartMutation);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const count = state?.clientCartLineCount ?? 0;
  if (!state?.client || (count === 0 && !outcome)) return null;

  const run = async () => {
    try {
      const result = await takeOver({ variables: { language: toLanguage(locale) } });
      const moved = result.data?.takeOverClientCart.movedLineCount ?? 0;
      setOutcome({
        ok: true,
        text: intl.formatMessage(moved === 0 ? m.nothingTaken : m.takenOver, { count: moved }),
      });
    } catch (error) {
      const reason = CombinedGraphQLErrors.is(error) ? error.errors[0]?.message : undefined;
      setOutcome({
        ok: false,
        text: intl.formatMessage(m.takeOverFailed, {
          reason: reason ?? intl.formatMessage(commonMessages.theShopIsNotAnswering),
        }),
      });
    }
  };

  return (
    <Alert.Root status={outcome?.ok ? 'success' : 'info'} data-testid="client-cart-takeover">
      <Alert.Indicator />
      <Stack gap="2" align="flex-start">
        {count > 0 && <Text>{intl.formatMessage(m.clientCart, { count })}</Text>}
        {count > 0 && (
          <Button size="sm" colorPalette="primary" loading={loading} onClick={() => void run()}>
            {intl.formatMessage(m.takeOver)}
          </Button>
        )}
        <Text role="status" color={outcome && !outcome.ok ? 'red.700' : undefined}>
          {outcome?.text ?? ''}
        </Text>
      </Stack>
    </Alert.Root>
  );
}
