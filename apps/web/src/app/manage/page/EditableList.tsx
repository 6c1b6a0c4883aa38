// A record's list section whose items are added, changed and removed in place (a client's delivery
// addresses, a record's contacts): one form open at a time (the new item's above the list, an item's
// in its place), edit and remove buttons named after the item, a question before a removal, and
// "Modifiche salvate." after a save.
import { useState, type ReactNode } from 'react';
import { Button, chakra, Flex, HStack, Stack, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { EditRemoveButtons, RecordSection, SavedNote } from './record-parts';
import { recordPartMessages as m } from './record-messages';
import { ConfirmDialog } from '../form/ConfirmDialog';

export interface EditableListProps<Item> {
  /** The section's id (its heading is `${id}-heading`, its test id `section-${id}`). */
  id: string;
  title: string;
  items: readonly Item[];
  keyOf: (item: Item) => string;
  /** What the edit and remove buttons' accessible names say ("Modifica <name>"). */
  nameOf: (item: Item) => string;
  canEdit: boolean;
  texts: { add: string; empty: string; removeTitle: string; removeText: (item: Item) => string };
  renderItem: (item: Item) => ReactNode;
  /** The form of `item` (null: a new one); `onClose(saved)` closes it. */
  renderForm: (item: Item | null, onClose: (saved: boolean) => void) => ReactNode;
  onRemove: (item: Item) => Promise<unknown>;
  itemTestId?: string;
}

export function EditableList<Item>({
  id,
  title,
  items,
  keyOf,
  nameOf,
  canEdit,
  texts,
  renderItem,
  renderForm,
  onRemove,
  itemTestId,
}: EditableListProps<Item>) {
  const intl = useIntl();
  /** null: no form; '': the new item's form; a key: that item's form. */
  const [editing, setEditing] = useState<string | null>(null);
  const [removing, setRemoving] = useState<Item | null>(null);
  const [removingBusy, setRemovingBusy] = useState(false);
  const [saved, setSaved] = useState(false);
  const close = (wasSaved: boolean) => {
    setEditing(null);
    setSaved(wasSaved);
  };
  return (
    <RecordSection
      id={id}
      title={title}
      actions={
        canEdit &&
        editing === null && (
          <Button size="sm" variant="outline" onClick={() => setEditing('')}>
            {texts.add}
          </Button>
        )
      }
    >
      <Stack gap="3">
        {editing === '' && renderForm(null, close)}
        {items.length === 0 && editing !== '' && (
          <Text fontSize="sm" color="fg.muted">
            {texts.empty}
          </Text>
        )}
        <chakra.ul listStyleType="none" display="grid" gap="3">
          {items.map((item) => (
            <chakra.li
              key={keyOf(item)}
              borderTopWidth="1px"
              borderColor="border"
              pt="3"
              data-testid={itemTestId}
            >
              {editing === keyOf(item) ? (
                renderForm(item, close)
              ) : (
                <Flex gap="3" justify="space-between" align="flex-start" wrap="wrap">
                  <Stack gap="0.5" fontSize="sm" minW="0">
                    {renderItem(item)}
                  </Stack>
                  {canEdit && editing === null && (
                    <HStack gap="2">
                      <EditRemoveButtons
                        editLabel={intl.formatMessage(m.editLabel, { what: nameOf(item) })}
                        removeLabel={intl.formatMessage(m.removeLabel, { what: nameOf(item) })}
                        removeText={intl.formatMessage(m.remove)}
                        onEdit={() => setEditing(keyOf(item))}
                        onRemove={() => setRemoving(item)}
                      />
                    </HStack>
                  )}
                </Flex>
              )}
            </chakra.li>
          ))}
        </chakra.ul>
        <SavedNote show={saved} />
      </Stack>
      <ConfirmDialog
        open={removing !== null}
        title={texts.removeTitle}
        confirmLabel={intl.formatMessage(m.remove)}
        busy={removingBusy}
        onCancel={() => setRemoving(null)}
        onConfirm={() => {
          if (!removing) return;
          setRemovingBusy(true);
          void onRemove(removing)
            .then(() => close(true))
            .catch(() => close(false))
            .finally(() => {
              setRemovingBusy(false);
              setRemoving(null);
            });
        }}
      >
        {removing && texts.removeText(removing)}
      </ConfirmDialog>
    </RecordSection>
  );
}
