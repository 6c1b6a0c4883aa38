// The parts of an agent's page: his data with management's edit form, his figures, and the form
// that gives him a client.
import { useState, type FormEvent } from 'react';
import { Input, SimpleGrid, Stack, Table, Text } from '@chakra-ui/react';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useMutation } from '@apollo/client/react';
import { agentUpdatePayloadSchema } from '@shop/contract';
import { useIntl } from 'react-intl';
import { graphql } from '../../../gql';
import type { AgentPageQuery } from '../../../gql/graphql';
import { FormField, SubmitButton } from '../../../app/manage/form/FormField';
import { TextFields, type TextFieldSpec } from '../../../app/manage/form/TextFields';
import { fromContract, useManagementForm } from '../../../app/manage/form/useManagementForm';
import { EditableSection } from '../../../app/manage/page/EditableSection';
import { RecordTable } from '../../../app/manage/page/RecordTable';
import { Facts, RecordSection } from '../../../app/manage/page/record-parts';
import { RecordForm } from '../../../app/manage/page/RecordForm';
import {
  AssignClientAgentMutation,
  forgetClientLists,
  useEditClientMutation,
} from '../../clients/manage/index';
import { agentMessages as m } from './messages';

type Agent = NonNullable<AgentPageQuery['agent']>;

const UpdateAgentMutation = graphql(`
  mutation UpdateAgent($code: String!, $input: AgentInput!) {
    updateAgent(code: $code, input: $input) {
      code
      name
      email
      phone
      maxDiscount
    }
  }
`);

const agentSchema = fromContract(agentUpdatePayloadSchema, {
  name: 'nome',
  email: 'email',
  phone: 'telefono',
  maxDiscount: 'scontoMassimo',
});

export function AgentDetails({ agent }: { agent: Agent }) {
  const intl = useIntl();
  const percent = intl.formatNumber(agent.maxDiscount / 100, { style: 'percent', maximumFractionDigits: 2 });
  return (
    <EditableSection
      id="agent-details"
      title={intl.formatMessage(m.details)}
      permission="AGENTS_EDIT"
      editLabel={intl.formatMessage(m.editLabel)}
      form={(close) => <AgentForm agent={agent} onClose={close} />}
    >
      <Facts
        items={[
          { label: m.name, value: agent.name },
          { label: m.email, value: agent.email },
          { label: m.phone, value: agent.phone },
          { label: m.maxDiscount, value: percent },
        ]}
      />
    </EditableSection>
  );
}

const agentInputs: ReadonlyArray<TextFieldSpec<keyof typeof agentSchema.shape>> = [
  { name: 'name', label: m.name, required: true },
  { name: 'email', label: m.email, type: 'email' },
  { name: 'phone', label: m.phone, type: 'tel' },
  { name: 'maxDiscount', label: m.maxDiscount, hint: m.maxDiscountHint, inputMode: 'decimal' },
];

function AgentForm({ agent, onClose }: { agent: Agent; onClose: (saved: boolean) => void }) {
  const intl = useIntl();
  const [update] = useMutation(UpdateAgentMutation);
  const managed = useManagementForm({
    schema: agentSchema,
    defaultValues: {
      name: agent.name,
      email: agent.email,
      phone: agent.phone,
      maxDiscount: intl.formatNumber(agent.maxDiscount, { useGrouping: false, maximumFractionDigits: 2 }),
    },
    onSubmit: async (input) => {
      await update({ variables: { code: agent.code, input }, update: forgetClientLists });
      onClose(true);
    },
  });
  const { form } = managed;
  return (
    <RecordForm managed={managed} onCancel={() => onClose(false)}>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
        <TextFields register={form.register} errors={form.formState.errors} fields={agentInputs} />
      </SimpleGrid>
    </RecordForm>
  );
}

export function AgentFigures({ agent }: { agent: Agent }) {
  const intl = useIntl();
  const money = (value: number) => intl.formatNumber(value, { style: 'currency', currency: 'EUR' });
  const monthName = (month: string) =>
    intl.formatDate(new Date(`${month}-01T00:00:00`), { month: 'short', year: 'numeric' });
  return (
    <RecordSection id="agent-figures" title={intl.formatMessage(m.figures)}>
      <Stack gap="4">
        <Facts
          items={[
            { label: m.clientsHeading, value: intl.formatNumber(agent.clientCount) },
            {
              label: m.orders,
              value: `${agent.ordersThisMonth} / ${agent.ordersThisYear}`,
            },
            {
              label: m.turnover,
              value: `${money(agent.turnoverThisMonth)} / ${money(agent.turnoverThisYear)}`,
            },
          ]}
        />
        <Text fontSize="sm" color={agent.clientsOverCreditLimit > 0 ? 'red.700' : 'fg.muted'}>
          {intl.formatMessage(m.overLimit, { count: agent.clientsOverCreditLimit })}
        </Text>
        <RecordTable
          title={intl.formatMessage(m.months)}
          caption="shown"
          columns={[m.month, { label: m.orders, end: true }, { label: m.turnover, end: true }]}
        >
          {agent.months.map((row) => (
            <Table.Row key={row.month}>
              <Table.Cell>{monthName(row.month)}</Table.Cell>
              <Table.Cell textAlign="end">{row.orders}</Table.Cell>
              <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">
                {money(row.turnover)}
              </Table.Cell>
            </Table.Row>
          ))}
        </RecordTable>
      </Stack>
    </RecordSection>
  );
}

export function AssignClientForm({ agentCode, agentName }: { agentCode: string; agentName: string }) {
  const intl = useIntl();
  const [assign, saving] = useEditClientMutation(AssignClientAgentMutation);
  const [clientCode, setClientCode] = useState('');
  const [done, setDone] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setDone(null);
    setError(null);
    const code = clientCode.trim().toUpperCase();
    if (!code) return;
    try {
      await assign({ code, agentCode });
      setDone(code);
      setClientCode('');
    } catch (failure) {
      const first = CombinedGraphQLErrors.is(failure) ? failure.errors[0] : undefined;
      setError(
        first?.extensions?.code === 'NOT_FOUND'
          ? intl.formatMessage(m.assignNotFound)
          : (first?.message ?? ''),
      );
    }
  };
  return (
    <RecordSection id="assign" title={intl.formatMessage(m.assignHeading)}>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="3" align="flex-start">
          <FormField
            label={intl.formatMessage(m.assignClient)}
            hint={intl.formatMessage(m.assignHint)}
            error={error ? { type: 'server', message: error } : undefined}
          >
            <Input
              value={clientCode}
              onChange={(event) => setClientCode(event.target.value)}
              autoComplete="off"
            />
          </FormField>
          <SubmitButton submitting={saving}>{intl.formatMessage(m.assignSubmit)}</SubmitButton>
          <Text role="status" fontSize="sm" color="green.700">
            {done ? intl.formatMessage(m.assigned, { client: done, agent: agentName }) : ''}
          </Text>
        </Stack>
      </form>
    </RecordSection>
  );
}
