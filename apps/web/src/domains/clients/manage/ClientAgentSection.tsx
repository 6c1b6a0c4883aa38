// Who follows the client; management (AGENTS_ASSIGN) gives the client to another agent or to none.
import { useState, type FormEvent } from 'react';
import { Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useIntl } from 'react-intl';
import { getFragmentData, graphql, type FragmentType } from '../../../gql';
import { FormFailureAlert, FormField } from '../../../app/manage/form/FormField';
import { NativeSelect } from '../../../app/manage/form/NativeSelect';
import { formFailureOf, type FormFailure } from '../../../app/manage/form/server-errors';
import { fieldMessages as f } from './record-messages';
import { EditableSection } from '../../../app/manage/page/EditableSection';
import { Facts, FormButtons } from '../../../app/manage/page/record-parts';
import { AssignClientAgentMutation, useEditClientMutation } from './useEditClientMutation';
import { commonMessages } from '../../../i18n/common-messages';
import { manageCommonMessages } from '../../../app/manage/common-messages';

export const ClientAgentSection_client = graphql(`
  fragment ClientAgentSection_client on ClientRecord {
    code
    agent {
      code
      name
      email
      phone
    }
  }
`);

const AgentChoicesQuery = graphql(`
  query ClientAgentChoices {
    agents(pageSize: 500) {
      items {
        code
        name
      }
    }
  }
`);

export function ClientAgentSection(props: { client: FragmentType<typeof ClientAgentSection_client> }) {
  const intl = useIntl();
  const client = getFragmentData(ClientAgentSection_client, props.client);
  const title = intl.formatMessage(commonMessages.agent);
  const agent = client.agent;
  return (
    <EditableSection
      id="agent"
      title={title}
      permission="AGENTS_ASSIGN"
      form={(close) => <AssignForm clientCode={client.code} current={agent?.code ?? ''} onClose={close} />}
    >
      {agent ? (
        <Facts
          items={[
            { label: commonMessages.agent, value: `${agent.name} (${agent.code})` },
            { label: manageCommonMessages.eMail, value: agent.email },
            { label: commonMessages.phone, value: agent.phone },
          ]}
        />
      ) : (
        <Text fontSize="sm">{intl.formatMessage(f.noAgent)}</Text>
      )}
    </EditableSection>
  );
}

function AssignForm({
  clientCode,
  current,
  onClose,
}: {
  clientCode: string;
  current: string;
  onClose: (saved: boolean) => void;
}) {
  const intl = useIntl();
  const choices = useQuery(AgentChoicesQuery);
  const [assign, saving] = useEditClientMutation(AssignClientAgentMutation);
  const [value, setValue] = useState(current);
  const [failure, setFailure] = useState<FormFailure | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    try {
      await assign({ code: clientCode, agentCode: value === '' ? null : value });
      onClose(true);
    } catch (error) {
      setFailure(formFailureOf(error));
    }
  };
  const fieldError = failure?.kind === 'field' ? { type: 'server', message: failure.message } : undefined;
  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="3">
        <FormField label={intl.formatMessage(commonMessages.agent)} error={fieldError}>
          <NativeSelect value={value} onChange={(event) => setValue(event.target.value)}>
            <option value="">{intl.formatMessage(f.noAgent)}</option>
            {choices.data?.agents.items.map((agent) => (
              <option key={agent.code} value={agent.code}>
                {agent.name} ({agent.code})
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormFailureAlert failure={failure?.kind === 'field' ? null : failure} />
        <FormButtons submitting={saving} onCancel={() => onClose(false)} />
      </Stack>
    </form>
  );
}
