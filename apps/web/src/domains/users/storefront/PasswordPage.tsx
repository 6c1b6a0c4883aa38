// /account/password: change the password with the forced dialog's form (usePasswordChangeForm): the
// same checks before sending, server errors at their field, a confirmation once it is changed.
import { Button, Card, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import type { Viewer } from '../../../lib/viewer/useViewer';
import { usePasswordChangeForm } from './session/usePasswordChangeForm';
import { AccountSection } from './AccountSection';
import { areaMessages as m } from './area-messages';
import { commonMessages } from '../../../i18n/common-messages';

export function PasswordPage() {
  const intl = useIntl();
  return (
    <AccountSection title={intl.formatMessage(commonMessages.changePassword)}>
      {(viewer) => <ChangePasswordForm viewer={viewer} />}
    </AccountSection>
  );
}

function ChangePasswordForm({ viewer }: { viewer: Viewer }) {
  const intl = useIntl();
  const form = usePasswordChangeForm(viewer.code);
  const [done, setDone] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setDone(false);
    setDone(await form.submit());
  };

  return (
    <Card.Root variant="outline" maxW="32rem">
      <Card.Body>
        <form onSubmit={(event) => void submit(event)} noValidate>
          <Stack gap="4">
            <Text color="fg.muted">{intl.formatMessage(m.passwordIntro)}</Text>
            {form.fields}
            {form.formError && (
              <Text role="alert" color="red.700">
                {form.formError}
              </Text>
            )}
            {done && (
              <Text role="status" color="green.700" fontWeight="semibold">
                {intl.formatMessage(m.passwordChanged)}
              </Text>
            )}
            <Button type="submit" colorPalette="primary" loading={form.saving} alignSelf="flex-start">
              {intl.formatMessage(commonMessages.changePassword)}
            </Button>
          </Stack>
        </form>
      </Card.Body>
    </Card.Root>
  );
}
