// The bar on every page while a staff user orders for a client: "Ordering for Alimentari Rossi
// S.r.l. (C00001) · change client · finish". It sits above the header and stays at the top of the
// window (sticky, in the page's flow: it pushes the page down instead of covering it, and the page's
// scroll padding keeps focused elements clear of it). A change of client is announced to screen
// readers. "Finish" with lines in the client's cart says so first (they stay there). Loaded (with the
// reserved area's messages) only for staff who order for a client.
import { useEffect, useRef, useState } from 'react';
import { Box, Button, Container, Flex, Link as ChakraLink, Text, VisuallyHidden } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import type { OrderingFor } from '../../../lib/viewer/useViewer';
import { localizePath } from '../../../i18n/locale';
import { useLocale } from '../../../i18n/useLocale';
import { ConfirmDialog } from '../../../app/manage/form/ConfirmDialog';
import { ManagementIntl } from '../../../app/manage/i18n/ManagementIntl';
import { CurrentOrderCartLinesQuery } from './currentorder-documents';
import { currentOrderMessages as m } from './messages';
import { useSwitchClient } from './useCurrentOrder';
import { manageCommonMessages } from '../../../app/manage/common-messages';

export default function CurrentOrderBar({ client }: { client: OrderingFor }) {
  return (
    <ManagementIntl>
      <Bar client={client} />
    </ManagementIntl>
  );
}

/** Keeps focused and scrolled-to elements below the sticky bar (CSS scroll-padding on the page). */
function useScrollPadding() {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const root = document.documentElement;
    const apply = () => {
      root.style.scrollPaddingTop = `${element.offsetHeight + 8}px`;
    };
    apply();
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(apply);
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      root.style.scrollPaddingTop = '';
    };
  }, []);
  return ref;
}

function Bar({ client }: { client: OrderingFor }) {
  const intl = useIntl();
  const locale = useLocale();
  const navigate = useNavigate();
  const ref = useScrollPadding();
  const { finishOrderingFor, switching } = useSwitchClient();
  const [failed, setFailed] = useState(false);
  // Announced when the bar appears and when the client changes, a moment after the live region is
  // in the page (a region added with its text already in it is not read out).
  const [announcement, setAnnouncement] = useState('');
  useEffect(() => {
    const timer = setTimeout(
      () => setAnnouncement(intl.formatMessage(m.announceOrderingFor, { ...client })),
      150,
    );
    return () => clearTimeout(timer);
  }, [client, intl]);

  const lines = useQuery(CurrentOrderCartLinesQuery).data?.cart.lines.length ?? 0;
  const [asking, setAsking] = useState(false);

  const finish = async () => {
    const outcome = await finishOrderingFor();
    setAsking(false);
    setFailed(!outcome.ok);
    if (outcome.ok) navigate(localizePath('/currentorder', locale));
  };

  return (
    <Box
      ref={ref}
      as="section"
      aria-label={intl.formatMessage(manageCommonMessages.orderForAClient)}
      position="sticky"
      top="0"
      zIndex="sticky"
      bg="primary.solid"
      color="white"
      fontSize="sm"
      data-testid="current-order-bar"
    >
      <Container py="1.5">
        <Flex gap={{ base: 1, md: 3 }} align="center" wrap="wrap" justify="space-between">
          <Text minW="0" overflowWrap="anywhere" data-testid="current-order-client">
            <FormattedMessage
              {...m.orderingFor}
              values={{ name: client.name, code: client.code, b: (chunks) => <b>{chunks}</b> }}
            />
          </Text>
          <Flex gap="3" align="center" wrap="wrap">
            <ChakraLink asChild color="white" textDecoration="underline" fontWeight="semibold">
              <RouterLink to={localizePath('/currentorder', locale)}>
                {intl.formatMessage(m.changeClient)}
              </RouterLink>
            </ChakraLink>
            <Text aria-hidden="true">·</Text>
            <Button
              size="xs"
              variant="outline"
              color="white"
              borderColor="white"
              _hover={{ bg: 'whiteAlpha.200' }}
              loading={switching}
              onClick={() => (lines > 0 ? setAsking(true) : void finish())}
            >
              {intl.formatMessage(m.finish)}
            </Button>
          </Flex>
        </Flex>
        {failed && (
          <Text role="alert" fontWeight="semibold">
            {intl.formatMessage(m.finishFailed)}
          </Text>
        )}
      </Container>
      <VisuallyHidden role="status">{announcement}</VisuallyHidden>
      <ConfirmDialog
        open={asking}
        title={intl.formatMessage(m.finishQuestion, { name: client.name })}
        confirmLabel={intl.formatMessage(m.finishAnyway)}
        destructive={false}
        busy={switching}
        onConfirm={() => void finish()}
        onCancel={() => setAsking(false)}
      >
        {intl.formatMessage(m.finishQuestionText, { count: lines })}
      </ConfirmDialog>
    </Box>
  );
}
