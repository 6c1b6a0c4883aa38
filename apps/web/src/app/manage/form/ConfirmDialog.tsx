// The question before anything destructive (or anything that cannot be undone): an alert dialog
// with the consequence spelt out, the safe choice first and focused, the action in red, a spinner
// while it runs. Escape and a click outside cancel (not while the action runs).
import { useRef, type ReactNode } from 'react';
import { Button, Dialog, Portal, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { commonMessages } from '../../../i18n/common-messages';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  /** What will happen (and what cannot be undone). */
  children: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  /** Red action button (delete, remove, leave without saving). Default true. */
  destructive?: boolean;
  /** True while the action runs: spinner, no cancel. */
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  cancelLabel,
  destructive = true,
  busy = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const intl = useIntl();
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <Dialog.Root
      initialFocusEl={() => cancelRef.current}
      open={open}
      role="alertdialog"
      placement="center"
      closeOnInteractOutside={!busy}
      closeOnEscape={!busy}
      onOpenChange={(details) => {
        if (!details.open && !busy) onCancel();
      }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="3" maxW="440px" data-testid="confirm-dialog">
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{typeof children === 'string' ? <Text>{children}</Text> : children}</Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onCancel} disabled={busy} ref={cancelRef}>
                {cancelLabel ?? intl.formatMessage(commonMessages.cancel)}
              </Button>
              <Button colorPalette={destructive ? 'red' : 'primary'} loading={busy} onClick={onConfirm}>
                {confirmLabel}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
