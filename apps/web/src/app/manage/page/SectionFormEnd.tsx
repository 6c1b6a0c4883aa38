// The end of a record section's form: the failure, Salva and Annulla, and the guard that asks before
// leaving while the form has unsaved changes.
import { FormFailureAlert } from '../form/FormField';
import type { FormFailure } from '../form/server-errors';
import { UnsavedChangesGuard } from '../form/UnsavedChangesGuard';
import { FormButtons } from './record-parts';

export function SectionFormEnd({
  failure,
  submitting,
  dirty,
  onCancel,
}: {
  failure: Exclude<FormFailure, { kind: 'field' }> | null;
  submitting: boolean;
  dirty: boolean;
  onCancel: () => void;
}) {
  return (
    <>
      <FormFailureAlert failure={failure} />
      <FormButtons submitting={submitting} onCancel={onCancel} />
      <UnsavedChangesGuard when={dirty && !submitting} />
    </>
  );
}
