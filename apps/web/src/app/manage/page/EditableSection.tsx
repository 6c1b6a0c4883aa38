// A record page's section that management may edit: the "edit" button beside the title (for who has
// the section's permission), the section's form while editing, otherwise its facts and "saved" after
// a save. The section holds its own edit state (useEditing): the form gets the function that closes it.
import type { ReactNode } from 'react';
import { Stack } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { useCan, type Permission } from '../permissions/useCan';
import { recordPartMessages } from './record-messages';
import { EditButton, RecordSection, SavedNote, useEditing } from './record-parts';

export function EditableSection({
  id,
  title,
  permission,
  editLabel,
  form,
  children,
}: {
  id: string;
  title: string;
  /** Who may edit the section. */
  permission: Permission;
  /** The edit button's accessible name (default: "Modifica <title>"). */
  editLabel?: string;
  /** The form shown while editing; it calls `close` (saved or not) when done. */
  form: (close: (saved: boolean) => void) => ReactNode;
  /** What the section shows when not editing. */
  children: ReactNode;
}) {
  const intl = useIntl();
  const editing = useEditing();
  const canEdit = useCan(permission);
  const label = editLabel ?? intl.formatMessage(recordPartMessages.editLabel, { what: title });
  return (
    <RecordSection id={id} title={title} actions={canEdit && <EditButton editing={editing} label={label} />}>
      {editing.open ? (
        form(editing.close)
      ) : (
        <Stack gap="2">
          {children}
          <SavedNote show={editing.saved} />
        </Stack>
      )}
    </RecordSection>
  );
}
