// What a new user or a password reset produced: the password the shop generated, shown this once with
// a copy button, or the note that the typed one must be changed at the first login.
import { useId, useState } from 'react';
import { Button, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { recordMessages as m } from './messages';
import { manageCommonMessages } from '../../../app/manage/common-messages';

export function TemporaryPasswordNote({ password }: { password: string | null }) {
  const intl = useIntl();
  const [copied, setCopied] = useState(false);
  const fieldId = useId();
  if (!password) {
    return (
      <Text role="status" data-testid="temporary-password-typed">
        {intl.formatMessage(m.typedNote)}
      </Text>
    );
  }
  // The shop may be served over plain http on a LAN, where navigator.clipboard does not exist: the
  // password is selected in its field and copied the old way (it stays selected for Ctrl+C too).
  const copy = () => {
    const field = document.getElementById(fieldId);
    if (!(field instanceof HTMLInputElement)) return;
    field.select();
    setCopied(document.execCommand('copy'));
  };
  return (
    <Stack gap="2" role="status">
      <Text fontWeight="semibold" id={`${fieldId}-label`}>
        {intl.formatMessage(manageCommonMessages.temporaryPassword)}
      </Text>
      <HStack gap="2" wrap="wrap">
        <Input
          id={fieldId}
          readOnly
          value={password}
          aria-labelledby={`${fieldId}-label`}
          fontFamily="mono"
          fontSize="lg"
          width="auto"
          minW="0"
          flex="1"
          maxW="18rem"
          onFocus={(event) => event.currentTarget.select()}
          data-testid="temporary-password"
        />
        <Button size="sm" variant="outline" onClick={copy}>
          {intl.formatMessage(copied ? m.copied : m.copy)}
        </Button>
      </HStack>
      <Text fontSize="sm" color="fg.muted">
        {intl.formatMessage(m.generatedNote)}
      </Text>
    </Stack>
  );
}
