// A "new record" dialog around a record's form: the form is mounted while the dialog is open, its
// busy state holds the dialog, and a saved record closes the dialog and opens the record's page.
import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { FormDialog } from './FormDialog';

/** What the dialog hands its form. */
export interface CreateRecordFormProps {
  onBusy: (busy: boolean) => void;
  onCancel: () => void;
  /** The saved record's key: the dialog closes and opens `recordPath(key)`. */
  onSaved: (key: string) => void;
}

export function CreateRecordDialog({
  open,
  onClose,
  title,
  testId,
  recordPath,
  children,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  testId: string;
  recordPath: (key: string) => string;
  children: (form: CreateRecordFormProps) => ReactNode;
}) {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  return (
    <FormDialog open={open} title={title} busy={busy} onClose={onClose} size="xl" testId={testId}>
      {open &&
        children({
          onBusy: setBusy,
          onCancel: onClose,
          onSaved: (key) => {
            onClose();
            void navigate(recordPath(key));
          },
        })}
    </FormDialog>
  );
}
