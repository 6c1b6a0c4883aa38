// The question before anything destructive (or anything that cannot be undone): an alert dialog
// with the consequence spelt out, the safe choice first and focused, the action in red, a spinner
// while it runs. Escape and a click outside cancel (not while the action runs). The frame is the
// shop's QuestionDialog.
import { useRef, type ReactNode } from 'react';
import { Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { commonMessages } from '../../../i18n/common-messages';
import { QuestionDialog } from '../../storefront-ui/QuestionDialog';

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
    <QuestionDialog
      open={open}
      title={title}
      testId="confirm-dialog"
      cancelLabel={cancelLabel ?? intl.formatMessage(commonMessages.cancel)}
      confirmLabel={confirmLabel}
      confirmPalette={destructive ? 'red' : 'primary'}
      busy={busy}
      cancelRef={cancelRef}
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      {typeof children === 'string' ? <Text>{children}</Text> : children}
    </QuestionDialog>
  );
}
