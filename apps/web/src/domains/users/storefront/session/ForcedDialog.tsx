// The frame of the dialogs a user cannot close (spec §4): no close button, Escape and clicks
// outside do nothing; only a successful save (which changes the viewer) removes them.
import type { FormEvent, ReactNode } from 'react';
import { Button, Dialog, Portal, Stack, Text } from '@chakra-ui/react';

interface ForcedDialogProps {
  title: string;
  intro: string;
  saveLabel: string;
  saving: boolean;
  /** A message for the whole form (not tied to a field), shown above the save button. */
  formError: string | null;
  onSubmit: () => void;
  maxW?: string;
  testId: string;
  children: ReactNode;
}

export function ForcedDialog(props: ForcedDialogProps) {
  const { title, intro, saveLabel, saving, formError, onSubmit, maxW = '480px', testId, children } = props;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!saving) onSubmit();
  };
  return (
    <Dialog.Root
      open
      closeOnEscape={false}
      closeOnInteractOutside={false}
      scrollBehavior="inside"
      placement="center"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content maxW={maxW} mx="3" data-testid={testId}>
            <form onSubmit={submit} noValidate style={{ display: 'contents' }}>
              <Dialog.Header>
                <Dialog.Title>{title}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="4">
                  <Text color="fg.muted">{intro}</Text>
                  {children}
                </Stack>
              </Dialog.Body>
              <Dialog.Footer flexDirection="column" alignItems="stretch" gap="3">
                {formError && (
                  <Text role="alert" color="fg.error">
                    {formError}
                  </Text>
                )}
                <Button type="submit" colorPalette="primary" loading={saving} alignSelf="flex-end">
                  {saveLabel}
                </Button>
              </Dialog.Footer>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
