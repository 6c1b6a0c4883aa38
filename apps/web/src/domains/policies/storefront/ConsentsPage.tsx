// /account/consents: the policies the user accepted (privacy, sale conditions: status and the items
// of each document) and this browser's cookie choice, with the button that reopens the cookie dialog.
import { useQuery } from '@apollo/client/react';
import { Badge, Button, Heading, List, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { graphql } from '../../../gql';
import type { PolicyKind } from '../../../gql/graphql';
import { toLanguage } from '../../../i18n/locale';
import { useLocale } from '../../../i18n/useLocale';
import { useCookieConsent } from './consent/CookieConsentContext';
import { AccountSection } from '../../users/index';
import { areaMessages as m } from '../../users/index';
import { commonMessages } from '../../../i18n/common-messages';
import { SectionCard } from '../../../app/storefront-ui/SectionCard';

const PolicyItemsQuery = graphql(`
  query AccountPolicy($kind: PolicyKind!, $language: Language!) {
    policy(kind: $kind, language: $language) {
      kind
      items {
        code
        title
      }
    }
  }
`);

export function ConsentsPage() {
  const intl = useIntl();
  return (
    <AccountSection title={intl.formatMessage(commonMessages.consents)}>
      {(viewer) => (
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="6">
          <PolicyCard
            kind="PRIVACY"
            title={commonMessages.privacyPolicy}
            accepted={viewer.consents.privacyPolicy}
          />
          <PolicyCard
            kind="SALE_CONDITIONS"
            title={commonMessages.saleConditions}
            accepted={viewer.consents.saleConditions}
          />
          <CookieCard />
        </SimpleGrid>
      )}
    </AccountSection>
  );
}

function PolicyCard({
  kind,
  title,
  accepted,
}: {
  kind: PolicyKind;
  title: MessageDescriptor;
  accepted: boolean;
}) {
  const intl = useIntl();
  const locale = useLocale();
  const { data, loading } = useQuery(PolicyItemsQuery, { variables: { kind, language: toLanguage(locale) } });
  return (
    <SectionCard title={intl.formatMessage(title)} testId={`consent-${kind.toLowerCase()}`}>
      <Stack gap="3" alignItems="flex-start">
        <Badge colorPalette={accepted ? 'green' : 'orange'} variant="surface" size="lg">
          {intl.formatMessage(accepted ? m.accepted : m.notAccepted)}
        </Badge>
        {loading && <Skeleton height="10" width="full" />}
        {data && data.policy.items.length > 0 && (
          <>
            <Heading as="h3" size="sm">
              {intl.formatMessage(m.policyItems)}
            </Heading>
            <List.Root ps="5">
              {data.policy.items.map((item) => (
                <List.Item key={item.code}>{item.title}</List.Item>
              ))}
            </List.Root>
          </>
        )}
      </Stack>
    </SectionCard>
  );
}

function CookieCard() {
  const intl = useIntl();
  const { consent, analyticsAllowed, openPreferences } = useCookieConsent();
  return (
    <SectionCard title={intl.formatMessage(m.cookies)} testId="consent-cookies">
      <Stack gap="2" alignItems="flex-start">
        {consent ? (
          <>
            <Text>{intl.formatMessage(m.cookieEssential)}</Text>
            <Text>{intl.formatMessage(analyticsAllowed ? m.cookieAnalyticsOn : m.cookieAnalyticsOff)}</Text>
            <Text fontSize="sm" color="fg.muted">
              {intl.formatMessage(m.cookieExpiry, {
                date: intl.formatDate(consent.expiry, { dateStyle: 'long' }),
              })}
            </Text>
          </>
        ) : (
          <Text>{intl.formatMessage(m.cookieNone)}</Text>
        )}
        <Text fontSize="sm" color="fg.muted">
          {intl.formatMessage(m.cookieNote)}
        </Text>
        <Button variant="outline" colorPalette="primary" onClick={openPreferences}>
          {intl.formatMessage(m.cookieChange)}
        </Button>
      </Stack>
    </SectionCard>
  );
}
