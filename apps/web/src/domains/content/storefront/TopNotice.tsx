// The top notice (config Msg01, spec §4) above the header: closable; once closed it stays hidden
// for the browser tab's session (sessionStorage "top-notice-hidden" = the notice's key, so a new
// notice shows again). The flag is read again at every route change, as the spec asks.
import { useState } from 'react';
import { Box, CloseButton, Container, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router-dom';
import { getFragmentData, graphql, type FragmentType } from '../../../gql';
import { TOP_NOTICE_KEY } from '../../../lib/storage-keys';
import { ConfigLink } from './ConfigLink';
import { topNoticeMessages } from './top-notice-messages';

export const TopNotice_config = graphql(`
  fragment TopNotice_config on Config {
    messages {
      topNotice {
        key
        title
        text
        link
      }
    }
  }
`);

function hiddenKey(): string | null {
  try {
    return sessionStorage.getItem(TOP_NOTICE_KEY);
  } catch {
    return null;
  }
}

export function TopNotice({ config }: { config: FragmentType<typeof TopNotice_config> | undefined }) {
  const intl = useIntl();
  // Subscribing to the location re-renders the notice, and so re-reads the flag, at every route change.
  useLocation();
  const notice = getFragmentData(TopNotice_config, config)?.messages.topNotice;
  const [closedHere, setClosedHere] = useState<string | null>(null);
  const hidden = hiddenKey() ?? closedHere;
  if (!notice || hidden === notice.key) return null;
  const close = () => {
    try {
      sessionStorage.setItem(TOP_NOTICE_KEY, notice.key);
    } catch {
      // Storage blocked: hidden for this page only.
    }
    setClosedHere(notice.key);
  };
  return (
    <Box
      bg="secondary.solid"
      color="white"
      role="region"
      aria-label={intl.formatMessage(topNoticeMessages.topNotice)}
    >
      <Container display="flex" alignItems="center" gap="3" py="1.5" fontSize="sm">
        <Text flex="1">
          {notice.title && <strong>{notice.title} </strong>}
          {notice.link ? (
            <ConfigLink href={notice.link} color="white" textDecoration="underline">
              {notice.text}
            </ConfigLink>
          ) : (
            notice.text
          )}
        </Text>
        <CloseButton
          size="xs"
          color="white"
          aria-label={intl.formatMessage(topNoticeMessages.closeTopNotice)}
          onClick={close}
        />
      </Container>
    </Box>
  );
}
