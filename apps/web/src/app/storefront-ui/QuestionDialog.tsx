// The frame of a question before an action (place the order, delete, leave without saving): a
// centred alert dialog with the title, what will happen, the cancel button first, then the action
// with a spinner while it runs. Escape and a click outside cancel, not while the action runs.
import type { ReactNode, RefObject } from 'react';
import { Button, Dialog, Portal } from '@chakra-ui/react';

export interface QuestionDialogProps {
  open: boolean;
  title: ReactNode;
  testId?: string;
  /** The dialog's body: what will happen. */
  children: ReactNode;
  cancelLabel: string;
  confirmLabel: string;
  /** The action button's colour: red for what destroys, primary otherwise. */
  confirmPalette: 'red' | 'primary';
  /** True while the action runs: spinner, no cancel. */
  busy: boolean;
  /** Set to give the cancel button the focus when the dialog opens. */
  cancelRef?: RefObject<HTMLButtonElement | null>;
  onConfirm: () => void;
  onCancel: () => void;
}

export function QuestionDialog({
  open,
  title,
  testId,
  children,
  cancelLabel,
  confirmLabel,
  confirmPalette,
  busy,
  cancelRef,
  onConfirm,
  onCancel,
}: QuestionDialogProps) {
  return (
    <Dialog.Root
      initialFocusEl={cancelRef ? () => cancelRef.current : undefined}
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
          <Dialog.Content mx="3" maxW="440px" data-testid={testId}>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{children}</Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onCancel} disabled={busy} ref={cancelRef}>
                {cancelLabel}
              </Button>
              <Button colorPalette={confirmPalette} loading={busy} onClick={onConfirm}>
                {confirmLabel}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
