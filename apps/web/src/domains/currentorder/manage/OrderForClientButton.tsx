// Starts ordering for a client and opens the storefront, which then runs as that client. Shown only
// to users who may order for clients; a refusal (the client left the user's scope meanwhile, the shop
// did not answer) is said beside the button. Two sizes: the client record's action slot ("Ordina per
// questo cliente") and, given the client's `name`, the compact "Ordina" of a dashboard row.
import { useState } from 'react';
import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { localizePath } from '../../../i18n/locale';
import { useLocale } from '../../../i18n/useLocale';
import { useCan } from '../../../app/manage/permissions/useCan';
import { currentOrderMessages as m, orderForRowMessages as row } from './messages';
import { useSwitchClient } from './useCurrentOrder';
import { commonMessages } from '../../../i18n/common-messages';

interface OrderForClientButtonProps {
  clientCode: string;
  /** The client's name: the compact button of a list row, named "Ordina per {name}". */
  name?: string;
}

export function OrderForClientButton({ clientCode, name }: OrderForClientButtonProps) {
  const intl = useIntl();
  const locale = useLocale();
  const navigate = useNavigate();
  const allowed = useCan('ORDERS_PLACE_FOR');
  const { startOrderingFor, switching } = useSwitchClient();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  if (!allowed) return null;
  const compact = name !== undefined;

  const start = async () => {
    if (switching) return;
    setBusy(true);
    setProblem(null);
    const outcome = await startOrderingFor(clientCode);
    setBusy(false);
    if (outcome.ok) navigate(localizePath('/', locale));
    else if (compact)
      setProblem(
        intl.formatMessage(row.orderFailed, {
          reason: outcome.reason ?? intl.formatMessage(row.unreachable),
        }),
      );
    else
      setProblem(
        intl.formatMessage(m.startFailed, {
          reason: outcome.reason ?? intl.formatMessage(commonMessages.theShopIsNotAnswering),
        }),
      );
  };

  const alert = problem && (
    <Text role="alert" fontSize="sm" color="red.700">
      {problem}
    </Text>
  );
  if (compact)
    return (
      <HStack gap="2" wrap="wrap" justify="flex-end">
        <Button
          size="xs"
          variant="outline"
          colorPalette="primary"
          loading={busy}
          aria-label={intl.formatMessage(row.orderFor, { name })}
          onClick={() => void start()}
        >
          {intl.formatMessage(row.order)}
        </Button>
        {alert}
      </HStack>
    );
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
      {alert}
    </Stack>
  );
}
