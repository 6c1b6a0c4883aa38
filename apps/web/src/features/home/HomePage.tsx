import { Heading, Stack, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { layoutMessages } from '../layout/messages';
import { homeMessages } from './messages';

/** The home page. For now a welcome; banners and product lists come with the catalogue. */
export function HomePage() {
  const intl = useIntl();
  const shopName = intl.formatMessage(layoutMessages.shopName);
  return (
    <Stack gap="4" py={{ base: 2, lg: 4 }}>
      <title>{intl.formatMessage(homeMessages.pageTitle, { shopName })}</title>
      <Heading as="h1" size={{ base: '2xl', lg: '3xl' }} color="primary.fg">
        {intl.formatMessage(homeMessages.title, { shopName })}
      </Heading>
      <Text fontSize="lg" color="fg.muted" maxW="prose">
        {intl.formatMessage(homeMessages.intro)}
      </Text>
    </Stack>
  );
}
