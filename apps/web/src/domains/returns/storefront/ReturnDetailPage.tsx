// /account/returns/:id: one of the company's returns with its lines, photos, statuses, thread and,
// once approved, the credit note's download.
import { useQuery } from '@apollo/client/react';
import { Stack } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { useParams } from 'react-router-dom';
import { getFragmentData } from '../../../gql';

import { useLocale } from '../../../i18n/useLocale';
import { AccountSection } from '../../users/index';
import { returnMessages as m } from './messages';
import { RETURNS_PATH } from './return-paths';
import { isNotFound, ReturnView } from './ReturnView';
import { ReturnDetail_return, ReturnQuery } from './returns-queries';
import { LoadFailed } from '../../../app/storefront-ui/LoadFailed';
import { PageSpinner } from '../../../app/storefront-ui/PageSpinner';
import { ShopLink } from '../../../app/storefront-ui/ShopLink';

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
          <ShopLink to={RETURNS_PATH} alignSelf="flex-start">
            {intl.formatMessage(m.back)}
          </ShopLink>
          {ret ? (
            <ReturnView ret={ret} language={language} />
          ) : loading ? (
            <PageSpinner label={intl.formatMessage(m.loading)} />
          ) : (
            <LoadFailed
              message={intl.formatMessage(error && !isNotFound(error) ? m.loadFailed : m.notFound)}
              onRetry={refetch}
              size="sm"
            />
          )}
        </Stack>
      )}
    </AccountSection>
  );
}
