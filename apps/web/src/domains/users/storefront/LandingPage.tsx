// The common frame of the account page and the reserved area: title, greeting, then blocks.
import type { ReactNode } from 'react';
import { Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { shopMessages } from '../../../i18n/shop-messages';
import type { Viewer } from '../../../lib/viewer/useViewer';
import { accountMessages } from './messages';

export function LandingPage({
  title,
  viewer,
  children,
}: {
  title: MessageDescriptor;
  viewer: Viewer;
  children: ReactNode;
}) {
  const intl = useIntl();
  const heading = intl.formatMessage(title);
  const name = `${viewer.firstName} ${viewer.lastName}`.trim() || viewer.code;
  return (
    <Stack gap="6" py={{ base: 2, lg: 4 }} width="full">
      <title>{`${heading} – ${intl.formatMessage(shopMessages.shopName)}`}</title>
      <Stack gap="1">
        <Heading as="h1" size={{ base: '2xl', lg: '3xl' }} color="primary.fg">
          {heading}
        </Heading>
        <Text fontSize="lg" color="fg.muted">
          {intl.formatMessage(accountMessages.welcome, { name })}
        </Text>
      </Stack>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="6">
        {children}
      </SimpleGrid>
    </Stack>
  );
}
