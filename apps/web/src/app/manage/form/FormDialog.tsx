// A form in a dialog (a new record, a temporary password): title, the form or what it produced, a
// close button. Full screen on phones, scrolling inside; Escape and a click outside close it unless
// a save is running. The first field takes the focus (Chakra's dialog), and it goes back to the
// button that opened the dialog when it closes.
import type { ReactNode } from 'react';
import { CloseButton, Dialog, Portal } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { commonMessages } from '../../../i18n/common-messages';

export function FormDialog({
  open,
  title,
  busy = false,
  onClose,
  children,
  testId,
  size = 'lg',
}: {
  open: boolean;
  title: string;
  /** True while saving: the dialog stays open. */
  busy?: boolean;
  onClose: () => void;
  children: ReactNode;
  testId?: string;
  /** From a tablet up: lg (42rem, the default) or xl (56rem, a long form with a preview). */
  size?: 'lg' | 'xl';
}) {
  const intl = useIntl();
  return (
    <Dialog.Root
      open={open}
      placement="center"
      size={{ mdDown: 'full', md: size }}
      scrollBehavior="inside"
      closeOnInteractOutside={!busy}
      closeOnEscape={!busy}
      onOpenChange={(details) => {
        if (!details.open && !busy) onClose();
      }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid={testId}>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body pb="6">{children}</Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={intl.formatMessage(commonMessages.close)} disabled={busy} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
