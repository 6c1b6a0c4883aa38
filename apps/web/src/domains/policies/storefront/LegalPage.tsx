// The shop's legal pages, linked from the footer's legal column and the consent dialog (config
// PrivacyPolicy, CookiePolicy; lib/paths.ts POLICY_PAGES): the privacy policy, the cookie policy
// and the sale conditions, in the page's language. Each shows the texts the shop holds: the
// config entry's title and summary, and the items of the policy table (`policy(kind, language)`,
// the same the acceptance dialogs ask to accept); the cookie policy adds what the shop stores.
import { useQuery } from '@apollo/client/react';
import { Alert, Button, Center, Heading, Spinner, Stack, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';

import { toLanguage } from '../../../i18n/locale';
import { shopMessages } from '../../../i18n/shop-messages';
import { useLocale } from '../../../i18n/useLocale';
import { useViewer } from '../../../lib/viewer/useViewer';
import { CookieDetails } from './CookieDetails';
import { LegalPageQuery } from './legal-documents';
import { legalMessages as m } from './messages';
import { PolicyItems } from './PolicyItems';
import { commonMessages } from '../../../i18n/common-messages';
import { ShopLink } from '../../../app/storefront-ui/ShopLink';

type LegalDocument = 'privacy' | 'cookies' | 'saleConditions';

const FALLBACK_TITLE = {
  privacy: commonMessages.privacyNotice,
  cookies: m.cookiesTitle,
  saleConditions: m.saleConditionsTitle,
} as const;

function LegalPage({ document }: { document: LegalDocument }) {
  const intl = useIntl();
  const locale = useLocale();
  const { viewer } = useViewer();
  const { data, loading, error, refetch } = useQuery(LegalPageQuery, {
    variables: {
      language: toLanguage(locale),
      kind: document === 'saleConditions' ? 'SALE_CONDITIONS' : 'PRIVACY',
      withItems: document !== 'cookies',
    },
  });
  const policies = data?.config.policies;
  const entry =
    document === 'privacy' ? policies?.privacy : document === 'cookies' ? policies?.cookies : null;
  const title = entry?.title || intl.formatMessage(FALLBACK_TITLE[document]);
  return (
    <Stack as="article" gap="6" maxW="3xl" py={{ base: 2, lg: 6 }}>
      <title>{`${title} – ${intl.formatMessage(shopMessages.shopName)}`}</title>
      <Heading as="h1" size="2xl">
        {title}
      </Heading>
      {entry?.summary && (
        <Text fontSize="lg" color="fg.muted">
          {entry.summary}
        </Text>
      )}
      {loading && !data && (
        <Center py="8">
          <Spinner role="status" color="primary.solid" aria-label={intl.formatMessage(m.loading)} />
        </Center>
      )}
      {error && !data && (
        <Alert.Root status="error" alignItems="center">
          <Alert.Indicator />
          <Alert.Title flex="1">{intl.formatMessage(m.loadFailed)}</Alert.Title>
          <Button size="sm" variant="outline" onClick={() => void refetch().catch(() => undefined)}>
            {intl.formatMessage(commonMessages.tryAgain)}
          </Button>
        </Alert.Root>
      )}
      {data?.policy && <PolicyItems items={data.policy.items} />}
      {document === 'cookies' && <CookieDetails />}
      {document === 'privacy' && viewer && !viewer.isStaff && (
        <ShopLink to="/account/consents" fontWeight="semibold" alignSelf="flex-start">
          {intl.formatMessage(m.manageConsents)}
        </ShopLink>
      )}
    </Stack>
  );
}

export function PrivacyPolicyPage() {
  return <LegalPage document="privacy" />;
}

export function CookiePolicyPage() {
  return <LegalPage document="cookies" />;
}

export function SaleConditionsPage() {
  return <LegalPage document="saleConditions" />;
}
