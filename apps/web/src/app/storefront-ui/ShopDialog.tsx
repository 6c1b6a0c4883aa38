// The frame of the storefront's dialogs (promotions, quote request, advanced filter) and of the
// reserved area's form dialogs: the whole screen on phones, a dialog from md up with a scrolling body,
// the title and the close button. While `busy` (a save running) Escape, a click outside and the close
// button do nothing.
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
  /** Centred on the screen (default: near the top). */
  placement?: 'center';
  /** True while a save runs: the dialog cannot be closed. */
  busy?: boolean;
  /** Its body and footer (Dialog.Body, Dialog.Footer). */
  children: ReactNode;
}

export function ShopDialog({
  open,
  onOpenChange,
  size,
  title,
  testId,
  placement,
  busy,
  children,
}: ShopDialogProps) {
  const intl = useIntl();
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => onOpenChange(details.open)}
      placement={placement}
      size={{ mdDown: 'full', md: size }}
      scrollBehavior="inside"
      closeOnInteractOutside={!busy}
      closeOnEscape={!busy}
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
              <CloseButton size="sm" aria-label={intl.formatMessage(commonMessages.close)} disabled={busy} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
