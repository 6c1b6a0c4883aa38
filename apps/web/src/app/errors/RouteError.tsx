// What an unexpected error in rendering shows: inside the layout when a page fails (PageError),
// on its own when the layout itself fails (AppError).
import { useEffect } from 'react';
import { Box, Container, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { useRouteError } from 'react-router-dom';
import { useLocale } from '../../i18n/useLocale';
import { homePath } from '../../lib/paths';
import { useServerStatus } from '../ssr/server-response';
import { errorMessages } from './messages';

function ErrorContent() {
  const error = useRouteError();
  useServerStatus(500);
  const intl = useIntl();
  const locale = useLocale();
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <Stack gap="4" align="flex-start" py={{ base: 6, lg: 12 }} role="alert">
      <Heading as="h1" size="2xl">
        {intl.formatMessage(errorMessages.crashTitle)}
      </Heading>
      <Text color="fg.muted">{intl.formatMessage(errorMessages.crashText)}</Text>
      {/* A full page load, not a client navigation: it clears whatever state broke the page. */}
      <Link href={homePath(locale)} color="primary.fg" fontWeight="semibold">
        {intl.formatMessage(errorMessages.backHome)}
      </Link>
    </Stack>
  );
}

export function PageError() {
  return <ErrorContent />;
}

export function AppError() {
  return (
    <Box as="main" minH="100dvh">
      <Container>
        <ErrorContent />
      </Container>
    </Box>
  );
}
