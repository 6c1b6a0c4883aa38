// The end of a record's form: the failure, Salva (or the form's own submit text) and Annulla, and —
// on a page — the guard that asks before leaving while the form has unsaved changes.
import { FormFailureAlert } from '../form/FormField';
import type { FormFailure } from '../form/server-errors';
import { UnsavedChangesGuard } from '../form/UnsavedChangesGuard';
import { FormButtons } from './record-parts';

export function SectionFormEnd({
  failure,
  submitting,
  dirty,
  onCancel,
  submitLabel,
}: {
  failure: Exclude<FormFailure, { kind: 'field' }> | null;
  submitting: boolean;
  /** Whether the form has unsaved changes; none: no guard (a form in a dialog). */
  dirty?: boolean;
  onCancel: () => void;
  /** The submit button's text when it is not "Salva" (e.g. "Crea fornitore"). */
  submitLabel?: string;
}) {
  return (
    <>
      <FormFailureAlert failure={failure} />
      <FormButtons submitting={submitting} onCancel={onCancel} submitLabel={submitLabel} />
      {dirty !== undefined && <UnsavedChangesGuard when={dirty && !submitting} />}
    </>
  );
}
