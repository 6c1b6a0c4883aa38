// What one user accepted: per document the version and when (and whether it is still the one in
// force), then every answer given, newest first.
import { useState, type FormEvent } from 'react';
import { Badge, Button, chakra, Flex, Heading, Input, Stack, Text } from '@chakra-ui/react';
import { useLazyQuery } from '@apollo/client/react';
import { useIntl } from 'react-intl';
import { FormField } from '../../../app/manage/form/FormField';
import { policyMessages as m } from './messages';
import { UserPolicyConsentsQuery } from './usePolicies';
import { RecordSection } from '../../../app/manage/page/record-parts';

export function PolicyConsents() {
  const intl = useIntl();
  const [code, setCode] = useState('');
  const [lookUp, { data, loading, called }] = useLazyQuery(UserPolicyConsentsQuery, {
    fetchPolicy: 'network-only',
  });
  const result = data?.userPolicyConsents;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const userCode = code.trim();
    if (userCode) void lookUp({ variables: { userCode } }).catch(() => undefined);
  };
  const date = (iso: string) => intl.formatDate(iso, { dateStyle: 'short', timeStyle: 'short' });
  return (
    <RecordSection id="consents" title={intl.formatMessage(m.consents)} testId="policy-consents">
      <Stack gap="3">
        <form onSubmit={onSubmit} aria-labelledby="consents-heading">
          <Flex gap="2" align="flex-end" wrap="wrap">
            <Stack flex="1 1 12rem" maxW="20rem">
              <FormField label={intl.formatMessage(m.userCode)} error={undefined}>
                <Input value={code} onChange={(event) => setCode(event.target.value)} autoComplete="off" />
              </FormField>
            </Stack>
            <Button type="submit" variant="outline" loading={loading}>
              {intl.formatMessage(m.lookUp)}
            </Button>
          </Flex>
        </form>
        <div role="status">
          {called && !loading && data && !result && <Text fontSize="sm">{intl.formatMessage(m.noUser)}</Text>}
          {result && (
            <Stack gap="3" fontSize="sm">
              <chakra.ul listStyleType="none" display="grid" gap="1">
                {result.acceptances.map((a) => (
                  <li key={a.kind}>
                    <Text as="span" fontWeight="semibold">
                      {intl.formatMessage(m[a.kind])}
                    </Text>
                    {': '}
                    {a.version !== null && a.version !== undefined && a.acceptedAt
                      ? intl.formatMessage(m.acceptedVersion, {
                          version: a.version,
                          date: date(a.acceptedAt),
                        })
                      : intl.formatMessage(m.neverAccepted)}{' '}
                    <Badge colorPalette={a.valid ? 'green' : 'orange'}>
                      {intl.formatMessage(a.valid ? m.valid : m.toAcceptAgain)}
                    </Badge>
                  </li>
                ))}
              </chakra.ul>
              {result.answers.length > 0 && (
                <Stack gap="1">
                  <Heading as="h3" size="sm">
                    {intl.formatMessage(m.answers)}
                  </Heading>
                  <chakra.ul listStyleType="none" display="grid" gap="0.5" color="fg.muted">
                    {result.answers.map((a) => (
                      <li key={`${a.kind}-${a.version}-${a.code}-${a.answeredAt}`}>
                        {intl.formatMessage(m.answer, {
                          kind: intl.formatMessage(m[a.kind]),
                          version: a.version,
                          code: a.code,
                          value: a.value,
                          date: date(a.answeredAt),
                        })}
                      </li>
                    ))}
                  </chakra.ul>
                </Stack>
              )}
            </Stack>
          )}
        </div>
      </Stack>
    </RecordSection>
  );
}
