// The retry button of an outbox row (failed or waiting mails only): sends the mail again now and
// tells the page how it went (announced in its status region).
import { createContext, useContext } from 'react';
import { Button } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { useCan } from '../../../app/manage/permissions/useCan';
import { outboxMessages as m } from './messages';
import type { OutboxRow } from './outbox-row';
import { useRetryOutboxMessageMutation } from './useRetryOutboxMessageMutation';

export type RetryOutcome = { ok: true; recipient: string } | { ok: false; reason: string | null };
export const RetryOutcomeContext = createContext<(outcome: RetryOutcome) => void>(() => undefined);

export function RetryCell({ row }: { row: OutboxRow }) {
  const intl = useIntl();
  const canRetry = useCan('OUTBOX_RETRY');
  const report = useContext(RetryOutcomeContext);
  const { retry, retrying } = useRetryOutboxMessageMutation();
  if (!canRetry || (row.status !== 'FAILED' && row.status !== 'PENDING')) return null;
  return (
    <Button
      size="xs"
      variant="outline"
      colorPalette={row.status === 'FAILED' ? 'red' : undefined}
      aria-label={intl.formatMessage(m.retryNamed, { recipient: row.recipient, subject: row.subject })}
      aria-disabled={retrying || undefined}
      loading={retrying}
      onClick={async () => {
        if (retrying) return;
        const outcome = await retry(row.id);
        report(outcome.ok ? { ok: true, recipient: row.recipient } : outcome);
      }}
    >
      {intl.formatMessage(m.retry)}
    </Button>
  );
}
