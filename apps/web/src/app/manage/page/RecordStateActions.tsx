// The actions beside a record page's title that change the record's state: its badges, then either
// the action that is asked first (deactivate, delete: a red button and the question) or the one that
// runs at once (reactivate, activate), and under them why the last one failed.
import { useState, type ReactNode } from 'react';
import { Button, Stack, Text } from '@chakra-ui/react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { ConfirmDialog } from '../form/ConfirmDialog';
import { actionFailureReason } from '../form/server-errors';

export interface RecordStateAction {
  label: string;
  /** True while it runs (the spinner). */
  busy: boolean;
  run: () => Promise<unknown>;
}

export function RecordStateActions({
  badges,
  shown,
  asked,
  direct,
  failedMessage,
  failedTestId,
  failedMaxW,
  wrap = false,
}: {
  badges: ReactNode;
  /** The action beside the badges: the asked one, the direct one, or none (the user may not act). */
  shown: 'asked' | 'direct' | null;
  /** The action asked first: the question's title and what it will do. */
  asked: RecordStateAction & { title: string; text: string };
  direct?: RecordStateAction;
  /** The failure's text; it gets the reason ({reason}). */
  failedMessage: MessageDescriptor;
  failedTestId?: string;
  failedMaxW?: string;
  /** Let the badges and the button wrap (several badges). */
  wrap?: boolean;
}) {
  const intl = useIntl();
  const [asking, setAsking] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);
  const run = (action: RecordStateAction) => {
    setFailed(null);
    return action.run().catch((error: unknown) => setFailed(actionFailureReason(intl, error)));
  };
  return (
    <Stack gap="2" align={{ base: 'flex-start', md: 'flex-end' }}>
      <Stack direction="row" gap="2" align="center" wrap={wrap ? 'wrap' : undefined}>
        {badges}
        {shown === 'asked' && (
          <Button
            variant="outline"
            colorPalette="red"
            onClick={() => {
              setFailed(null);
              setAsking(true);
            }}
          >
            {asked.label}
          </Button>
        )}
        {shown === 'direct' && direct && (
          <Button variant="outline" loading={direct.busy} onClick={() => void run(direct)}>
            {direct.label}
          </Button>
        )}
      </Stack>
      {failed !== null && (
        <Text role="alert" color="red.700" fontSize="sm" maxW={failedMaxW} data-testid={failedTestId}>
          {intl.formatMessage(failedMessage, { reason: failed })}
        </Text>
      )}
      <ConfirmDialog
        open={asking}
        title={asked.title}
        confirmLabel={asked.label}
        busy={asked.busy}
        onCancel={() => setAsking(false)}
        onConfirm={() => void run(asked).finally(() => setAsking(false))}
      >
        {asked.text}
      </ConfirmDialog>
    </Stack>
  );
}
