// /tools/outbox: the e-mail outbox on the shared grid (management: OUTBOX_READ): every mail with its
// state, attempts, next attempt and last error; failed and waiting ones can be sent again now.
import { useState } from 'react';
import { Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { ListGrid } from '../../../app/manage/grid/ListGrid';
import { useGridList } from '../../../app/manage/grid/useGridList';
import { ManagementPage } from '../../../app/manage/page/ManagementPage';
import { OutcomeNote } from '../../../app/manage/page/OutcomeNote';
import { outboxMessages as m } from './messages';
import { outboxGrid, OutboxGridQueryDocument, toOutboxFilter } from './outbox-grid';
import { RetryOutcomeContext, type RetryOutcome } from './RetryCell';
import { manageCommonMessages } from '../../../app/manage/common-messages';

export function OutboxPage() {
  const intl = useIntl();
  const list = useGridList(outboxGrid, OutboxGridQueryDocument, {
    filter: toOutboxFilter,
    select: (data) => data.outbox,
  });
  const [outcome, setOutcome] = useState<RetryOutcome | null>(null);
  const title = intl.formatMessage(manageCommonMessages.outgoingEMail);
  return (
    <ManagementPage title={title} subtitle={<Text color="fg.muted">{intl.formatMessage(m.subtitle)}</Text>}>
      <OutcomeNote
        outcome={
          outcome && {
            status: outcome.ok ? 'success' : 'error',
            text: outcome.ok
              ? intl.formatMessage(m.retried, { recipient: outcome.recipient })
              : intl.formatMessage(m.retryFailed, {
                  reason: outcome.reason ?? intl.formatMessage(m.unreachable),
                }),
          }
        }
        testId="outbox-outcome"
      />
      <RetryOutcomeContext.Provider value={setOutcome}>
        <ListGrid list={list} title={title} rowKey={(row) => row.id} searchLabel={m.search} />
      </RetryOutcomeContext.Provider>
    </ManagementPage>
  );
}
