// The pieces every section of a record page shares: the section frame (a card with its heading and
// buttons), a list of label/value pairs, the edit button that opens a section's form and gets the
// focus back when the form closes, the form's buttons, and an item's edit and remove buttons.
import { useId, useState, type ReactNode } from 'react';
import { Box, Button, Card, chakra, Flex, Heading, HStack, Text } from '@chakra-ui/react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { SubmitButton } from '../form/FormField';
import { commonMessages } from '../../../i18n/common-messages';
import { manageCommonMessages } from '../common-messages';

export function RecordSection({
  id,
  title,
  intro,
  actions,
  testId = `section-${id}`,
  children,
}: {
  id: string;
  title: string;
  /** A muted line under the heading: what the section is for. */
  intro?: ReactNode;
  actions?: ReactNode;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <Card.Root
      as="section"
      aria-labelledby={`${id}-heading`}
      variant="outline"
      size="sm"
      data-testid={testId}
    >
      <Card.Header>
        <Flex gap="2" align="center" justify="space-between" wrap="wrap">
          <Heading as="h2" size="md" id={`${id}-heading`}>
            {title}
          </Heading>
          {actions && <HStack gap="2">{actions}</HStack>}
        </Flex>
        {intro && <Card.Description>{intro}</Card.Description>}
      </Card.Header>
      <Card.Body>{children}</Card.Body>
    </Card.Root>
  );
}

/** Label/value pairs: two columns from a tablet up, stacked on a phone. A label is its text or its message. */
export function Facts({
  items,
}: {
  items: ReadonlyArray<{ label: string | MessageDescriptor; value: ReactNode }>;
}) {
  const intl = useIntl();
  return (
    <chakra.dl
      display="grid"
      gridTemplateColumns={{ base: '1fr', sm: 'minmax(8rem, max-content) 1fr' }}
      columnGap="4"
      rowGap={{ base: 0.5, sm: 2 }}
      fontSize="sm"
    >
      {items.map(({ label, value }) => (
        <Box key={typeof label === 'string' ? label : label.id} display="contents">
          <chakra.dt color="fg.muted" mt={{ base: 2, sm: 0 }}>
            {typeof label === 'string' ? label : intl.formatMessage(label)}
          </chakra.dt>
          <chakra.dd overflowWrap="anywhere">
            {value === '' || value === null || value === undefined
              ? intl.formatMessage(commonMessages.noValue)
              : value}
          </chakra.dd>
        </Box>
      ))}
    </chakra.dl>
  );
}

/**
 * A section's "edit" state: `open` shows the form; closing it (saved or cancelled) puts the focus
 * back on the button that opened it, so a keyboard user stays where they were.
 */
export function useEditing() {
  const [open, setOpen] = useState(false);
  const [saved, setSaved] = useState(false);
  const buttonId = useId();
  const close = (wasSaved: boolean) => {
    setOpen(false);
    setSaved(wasSaved);
    requestAnimationFrame(() => document.getElementById(buttonId)?.focus());
  };
  return {
    open,
    saved,
    buttonId,
    start: () => {
      setSaved(false);
      setOpen(true);
    },
    close,
  };
}

export function EditButton({
  editing,
  label,
  children,
}: {
  editing: ReturnType<typeof useEditing>;
  /** The accessible name ("Modifica dati aziendali"). */
  label: string;
  children?: ReactNode;
}) {
  const intl = useIntl();
  if (editing.open) return null;
  return (
    <Button id={editing.buttonId} size="sm" variant="outline" aria-label={label} onClick={editing.start}>
      {children ?? intl.formatMessage(manageCommonMessages.edit)}
    </Button>
  );
}

/** "Modifiche salvate." after a save, announced to screen readers. */
export function SavedNote({ show }: { show: boolean }) {
  const intl = useIntl();
  return (
    <Text role="status" fontSize="sm" color="green.700" minH={show ? undefined : 0}>
      {show ? intl.formatMessage(manageCommonMessages.changesSaved) : ''}
    </Text>
  );
}

export function FormButtons({
  submitting,
  onCancel,
  submitLabel,
}: {
  submitting: boolean;
  onCancel: () => void;
  /** The submit button's text when it is not "Salva" (e.g. "Crea fornitore"). */
  submitLabel?: string;
}) {
  const intl = useIntl();
  return (
    <HStack gap="2" pt="1">
      <SubmitButton submitting={submitting}>
        {submitLabel ?? intl.formatMessage(commonMessages.save)}
      </SubmitButton>
      <Button variant="ghost" onClick={onCancel} disabled={submitting}>
        {intl.formatMessage(commonMessages.cancel)}
      </Button>
    </HStack>
  );
}

/** An item's edit and remove buttons, each named after the item ("Modifica <name>"). */
export function EditRemoveButtons({
  editLabel,
  removeLabel,
  removeText,
  onEdit,
  onRemove,
  disabled,
}: {
  editLabel: string;
  removeLabel: string;
  /** The remove button's text ("Elimina"). */
  removeText: string;
  onEdit: () => void;
  onRemove: () => void;
  disabled?: boolean;
}) {
  const intl = useIntl();
  return (
    <>
      <Button size="xs" variant="outline" aria-label={editLabel} onClick={onEdit} disabled={disabled}>
        {intl.formatMessage(manageCommonMessages.edit)}
      </Button>
      <Button
        size="xs"
        variant="outline"
        colorPalette="red"
        aria-label={removeLabel}
        onClick={onRemove}
        disabled={disabled}
      >
        {removeText}
      </Button>
    </>
  );
}
