// The user's data; management edits it: type, names, e-mail, language, the client or agent record the
// type needs, promotions. A refusal shows at its field (or above the buttons), nothing typed is lost.
import { Link } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { useViewer } from '../../../lib/viewer/useViewer';
import type { ManagedUser_AllFragment } from '../../../gql/graphql';
import { EditableSection } from '../../../app/manage/page/EditableSection';
import { Facts } from '../../../app/manage/page/record-parts';
import { RecordForm } from '../../../app/manage/page/RecordForm';
import { useManagementForm } from '../../../app/manage/form/useManagementForm';
import { fieldMessages as f, recordMessages as m, typeMessages } from './messages';
import { UserFields, type UserFieldsForm } from './UserFields';
import { updateUserSchema, userInput } from './user-form';
import { UpdateUserMutation, useUserMutation } from './useUserMutations';
import { manageCommonMessages } from '../../../app/manage/common-messages';
import { commonMessages } from '../../../i18n/common-messages';

type User = ManagedUser_AllFragment;

export function UserDetailsSection({ user }: { user: User }) {
  const intl = useIntl();
  const link = user.client
    ? { label: manageCommonMessages.clientCode, value: `${user.client.code} · ${user.client.name}` }
    : user.agent
      ? { label: f.agent, value: `${user.agent.name} (${user.agent.code})` }
      : null;
  return (
    <EditableSection
      id="user-details"
      title={intl.formatMessage(m.details)}
      permission="USERS_EDIT"
      editLabel={intl.formatMessage(m.editDetails)}
      form={(close) => <DetailsForm user={user} onClose={close} />}
    >
      <Facts
        items={[
          {
            label: commonMessages.type,
            value: intl.formatMessage(typeMessages[user.type]),
          },
          { label: commonMessages.firstName, value: user.firstName },
          { label: commonMessages.lastName, value: user.lastName },
          {
            label: manageCommonMessages.eMail,
            value: user.email && <Link href={`mailto:${user.email}`}>{user.email}</Link>,
          },
          {
            label: commonMessages.language,
            value: intl.formatMessage(
              user.language === 'EN' ? manageCommonMessages.english : manageCommonMessages.italian,
            ),
          },
          ...(link ? [{ label: link.label, value: link.value }] : []),
          {
            label: f.promotions,
            value: intl.formatMessage(user.canSeePromotions ? m.yes : m.no),
          },
        ]}
      />
    </EditableSection>
  );
}

function DetailsForm({ user, onClose }: { user: User; onClose: (saved: boolean) => void }) {
  const intl = useIntl();
  const { viewer } = useViewer();
  const [update] = useUserMutation(UpdateUserMutation);
  // Management cannot take its own X type away (the API refuses it too).
  const ownType = viewer?.code.toLowerCase() === user.code.toLowerCase() && user.type === 'X';
  const managed = useManagementForm({
    schema: updateUserSchema,
    defaultValues: {
      type: user.type,
      firstName: user.firstName,
      lastName: user.lastName,
      email: user.email,
      language: user.language === 'EN' ? 'en' : 'it',
      clientCode: user.client?.code ?? '',
      agentCode: user.agent?.code ?? '',
      canSeePromotions: user.canSeePromotions,
    },
    onSubmit: async (values) => {
      const input = userInput(values);
      await update({ code: user.code, input: ownType ? { ...input, type: null } : input });
      onClose(true);
    },
  });
  return (
    <RecordForm managed={managed} label={intl.formatMessage(m.editDetails)} onCancel={() => onClose(false)}>
      <UserFields
        form={managed.form as unknown as UserFieldsForm}
        ownType={ownType}
        originalType={user.type}
      />
    </RecordForm>
  );
}
