// The approval rules form (APPROVALS_RULES, management): four switches and the amount rule's threshold,
// checked as the contract checks them; the API's field errors land at their field and nothing typed is
// lost; the change is audited (the audit panel below, config "approvals").
import { useState, type ReactNode } from 'react';
import { Alert, Button, Checkbox, Input, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { Controller } from 'react-hook-form';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { getFragmentData } from '../../../gql';
import type { ApprovalRulesSection_RuleFragment } from '../../../gql/graphql';
import { AuditLogPanel } from '../../../app/manage/audit/AuditLogPanel';
import { FormField, FormFailureAlert, SubmitButton } from '../../../app/manage/form/FormField';
import { UnsavedChangesGuard } from '../../../app/manage/form/UnsavedChangesGuard';
import { useManagementForm } from '../../../app/manage/form/useManagementForm';
import { forgetRootFields } from '../../../app/manage/page/record-changes';
import { RecordSection, SavedNote } from '../../../app/manage/page/record-parts';
import {
  approvalRulesFormSchema,
  approvalRulesFormValues,
  approvalRulesInput,
  type ApprovalRulesFormValues,
} from './approval-rules-form';
import {
  ApprovalRulesQueryDocument,
  ApprovalRulesSection_rule,
  SetApprovalRulesMutation,
} from './approvals-query';
import { approvalsMessages as m } from './messages';
import { commonMessages } from '../../../i18n/common-messages';
import { manageCommonMessages } from '../../../app/manage/common-messages';

type Rules = readonly ApprovalRulesSection_RuleFragment[];

export function ApprovalRulesSection() {
  const intl = useIntl();
  const { data, error, refetch } = useQuery(ApprovalRulesQueryDocument, { fetchPolicy: 'network-only' });
  let body: ReactNode;
  if (data) body = <RulesForm rules={getFragmentData(ApprovalRulesSection_rule, data.approvalRules)} />;
  else if (error)
    body = (
      <Alert.Root status="error" role="alert">
        <Alert.Indicator />
        <Alert.Title color="red.700">{intl.formatMessage(m.rulesLoadFailed)}</Alert.Title>
        <Button size="sm" variant="outline" ms="auto" onClick={() => void refetch().catch(() => undefined)}>
          {intl.formatMessage(commonMessages.tryAgain)}
        </Button>
      </Alert.Root>
    );
  else body = <Skeleton height="40" aria-hidden="true" />;
  return (
    <Stack gap="4">
      <RecordSection
        id="approval-rules"
        title={intl.formatMessage(manageCommonMessages.approvalRules)}
        intro={intl.formatMessage(m.rulesIntro)}
      >
        {body}
      </RecordSection>
      <AuditLogPanel entity="CONFIG" recordKey="approvals" />
    </Stack>
  );
}

type Flag = Exclude<keyof ApprovalRulesFormValues, 'threshold'>;

function RulesForm({ rules }: { rules: Rules }) {
  const intl = useIntl();
  const [saved, setSaved] = useState(false);
  const [save] = useMutation(SetApprovalRulesMutation);
  const { form, submit, submitting, failure } = useManagementForm({
    schema: approvalRulesFormSchema,
    defaultValues: approvalRulesFormValues(rules),
    onSubmit: async (values) => {
      setSaved(false);
      const { data } = await save({
        variables: { input: approvalRulesInput(values) },
        update: (cache) => forgetRootFields(cache, ['approvalRules', 'auditLog']),
      });
      if (data)
        form.reset(
          approvalRulesFormValues(getFragmentData(ApprovalRulesSection_rule, data.setApprovalRules)),
        );
      setSaved(true);
    },
  });
  const last = rules
    .filter((r) => r.updatedAt)
    .sort((a, b) => String(b.updatedAt).localeCompare(String(a.updatedAt)))[0];
  const flag = (name: Flag, label: MessageDescriptor) => (
    <Controller
      key={name}
      control={form.control}
      name={name}
      render={({ field }) => (
        <Checkbox.Root
          checked={field.value === true}
          onCheckedChange={(details) => field.onChange(details.checked === true)}
          name={field.name}
          data-testid={`rule-${name}`}
        >
          <Checkbox.HiddenInput onBlur={field.onBlur} />
          <Checkbox.Control />
          <Checkbox.Label>{intl.formatMessage(label)}</Checkbox.Label>
        </Checkbox.Root>
      )}
    />
  );
  const amountOn = form.watch('amountAbove');
  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label={intl.formatMessage(manageCommonMessages.approvalRules)}
    >
      <Stack gap="4" maxW="40rem">
        {flag('amountAbove', m.ruleAmount)}
        <FormField
          label={intl.formatMessage(m.threshold)}
          error={form.formState.errors.threshold}
          hint={intl.formatMessage(m.thresholdHint)}
          required={amountOn}
        >
          <Input
            {...form.register('threshold')}
            inputMode="decimal"
            autoComplete="off"
            maxLength={13}
            maxW="14rem"
            data-testid="rule-threshold"
          />
        </FormField>
        {flag('agentDiscountAboveCeiling', m.ruleAgentDiscount)}
        {flag('creditLimitExceeded', m.ruleCredit)}
        {flag('buyerWu', m.ruleWu)}
        <FormFailureAlert failure={failure} />
        <Stack direction="row" gap="3" align="center" wrap="wrap">
          <SubmitButton submitting={submitting}>{intl.formatMessage(m.rulesSave)}</SubmitButton>
          <SavedNote show={saved && !form.formState.isDirty} />
        </Stack>
        {last?.updatedBy && last.updatedAt && (
          <Text fontSize="sm" color="fg.muted">
            {intl.formatMessage(m.lastChange, {
              who: last.updatedBy,
              when: intl.formatDate(new Date(last.updatedAt), { dateStyle: 'medium', timeStyle: 'short' }),
            })}
          </Text>
        )}
        <UnsavedChangesGuard when={form.formState.isDirty && !submitting} />
      </Stack>
    </form>
  );
}
