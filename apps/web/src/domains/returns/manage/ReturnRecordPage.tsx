// /reqresi/:id: one return for staff (RETURNS_READ): status, lines, photos, credit note, statuses and
// thread; while it waits, the decision form for RETURNS_MANAGE (approve fully or in part, reject with
// a reason). A return out of the viewer's reach is "not found".
import { useState } from 'react';
import { Alert } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useIntl } from 'react-intl';
import { useParams } from 'react-router-dom';
import { isNotFound, ReturnView } from '../storefront/ReturnView';
import { ReturnDetail_return, ReturnQuery } from '../storefront/returns-queries';
import { getFragmentData } from '../../../gql';
import { localizePath } from '../../../i18n/locale';
import { useLocale } from '../../../i18n/useLocale';
import { languageOf } from '../../../lib/order-record-paths';
import { ManagementPage } from '../../../app/manage/page/ManagementPage';
import { RecordLoadState, RecordNotFound } from '../../../app/manage/page/RecordStates';
import { useCan } from '../../../app/manage/permissions/useCan';
import { returnsPageMessages as m } from './messages';
import { ReturnDecision } from './ReturnDecision';

export function ReturnRecordPage() {
  const intl = useIntl();
  const locale = useLocale();
  const { id = '' } = useParams();
  const language = languageOf(locale);
  const canManage = useCan('RETURNS_MANAGE');
  const [outcome, setOutcome] = useState<string | null>(null);
  const { data, loading, error, refetch } = useQuery(ReturnQuery, { variables: { id, language } });
  if (!data && loading) {
    return <RecordLoadState loading onRetry={() => void refetch()} messages={m} />;
  }
  if (!data && error && !isNotFound(error)) {
    return <RecordLoadState loading={false} onRetry={() => void refetch()} messages={m} />;
  }
  const ret = data?.return ? getFragmentData(ReturnDetail_return, data.return) : null;
  if (!ret) {
    return (
      <RecordNotFound
        title={intl.formatMessage(m.notFoundTitle)}
        text={intl.formatMessage(m.notFoundText, { id })}
        backTo={localizePath('/reqresi', locale)}
        backLabel={intl.formatMessage(m.backToList)}
        testId="return-not-found"
      />
    );
  }
  return (
    <ManagementPage
      title={intl.formatMessage(m.recordTitle, { number: ret.number })}
      subtitle={intl.formatMessage(m.recordSubtitle, { code: ret.client.code, client: ret.client.name })}
    >
      <div role="status" aria-live="polite">
        {outcome && (
          <Alert.Root status="success" data-testid="return-outcome">
            <Alert.Indicator />
            <Alert.Description>{outcome}</Alert.Description>
          </Alert.Root>
        )}
      </div>
      <ReturnView
        ret={ret}
        language={language}
        decision={
          canManage && ret.status === 'REQUESTED' ? (
            <ReturnDecision ret={ret} language={language} onDone={setOutcome} />
          ) : undefined
        }
      />
    </ManagementPage>
  );
}
