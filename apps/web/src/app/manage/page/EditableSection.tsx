// A record page's section that management may edit: the "edit" button beside the title (for who may),
// the section's form while editing, otherwise its facts and "saved" after a save.
import type { ReactNode } from 'react';
import { Stack } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { recordPartMessages } from './record-messages';
import { EditButton, RecordSection, SavedNote, type useEditing } from './record-parts';

export function EditableSection({
  id,
  title,
  canEdit,
  editLabel,
  editing,
  form,
  children,
}: {
  id: string;
  title: string;
  canEdit: boolean;
  /** The edit button's accessible name (default: "Modifica <title>"). */
  editLabel?: string;
  editing: ReturnType<typeof useEditing>;
  /** The form shown while editing (it calls `editing.close`). */
  form: ReactNode;
  /** What the section shows when not editing. */
  children: ReactNode;
}) {
  const intl = useIntl();
  const label = editLabel ?? intl.formatMessage(recordPartMessages.editLabel, { what: title });
  return (
    <RecordSection id={id} title={title} actions={canEdit && <EditButton editing={editing} label={label} />}>
      {editing.open ? (
        form
      ) : (
        <Stack gap="2">
          {children}
          <SavedNote show={editing.saved} />
        </Stack>
      )}
    </RecordSection>
  );
}
