// The cookie policy's own part: the categories the consent dialog offers, what the shop really
// stores in the browser (all of it essential: the shop loads no analytics today), and a button that
// opens the cookie preferences. The names are the ones the code uses.
import { useId } from 'react';
import { Box, Button, Card, Heading, Stack, Text } from '@chakra-ui/react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { SESSION_ID_KEY } from '../../../lib/session-id';
import { LabelledValues } from '../../users/index';
import { USER_TYPE_HINT_KEY } from '../../users/index';
import { CONSENT_KEY } from './consent/consent-storage';
import { useCookieConsent } from './consent/CookieConsentContext';
import { consentMessages } from './consent/messages';
import { LISTING_VIEW_KEY, QUICK_ORDER_DRAFT_KEY, TOP_NOTICE_KEY } from '../../../lib/storage-keys';
import { legalMessages as m } from './messages';
import { commonMessages } from '../../../i18n/common-messages';

/** The gateway's session cookie (apps/gateway/src/kernel/session/session.ts). */
const SESSION_COOKIE = 'shop_session';

const STORED: readonly {
  names: string[];
  kind: MessageDescriptor;
  purpose: MessageDescriptor;
  duration: MessageDescriptor;
}[] = [
  { names: [SESSION_COOKIE], kind: m.kindCookie, purpose: m.purposeSession, duration: m.durationSession },
  { names: [SESSION_ID_KEY], kind: m.kindLocal, purpose: m.purposeSessionId, duration: m.durationKept },
  { names: [CONSENT_KEY], kind: m.kindLocal, purpose: m.purposeConsent, duration: m.durationYear },
  { names: [LISTING_VIEW_KEY], kind: m.kindLocal, purpose: m.purposeListingView, duration: m.durationKept },
  {
    names: [TOP_NOTICE_KEY, USER_TYPE_HINT_KEY],
    kind: m.kindTab,
    purpose: m.purposeTab,
    duration: m.durationTab,
  },
  {
    names: [`${QUICK_ORDER_DRAFT_KEY}:…`],
    kind: m.kindTab,
    purpose: m.purposeQuickOrderDraft,
    duration: m.durationTab,
  },
];

export function CookieDetails() {
  const intl = useIntl();
  const { openPreferences } = useCookieConsent();
  const categoriesId = useId();
  const storedId = useId();
  return (
    <Stack gap="6">
      <Box as="section" aria-labelledby={categoriesId}>
        <Heading as="h2" size="lg" id={categoriesId} mb="2">
          {intl.formatMessage(m.categoriesHeading)}
        </Heading>
        <Stack gap="3">
          <Box>
            <Heading as="h3" size="md">
              {intl.formatMessage(consentMessages.essential)}
            </Heading>
            <Text>{intl.formatMessage(consentMessages.essentialHelp)}</Text>
          </Box>
          <Box>
            <Heading as="h3" size="md">
              {intl.formatMessage(consentMessages.analytics)}
            </Heading>
            <Text>{intl.formatMessage(consentMessages.analyticsHelp)}</Text>
            <Text color="fg.muted">{intl.formatMessage(m.noAnalytics)}</Text>
          </Box>
        </Stack>
      </Box>
      <Box as="section" aria-labelledby={storedId}>
        <Heading as="h2" size="lg" id={storedId} mb="2">
          {intl.formatMessage(m.storedHeading)}
        </Heading>
        <Stack as="ul" listStyleType="none" gap="3" aria-label={intl.formatMessage(m.storedCaption)}>
          {STORED.map((row) => (
            <Card.Root as="li" key={row.names.join()} variant="outline" size="sm">
              <Card.Body gap="2">
                <Heading as="h3" size="sm" fontFamily="mono" overflowWrap="anywhere">
                  {row.names.join(', ')}
                </Heading>
                <LabelledValues
                  rows={[
                    [commonMessages.kind, intl.formatMessage(row.kind)],
                    [m.columnPurpose, intl.formatMessage(row.purpose)],
                    [m.columnDuration, intl.formatMessage(row.duration)],
                  ]}
                />
              </Card.Body>
            </Card.Root>
          ))}
        </Stack>
      </Box>
      <Button alignSelf="flex-start" colorPalette="primary" variant="outline" onClick={openPreferences}>
        {intl.formatMessage(consentMessages.preferences)}
      </Button>
    </Stack>
  );
}
