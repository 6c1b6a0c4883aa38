// The user's access: state, last login, the lock by failed logins (management ends it) and the
// password (management sets a temporary one, typed or generated, shown once).
import { useState } from 'react';
import { Button, Input, Stack, Text } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { PASSWORD_MIN_LENGTH, temporaryPasswordSchema } from '@shop/contract';
import type { FieldError } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { z } from 'zod';
import type { ManagedUser_AllFragment } from '../../../gql/graphql';
import { Facts, RecordSection } from '../../../app/manage/page/record-parts';
import { RecordForm } from '../../../app/manage/page/RecordForm';
import { FormDialog } from '../../../app/manage/form/FormDialog';
import { FormField } from '../../../app/manage/form/FormField';
import { actionFailureReason } from '../../../app/manage/form/server-errors';
import { useManagementForm } from '../../../app/manage/form/useManagementForm';
import { useCan } from '../../../app/manage/permissions/useCan';
import { fieldMessages as f, recordMessages as m, stateMessages } from './messages';
import { TemporaryPasswordNote } from './TemporaryPasswordNote';
import { stateOf, userName } from './user-form';
import {
  forgetUserLists,
  ResetUserPasswordMutation,
  UnlockUserMutation,
  useUserMutation,
} from './useUserMutations';
import { manageCommonMessages } from '../../../app/manage/common-messages';

type User = ManagedUser_AllFragment;

export function UserAccessSection({ user }: { user: User }) {
  const intl = useIntl();
  const canEdit = useCan('USERS_EDIT');
  const [resetting, setResetting] = useState(false);
  const [unlock, unlocking] = useUserMutation(UnlockUserMutation);
  const [note, setNote] = useState<{ ok: boolean; text: string } | null>(null);
  const date = (iso: string) => intl.formatDate(new Date(iso), { dateStyle: 'medium' });
  const dateTime = (iso: string) =>
    intl.formatDate(new Date(iso), { dateStyle: 'medium', timeStyle: 'short' });
  const lock = user.locked
    ? intl.formatMessage(m.lockedUntil, {
        time: user.lockedUntil ? intl.formatTime(new Date(user.lockedUntil), { timeStyle: 'short' }) : '',
        count: user.failedLoginCount,
      })
    : user.failedLoginCount > 0
      ? intl.formatMessage(m.failures, { count: user.failedLoginCount })
      : intl.formatMessage(m.notLocked);
  const doUnlock = () => {
    setNote(null);
    unlock({ code: user.code })
      .then(() => setNote({ ok: true, text: intl.formatMessage(m.unlocked) }))
      .catch((error: unknown) => {
        const reason = actionFailureReason(intl, error);
        setNote({ ok: false, text: intl.formatMessage(m.actionFailed, { reason }) });
      });
  };
  return (
    <RecordSection id="user-access" title={intl.formatMessage(m.access)}>
      <Stack gap="3">
        <Facts
          items={[
            { label: m.state, value: intl.formatMessage(stateMessages[stateOf(user)]) },
            {
              label: m.lastLogin,
              value: user.lastLoginAt ? dateTime(user.lastLoginAt) : intl.formatMessage(m.never),
            },
            { label: m.lock, value: lock },
            {
              label: m.password,
              value: user.mustChangePassword
                ? intl.formatMessage(m.passwordTemporary, { date: date(user.passwordChangedAt) })
                : intl.formatMessage(m.passwordSet, { date: date(user.passwordChangedAt) }),
            },
          ]}
        />
        {canEdit && (
          <Stack direction="row" gap="2" wrap="wrap">
            {user.locked && (
              <Button size="sm" variant="outline" loading={unlocking} onClick={doUnlock}>
                {intl.formatMessage(m.unlock)}
              </Button>
            )}
            <Button size="sm" variant="outline" onClick={() => setResetting(true)}>
              {intl.formatMessage(m.resetPassword)}
            </Button>
          </Stack>
        )}
        <Text
          role={note && !note.ok ? 'alert' : 'status'}
          fontSize="sm"
          color={note?.ok ? 'green.700' : 'red.700'}
        >
          {note?.text ?? ''}
        </Text>
      </Stack>
      {canEdit && <ResetPasswordDialog user={user} open={resetting} onClose={() => setResetting(false)} />}
    </RecordSection>
  );
}

const resetSchema = z.object({ temporaryPassword: temporaryPasswordSchema });

function ResetPasswordDialog({ user, open, onClose }: { user: User; open: boolean; onClose: () => void }) {
  const intl = useIntl();
  const [done, setDone] = useState<{ password: string | null } | null>(null);
  const close = () => {
    setDone(null);
    onClose();
  };
  return (
    <FormDialog
      open={open}
      title={intl.formatMessage(m.resetTitle, { name: userName(user) })}
      onClose={close}
      testId="reset-password-dialog"
    >
      {done ? (
        <Stack gap="4" align="flex-start">
          <TemporaryPasswordNote password={done.password} />
          <Button colorPalette="primary" onClick={close}>
            {intl.formatMessage(m.done)}
          </Button>
        </Stack>
      ) : (
        <ResetPasswordForm user={user} onDone={setDone} onCancel={close} />
      )}
    </FormDialog>
  );
}

function ResetPasswordForm({
  user,
  onDone,
  onCancel,
}: {
  user: User;
  onDone: (done: { password: string | null }) => void;
  onCancel: () => void;
}) {
  const intl = useIntl();
  const [reset] = useMutation(ResetUserPasswordMutation);
  const managed = useManagementForm({
    schema: resetSchema,
    defaultValues: { temporaryPassword: '' },
    serverFields: { temporaryPassword: 'temporaryPassword' },
    onSubmit: async (values) => {
      const result = await reset({
        variables: { code: user.code, temporaryPassword: values.temporaryPassword ?? null },
        update: forgetUserLists,
      });
      const answer = result.data?.resetUserPassword;
      if (answer) onDone({ password: answer.temporaryPassword ?? null });
    },
  });
  return (
    <RecordForm
      managed={managed}
      label={intl.formatMessage(m.resetSubmit)}
      onCancel={onCancel}
      submitLabel={intl.formatMessage(m.resetSubmit)}
      guard={false}
    >
      <Text>{intl.formatMessage(m.resetText)}</Text>
      <FormField
        label={intl.formatMessage(manageCommonMessages.temporaryPassword)}
        error={managed.form.formState.errors.temporaryPassword as FieldError | undefined}
        hint={intl.formatMessage(f.temporaryPasswordHint, { min: PASSWORD_MIN_LENGTH })}
      >
        <Input {...managed.form.register('temporaryPassword')} type="text" autoComplete="new-password" />
      </FormField>
    </RecordForm>
  );
}
