// "Order for this client" (the client record's action slot): starts ordering for the client and
// opens the storefront, which then runs as that client. Shown only to users who may order for
// clients; a refusal (the client left the user's scope meanwhile) is said beside the button.
import { useState } from 'react';
import { Button, Stack, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { localizePath } from '../../i18n/locale';
import { useLocale } from '../../i18n/useLocale';
import { useCan } from '../shared/permissions/useCan';
import { currentOrderMessages as m } from './messages';
import { useSwitchClient } from './useCurrentOrder';

export function OrderForClientButton({ clientCode }: { clientCode: string }) {
  const intl = useIntl();
  const locale = useLocale();
  const navigate = useNavigate();
  const allowed = useCan('ORDERS_PLACE_FOR');
  const { startOrderingFor, switching } = useSwitchClient();
  const [problem, setProblem] = useState<string | null>(null);
  if (!allowed) return null;

  const start = async () => {
    if (switching) return;
    setProblem(null);
    const outcome = await startOrderingFor(clientCode);
    if (outcome.ok) navigate(localizePath('/', locale));
    else
      setProblem(
        intl.formatMessage(m.startFailed, { reason: outcome.reason ?? intl.formatMessage(m.unreachable) }),
      );
  };

  return (
    <Stack gap="1" align="flex-end">
      <Button
        colorPalette="primary"
        loading={switching}
        onClick={() => void start()}
        data-testid="order-for-client"
      >
        {intl.formatMessage(m.orderForThisClient)}
      </Button>
      {problem && (
        <Text role="alert" fontSize="sm" color="red.700">
          {problem}
        </Text>
      )}
    </Stack>
  );
}
