// A form in a dialog (a new record, a temporary password): title, the form or what it produced, a
// close button. Full screen on phones, scrolling inside; Escape and a click outside close it unless
// a save is running. The first field takes the focus (Chakra's dialog), and it goes back to the
// button that opened the dialog when it closes. The frame is the storefront's dialog frame.
import type { ReactNode } from 'react';
import { Dialog } from '@chakra-ui/react';
import { ShopDialog } from '../../storefront-ui/ShopDialog';

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
  return (
    <ShopDialog
      open={open}
      onOpenChange={(isOpen) => {
        if (!isOpen && !busy) onClose();
      }}
      size={size}
      title={title}
      testId={testId}
      placement="center"
      busy={busy}
    >
      <Dialog.Body pb="6">{children}</Dialog.Body>
    </ShopDialog>
  );
}
