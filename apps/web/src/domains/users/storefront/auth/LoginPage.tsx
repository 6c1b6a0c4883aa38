// /login in the simple layout (which shows the shop's logo above it): the form, and after a
// successful login the page that sent the visitor or the user's own area (spec §6).
import { Box, Card, Heading, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { useLocale } from '../../../../i18n/useLocale';
import { homePath } from '../../../../lib/paths';
import { shopMessages } from '../../../../i18n/shop-messages';
import { destinationAfterLogin, NEXT_PARAM } from '../../../../lib/viewer/login-destination';
import { LoginForm } from './LoginForm';
import { authMessages } from './messages';
import { useLogin } from './useLogin';

export function LoginPage() {
  const intl = useIntl();
  const locale = useLocale();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const login = useLogin();
  const shopName = intl.formatMessage(shopMessages.shopName);
  return (
    <Stack gap="6" align="center" width="full" maxW="md" mx="auto">
      <title>{intl.formatMessage(authMessages.pageTitle, { shopName })}</title>
      <Card.Root width="full">
        <Card.Body>
          <Stack gap="5">
            <Box>
              <Heading as="h1" size="2xl">
                {intl.formatMessage(authMessages.heading)}
              </Heading>
              <Text color="fg.muted" mt="2">
                {intl.formatMessage(authMessages.intro)}
              </Text>
            </Box>
            <LoginForm
              onLogin={login}
              onSuccess={({ viewer }) =>
                navigate(destinationAfterLogin(viewer, params.get(NEXT_PARAM), locale), { replace: true })
              }
            />
          </Stack>
        </Card.Body>
      </Card.Root>
      <ChakraLink asChild color="primary.fg" fontWeight="semibold">
        <RouterLink to={homePath(locale)}>{intl.formatMessage(authMessages.backHome)}</RouterLink>
      </ChakraLink>
    </Stack>
  );
}

export default LoginPage;
