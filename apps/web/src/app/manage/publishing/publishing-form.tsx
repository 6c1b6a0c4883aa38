// What the forms of banners and promotions share: the same props (a new record in the list's dialog,
// an existing one on its page), the save that holds the dialog while it runs, and the "saved" note
// on the page (the storefront follows a save at once).
import { useState, type ReactNode } from 'react';
import { Text } from '@chakra-ui/react';
import { RecordForm, type RecordFormState } from '../page/RecordForm';

/** The props of a banner's or a promotion's form (besides the record: null for a new one). */
export interface PublishingFormProps {
  /** The form's accessible name. */
  label: string;
  submitLabel?: string;
  /** The saved record's key (a banner's id, a promotion's code). */
  onSaved: (key: string) => void;
  /** Cancel in the dialog; on the page, Cancel puts back the saved values. */
  onCancel?: () => void;
  onBusy?: (busy: boolean) => void;
  /** On the record's page: the wide layout, "saved" under the buttons, the leave guard. */
  page?: boolean;
}

/**
 * Runs a save (it answers the record's key, or null when there was no answer): the dialog is held
 * while it runs (`onBusy`) and `saved` is true once the record is saved.
 */
export function usePublishingSave({ onBusy, onSaved }: Pick<PublishingFormProps, 'onBusy' | 'onSaved'>) {
  const [saved, setSaved] = useState(false);
  const run = async (save: () => Promise<string | null>) => {
    onBusy?.(true);
    setSaved(false);
    try {
      const key = await save();
      if (key) {
        setSaved(true);
        onSaved(key);
      }
    } finally {
      onBusy?.(false);
    }
  };
  return { saved, run };
}

/**
 * The form of a banner or a promotion: in the dialog, Cancel closes it; on the page, Cancel puts back
 * the saved values, "saved" (`savedText`) shows under the buttons until the next change, and leaving
 * with unsaved changes is asked first.
 */
export function PublishingForm({
  managed,
  saved,
  savedText,
  label,
  submitLabel,
  onCancel,
  page = false,
  gap,
  children,
}: Omit<PublishingFormProps, 'onSaved' | 'onBusy'> & {
  managed: RecordFormState & { form: { reset: () => void } };
  /** usePublishingSave's `saved`. */
  saved: boolean;
  savedText: string;
  gap?: '3' | '4';
  children: ReactNode;
}) {
  const { form } = managed;
  return (
    <RecordForm
      managed={managed}
      label={label}
      onCancel={onCancel ?? (() => form.reset())}
      submitLabel={submitLabel}
      guard={page}
      gap={gap}
      status={
        page && (
          <Text role="status" fontSize="sm" color="green.700">
            {saved && !form.formState.isDirty ? savedText : ''}
          </Text>
        )
      }
    >
      {children}
    </RecordForm>
  );
}
