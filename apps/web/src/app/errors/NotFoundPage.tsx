import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { useLocale } from '../../i18n/useLocale';
import { homePath } from '../../lib/paths';
import { shopMessages } from '../../i18n/shop-messages';
import { useServerStatus } from '../ssr/server-response';
import { errorMessages } from './messages';

/** The 404 page (spec §2): a message that the page does not exist and a Home link. */
export function NotFoundPage() {
  useServerStatus(404);
  const intl = useIntl();
  const locale = useLocale();
  const title = intl.formatMessage(errorMessages.notFoundTitle);
  const shopName = intl.formatMessage(shopMessages.shopName);
  return (
    <Stack gap="4" align="flex-start" py={{ base: 6, lg: 12 }}>
      <title>{intl.formatMessage(errorMessages.pageTitle, { title, shopName })}</title>
      <Text color="secondary.fg" fontWeight="bold" fontSize="sm" letterSpacing="wider">
        404
      </Text>
      <Heading as="h1" size="2xl">
        {title}
      </Heading>
      <Text color="fg.muted">{intl.formatMessage(errorMessages.notFoundText)}</Text>
      <Button asChild colorPalette="primary">
        <RouterLink to={homePath(locale)}>{intl.formatMessage(errorMessages.backHome)}</RouterLink>
      </Button>
    </Stack>
  );
}
