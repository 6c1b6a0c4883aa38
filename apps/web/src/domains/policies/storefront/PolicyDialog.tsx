// The privacy-policy or sale-conditions acceptance dialog (spec §4, §5; max 800 px). The texts come
// from `policy(kind, language)`; every item must be answered (else SelectMandatoryFieldAlert, in the
// dialog and at the item); the answers go to `acceptPolicies`, and the dialog goes away only when
// the save succeeds (the updated viewer says the document is accepted). A failed save keeps them.
import { useState } from 'react';
import { Button, Center, Checkbox, Fieldset, RadioGroup, Spinner, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useIntl } from 'react-intl';
import { graphql } from '../../../gql';
import type { PolicyKind } from '../../../gql/graphql';
import { toLanguage } from '../../../i18n/locale';
import { useLocale } from '../../../i18n/useLocale';
import { ForcedDialog } from '../../users/index';
import { sessionMessages } from '../../users/index';
import { answerList, unansweredItems, type PolicyAnswers } from './policy-answers';
import { serverErrorOf } from '../../users/index';
import { useWriteViewer } from '../../users/index';

export const PolicyQuery = graphql(`
  query Policy($kind: PolicyKind!, $language: Language!) {
    policy(kind: $kind, language: $language) {
      kind
      version
      items {
        code
        title
        kind
        options {
          value
          label
        }
      }
    }
  }
`);

export const AcceptPoliciesMutation = graphql(`
  mutation AcceptPolicies(
    $kind: PolicyKind!
    $answers: [PolicyAnswerInput!]!
    $language: Language
    $version: Int
  ) {
    acceptPolicies(kind: $kind, answers: $answers, language: $language, version: $version) {
      ...Viewer_user
    }
  }
`);

/** `answers.<n>.value` / `answers.<n>.code` -> the n-th item's code. */
function itemOfField(field: string | null, codes: readonly string[]): string | null {
  const match = field ? /^answers\.(\d+)\./.exec(field) : null;
  return match ? (codes[Number(match[1])] ?? null) : null;
}

export function PolicyDialog({ kind }: { kind: PolicyKind }) {
  const intl = useIntl();
  const language = toLanguage(useLocale());
  const writeViewer = useWriteViewer();
  const { data, error, refetch } = useQuery(PolicyQuery, { variables: { kind, language } });
  const [accept, { loading: saving }] = useMutation(AcceptPoliciesMutation);
  const [answers, setAnswers] = useState<PolicyAnswers>({});
  const [itemErrors, setItemErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const items = data?.policy.items ?? [];

  const answer = (code: string, value: string | undefined) => {
    setAnswers((old) => ({ ...old, [code]: value }));
    setItemErrors(({ [code]: _fixed, ...rest }) => rest);
  };

  const save = async () => {
    if (!data) return;
    const missing = unansweredItems(items, answers);
    const itemMessage = intl.formatMessage(sessionMessages.mandatoryItem);
    setItemErrors(Object.fromEntries(missing.map((code) => [code, itemMessage])));
    if (missing.length > 0) return setFormError(intl.formatMessage(sessionMessages.mandatory));
    setFormError(null);
    try {
      const result = await accept({
        variables: { kind, answers: answerList(items, answers), language, version: data.policy.version },
      });
      if (result.data) writeViewer(result.data.acceptPolicies);
    } catch (failure) {
      const { message, field, code } = serverErrorOf(failure);
      // A newer version was published while the dialog was open: show it (the message says why).
      if (code === 'CONFLICT') void refetch();
      const text = message ?? intl.formatMessage(sessionMessages.unreachable);
      const item = itemOfField(
        field,
        items.map((entry) => entry.code),
      );
      if (item) setItemErrors({ [item]: text });
      setFormError(text);
    }
  };

  return (
    <ForcedDialog
      testId="policy-dialog"
      maxW="800px"
      title={intl.formatMessage(
        kind === 'PRIVACY' ? sessionMessages.privacyTitle : sessionMessages.saleTitle,
      )}
      intro={intl.formatMessage(sessionMessages.policyIntro)}
      saveLabel={intl.formatMessage(sessionMessages.save)}
      saving={saving}
      formError={formError}
      onSubmit={() => void save()}
    >
      {!data && !error && (
        <Center py="6">
          <Spinner color="primary.solid" />
        </Center>
      )}
      {!data && error && (
        <Stack gap="2" alignItems="flex-start">
          <Text role="alert">{intl.formatMessage(sessionMessages.loadFailed)}</Text>
          <Button variant="outline" size="sm" onClick={() => void refetch()}>
            {intl.formatMessage(sessionMessages.retry)}
          </Button>
        </Stack>
      )}
      {items.map((item) => (
        <Fieldset.Root key={item.code} invalid={Boolean(itemErrors[item.code])} data-item={item.code}>
          <Fieldset.Legend fontWeight="semibold">{item.title}</Fieldset.Legend>
          {item.kind === 'CHECKBOX' ? (
            <Checkbox.Root
              checked={answers[item.code] === 'S'}
              onCheckedChange={({ checked }) => answer(item.code, checked === true ? 'S' : undefined)}
              colorPalette="primary"
              alignItems="flex-start"
            >
              <Checkbox.HiddenInput />
              <Checkbox.Control mt="0.5" />
              <Checkbox.Label fontWeight="normal">{item.options[0]?.label}</Checkbox.Label>
            </Checkbox.Root>
          ) : (
            <RadioGroup.Root
              value={answers[item.code] ?? null}
              onValueChange={({ value }) => answer(item.code, value ?? undefined)}
              colorPalette="primary"
              aria-label={item.title}
            >
              <Stack gap="2">
                {item.options.map((option) => (
                  <RadioGroup.Item key={option.value} value={option.value} alignItems="flex-start">
                    <RadioGroup.ItemHiddenInput />
                    <RadioGroup.ItemIndicator mt="0.5" />
                    <RadioGroup.ItemText>{option.label}</RadioGroup.ItemText>
                  </RadioGroup.Item>
                ))}
              </Stack>
            </RadioGroup.Root>
          )}
          <Fieldset.ErrorText>{itemErrors[item.code]}</Fieldset.ErrorText>
        </Fieldset.Root>
      ))}
    </ForcedDialog>
  );
}
