// What a signed-in user sees on a reserved-area page they may not use: a translated explanation
// inside the layout and a way back to their own area (never a blank page, never the 404).
import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { homeOfUser } from '../../../lib/viewer/login-destination';
import type { Viewer } from '../../../lib/viewer/useViewer';
import { shopMessages } from '../../../i18n/shop-messages';
import { useLocale } from '../../../i18n/useLocale';
import { guardMessages } from './messages';

export function NotAllowedPage({ viewer }: { viewer: Viewer }) {
  const intl = useIntl();
  const locale = useLocale();
  const title = intl.formatMessage(guardMessages.notAllowedTitle);
  return (
    <Stack gap="4" align="flex-start" py={{ base: 6, lg: 12 }} data-testid="not-allowed">
      <title>{`${title} – ${intl.formatMessage(shopMessages.shopName)}`}</title>
      <Text color="secondary.fg" fontWeight="bold" fontSize="sm" letterSpacing="wider">
        403
      </Text>
      <Heading as="h1" size="2xl">
        {title}
      </Heading>
      <Text color="fg.muted" maxW="prose">
        {intl.formatMessage(guardMessages.notAllowedText)}
      </Text>
      <Button asChild colorPalette="primary">
        <RouterLink to={homeOfUser(viewer, locale)}>
          {intl.formatMessage(guardMessages.notAllowedHome)}
        </RouterLink>
      </Button>
    </Stack>
  );
}
