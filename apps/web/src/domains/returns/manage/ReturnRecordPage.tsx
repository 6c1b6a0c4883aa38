// /reqresi/:id: one return for staff (RETURNS_READ): status, lines, photos, credit note, statuses and
// thread; while it waits, the decision form for RETURNS_MANAGE (approve fully or in part, reject with
// a reason). A return out of the viewer's reach is "not found".
import { useState } from 'react';
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
import { OutcomeNote } from '../../../app/manage/page/OutcomeNote';
import { RecordPageStates } from '../../../app/manage/page/RecordStates';
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
  const query = useQuery(ReturnQuery, { variables: { id, language } });
  const found = query.data?.return;
  return (
    <RecordPageStates
      // a return out of the viewer's reach answers NOT_FOUND: the "not found" page, not a load failure
      query={{ ...query, error: isNotFound(query.error) ? undefined : query.error }}
      record={found && getFragmentData(ReturnDetail_return, found)}
      messages={m}
      notFound={{ values: { id }, backTo: localizePath('/reqresi', locale), testId: 'return-not-found' }}
    >
      {(ret) => (
        <ManagementPage
          title={intl.formatMessage(m.recordTitle, { number: ret.number })}
          subtitle={intl.formatMessage(m.recordSubtitle, { code: ret.client.code, client: ret.client.name })}
        >
          <OutcomeNote
            outcome={outcome === null ? null : { status: 'success', text: outcome }}
            testId="return-outcome"
          />
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
      )}
    </RecordPageStates>
  );
}
