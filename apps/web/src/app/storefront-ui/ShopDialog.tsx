// The frame of the storefront's dialogs (promotions, quote request, advanced filter): the whole
// screen on phones, a centred dialog from md up with a scrolling body, the title and the close button.
import type { ReactNode } from 'react';
import { CloseButton, Dialog, Portal } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { commonMessages } from '../../i18n/common-messages';

interface ShopDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Its width from md up. */
  size: 'lg' | 'xl';
  title: ReactNode;
  testId?: string;
  /** Its body and footer (Dialog.Body, Dialog.Footer). */
  children: ReactNode;
}

export function ShopDialog({ open, onOpenChange, size, title, testId, children }: ShopDialogProps) {
  const intl = useIntl();
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => onOpenChange(details.open)}
      size={{ mdDown: 'full', md: size }}
      scrollBehavior="inside"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid={testId}>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            {children}
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={intl.formatMessage(commonMessages.close)} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
