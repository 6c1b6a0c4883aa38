// /account/returns/:id: one of the company's returns with its lines, photos, statuses, thread and,
// once approved, the credit note's download.
import { useQuery } from '@apollo/client/react';
import { Button, Center, Link, Spinner, Stack, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { getFragmentData } from '../../../gql';
import { localizePath } from '../../../i18n/locale';
import { useLocale } from '../../../i18n/useLocale';
import { AccountSection } from '../../users/index';
import { returnMessages as m } from './messages';
import { RETURNS_PATH } from './return-paths';
import { isNotFound, ReturnView } from './ReturnView';
import { ReturnDetail_return, ReturnQuery } from './returns-queries';

export function ReturnDetailPage() {
  const intl = useIntl();
  const { id = '' } = useParams();
  const locale = useLocale();
  const language = locale === 'en' ? 'EN' : 'IT';
  const { data, loading, error, refetch } = useQuery(ReturnQuery, {
    variables: { id, language },
    fetchPolicy: 'cache-and-network',
  });
  const ret = data?.return ? getFragmentData(ReturnDetail_return, data.return) : null;
  const title = ret
    ? intl.formatMessage(m.detailTitle, { number: ret.number })
    : intl.formatMessage(m.listTitle);
  return (
    <AccountSection title={title}>
      {() => (
        <Stack gap="4">
          <Link asChild color="primary.fg" alignSelf="flex-start">
            <RouterLink to={localizePath(RETURNS_PATH, locale)}>{intl.formatMessage(m.back)}</RouterLink>
          </Link>
          {ret ? (
            <ReturnView ret={ret} language={language} />
          ) : loading ? (
            <Center py="12">
              <Spinner role="status" color="primary.solid" aria-label={intl.formatMessage(m.loading)} />
            </Center>
          ) : (
            <Stack gap="3" alignItems="flex-start">
              <Text role="alert">
                {intl.formatMessage(error && !isNotFound(error) ? m.loadFailed : m.notFound)}
              </Text>
              <Button variant="outline" size="sm" onClick={() => void refetch()}>
                {intl.formatMessage(m.retry)}
              </Button>
            </Stack>
          )}
        </Stack>
      )}
    </AccountSection>
  );
}
