// Renders the toasts of the shop's toaster at the bottom right, 300 px wide (spec §9).
import { Portal, Stack, Toast, Toaster } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { notificationMessages } from './messages';
import { toaster as shopToaster, TOAST_WIDTH, type ShopToaster as ToasterStore } from './toaster';
import { commonMessages } from '../../../i18n/common-messages';

export function ShopToaster({ toaster = shopToaster }: { toaster?: ToasterStore }) {
  const intl = useIntl();
  return (
    <Portal>
      <Toaster
        toaster={toaster}
        insetInline={{ mdDown: '4' }}
        aria-label={intl.formatMessage(commonMessages.notifications)}
      >
        {(toast) => (
          // White on Chakra's success green (green.600) is 3.3:1; green.700 passes 4.5:1 (axe), and the
          // description keeps full opacity for the same reason.
          <Toast.Root
            width={TOAST_WIDTH}
            maxW="calc(100vw - 2rem)"
            css={{ '&[data-type=success]': { bg: 'green.700' } }}
          >
            <Toast.Indicator />
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
              {toast.description && <Toast.Description opacity="1">{toast.description}</Toast.Description>}
            </Stack>
            {toast.closable && (
              <Toast.CloseTrigger aria-label={intl.formatMessage(notificationMessages.close)} />
            )}
          </Toast.Root>
        )}
      </Toaster>
    </Portal>
  );
}
