// A record's form, in its section, on its page or in a "new" dialog: the <form> (the browser's own
// checks off: the contract's rules speak instead), named by `label`, its fields in a column, then
// the failure, the buttons and, unless it is in a dialog, the guard before leaving unsaved changes.
import type { BaseSyntheticEvent, ReactNode } from 'react';
import { Stack } from '@chakra-ui/react';
import type { FormFailure } from '../form/server-errors';
import { SectionFormEnd } from './SectionFormEnd';

/** What the form takes of useManagementForm's answer. */
export interface RecordFormState {
  form: { formState: { isDirty: boolean } };
  submit: (event?: BaseSyntheticEvent) => Promise<void>;
  submitting: boolean;
  failure: Exclude<FormFailure, { kind: 'field' }> | null;
}

export function RecordForm({
  managed,
  label,
  onCancel,
  submitLabel,
  guard = true,
  gap = '3',
  status,
  children,
}: {
  managed: RecordFormState;
  /** The form's accessible name. */
  label?: string;
  onCancel: () => void;
  submitLabel?: string;
  /** False: no question before leaving (a form in a dialog). */
  guard?: boolean;
  gap?: '3' | '4';
  /** A status line under the buttons (e.g. "saved"). */
  status?: ReactNode;
  /** The fields. */
  children: ReactNode;
}) {
  return (
    <form onSubmit={(event) => void managed.submit(event)} noValidate aria-label={label}>
      <Stack gap={gap}>
        {children}
        <SectionFormEnd
          failure={managed.failure}
          submitting={managed.submitting}
          dirty={guard ? managed.form.formState.isDirty : undefined}
          onCancel={onCancel}
          submitLabel={submitLabel}
        />
        {status}
      </Stack>
    </form>
  );
}
