// "Ordina": starts ordering for the client (the storefront then runs as that client) and opens the
// shop. Shown only to users who may order for clients; a refusal is said beside the button.
import { useState } from 'react';
import { Button, HStack, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { localizePath } from '../../i18n/locale';
import { useLocale } from '../../i18n/useLocale';
import { useSwitchClient } from '../currentorder/useCurrentOrder';
import { useCan } from '../shared/permissions/useCan';
import { dashboardMessages as m } from './messages';

export function OrderForClientButton({ code, name }: { code: string; name: string }) {
  const intl = useIntl();
  const locale = useLocale();
  const navigate = useNavigate();
  const allowed = useCan('ORDERS_PLACE_FOR');
  const { startOrderingFor, switching } = useSwitchClient();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  if (!allowed) return null;

  const start = async () => {
    if (switching) return;
    setBusy(true);
    setProblem(null);
    const outcome = await startOrderingFor(code);
    setBusy(false);
    if (outcome.ok) navigate(localizePath('/', locale));
    else setProblem(outcome.reason ?? intl.formatMessage(m.unreachable));
  };

  return (
    <HStack gap="2" wrap="wrap" justify="flex-end">
      <Button
        size="xs"
        variant="outline"
        colorPalette="primary"
        loading={busy}
        aria-label={intl.formatMessage(m.orderFor, { name })}
        onClick={() => void start()}
      >
        {intl.formatMessage(m.order)}
      </Button>
      {problem && (
        <Text role="alert" fontSize="sm" color="red.700">
          {intl.formatMessage(m.orderFailed, { reason: problem })}
        </Text>
      )}
    </HStack>
  );
}
