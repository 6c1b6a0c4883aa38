// The customer's answer to a sent, valid quote: accept (after a confirmation; an order is made at
// the quoted prices), decline with a reason, or ask for changes. Accepting sends the revision shown:
// when another was sent meanwhile, or the quote was answered in another tab, the API refuses it
// (CONFLICT), the message is shown and the quote is read again.
import { useState, type FormEvent } from 'react';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useMutation } from '@apollo/client/react';
import { Alert, Button, CloseButton, Dialog, HStack, Portal, Stack, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';

import type { Language, QuoteRecord_SharedFragment } from '../../../gql/graphql';

import { orderDetailPath } from '../../orders/index';
import { quoteMessages as m } from './messages';
import { AcceptQuoteMutation, AskQuoteChangesMutation, DeclineQuoteMutation } from './quote-documents';
import { failureOf, formatMoney, type Failure } from './quote-format';
import { useQuoteCacheWriter } from './useQuoteCacheWriter';
import { commonMessages } from '../../../i18n/common-messages';
import { SectionCard } from '../../../app/storefront-ui/SectionCard';
import { TextareaField } from '../../../app/storefront-ui/TextareaField';
import { ShopLink } from '../../../app/storefront-ui/ShopLink';

type Panel = 'decline' | 'changes' | null;

export function QuoteActions({
  quote,
  language,
  decimals,
  reload,
}: {
  quote: QuoteRecord_SharedFragment;
  language: Language;
  decimals?: number;
  /** Reads the quote again; answers its revision and status as they are now (null when it failed). */
  reload: () => Promise<Pick<QuoteRecord_SharedFragment, 'revision' | 'status'> | null>;
}) {
  const intl = useIntl();
  const [panel, setPanel] = useState<Panel>(null);
  const [confirming, setConfirming] = useState(false);
  const [failure, setFailure] = useState<Failure | null>(null);
  const [reloaded, setReloaded] = useState(false);
  const writeQuote = useQuoteCacheWriter(quote.number, language);
  const [accept, accepting] = useMutation(AcceptQuoteMutation);
  const acceptNow = async () => {
    if (accepting.loading) return;
    setFailure(null);
    setReloaded(false);
    // Read the quote again after a refusal; say so only when what the customer was looking at changed
    // (a revision sent since, accepted or expired meanwhile; not for a shortage of stock).
    const reloadAfterRefusal = async () => {
      const now = await reload();
      setReloaded(now !== null && (now.revision !== quote.revision || now.status !== quote.status));
    };
    try {
      const { data } = await accept({
        variables: { number: quote.number, revision: quote.revision, language },
      });
      setConfirming(false);
      const answer = data?.acceptQuoteResult;
      if (answer?.__typename === 'QuoteAcceptResult') writeQuote(answer.quote);
      else if (answer?.__typename === 'QuoteRevisionSuperseded') {
        setFailure({ text: answer.message });
        await reloadAfterRefusal();
      }
    } catch (error) {
      setConfirming(false);
      setFailure(failureOf(intl, error));
      if (CombinedGraphQLErrors.is(error)) await reloadAfterRefusal();
    }
  };
  return (
    <SectionCard
      title={intl.formatMessage(m.actionsHeading)}
      headingId="quote-actions-heading"
      testId="quote-actions"
    >
      <Stack gap="4">
        <div role="alert">
          {failure && (
            <Alert.Root status="error" data-testid="quote-action-error">
              <Alert.Indicator />
              <Stack gap="1">
                <Alert.Description>{failure.text}</Alert.Description>
                {reloaded && <Alert.Description>{intl.formatMessage(m.conflictReloaded)}</Alert.Description>}
              </Stack>
            </Alert.Root>
          )}
        </div>
        <HStack gap="3" wrap="wrap">
          <Button colorPalette="primary" aria-haspopup="dialog" onClick={() => setConfirming(true)}>
            {intl.formatMessage(m.accept)}
          </Button>
          <Button
            variant="outline"
            colorPalette="primary"
            aria-expanded={panel === 'changes'}
            onClick={() => setPanel(panel === 'changes' ? null : 'changes')}
          >
            {intl.formatMessage(m.askChanges)}
          </Button>
          <Button
            variant="outline"
            colorPalette="red"
            aria-expanded={panel === 'decline'}
            onClick={() => setPanel(panel === 'decline' ? null : 'decline')}
          >
            {intl.formatMessage(m.decline)}
          </Button>
        </HStack>
        {panel && (
          <AnswerForm
            key={panel}
            kind={panel}
            quote={quote}
            language={language}
            onDone={(answer) => {
              writeQuote(answer);
              setPanel(null);
            }}
            onCancel={() => setPanel(null)}
          />
        )}
      </Stack>
      <Dialog.Root
        role="alertdialog"
        open={confirming}
        onOpenChange={(details) => setConfirming(details.open)}
        size={{ base: 'full', sm: 'md' }}
      >
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content data-testid="quote-accept-dialog">
              <Dialog.Header>
                <Dialog.Title>{intl.formatMessage(m.acceptTitle, { number: quote.number })}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Text>
                  {intl.formatMessage(m.acceptText, {
                    revision: quote.revision,
                    total: formatMoney(intl, quote.total ?? 0, decimals),
                  })}
                </Text>
              </Dialog.Body>
              <Dialog.Footer>
                <Dialog.ActionTrigger asChild>
                  <Button variant="outline">{intl.formatMessage(commonMessages.cancel)}</Button>
                </Dialog.ActionTrigger>
                <Button colorPalette="primary" loading={accepting.loading} onClick={() => void acceptNow()}>
                  {intl.formatMessage(m.acceptConfirm)}
                </Button>
              </Dialog.Footer>
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" aria-label={intl.formatMessage(commonMessages.cancel)} />
              </Dialog.CloseTrigger>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
    </SectionCard>
  );
}

type Answered = Parameters<ReturnType<typeof useQuoteCacheWriter>>[0];

/** Decline (the reason) or ask for changes (the text): a required text, refused at the field. */
function AnswerForm({
  kind,
  quote,
  language,
  onDone,
  onCancel,
}: {
  kind: 'decline' | 'changes';
  quote: QuoteRecord_SharedFragment;
  language: Language;
  onDone: (quote: Answered) => void;
  onCancel: () => void;
}) {
  const intl = useIntl();
  const [text, setText] = useState('');
  const [failure, setFailure] = useState<Failure | null>(null);
  const [decline, declining] = useMutation(DeclineQuoteMutation);
  const [askChanges, asking] = useMutation(AskQuoteChangesMutation);
  const busy = declining.loading || asking.loading;
  const field = kind === 'decline' ? 'reason' : 'text';
  const submitPalette = kind === 'decline' ? 'red' : 'primary';
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (text.trim() === '') {
      setFailure({
        text: intl.formatMessage(
          kind === 'decline' ? commonMessages.writeTheReason : commonMessages.writeAMessage,
        ),
        field,
      });
      return;
    }
    setFailure(null);
    try {
      if (kind === 'decline') {
        const { data } = await decline({ variables: { number: quote.number, reason: text, language } });
        if (data) onDone(data.declineQuote);
      } else {
        const { data } = await askChanges({ variables: { number: quote.number, text, language } });
        if (data) onDone(data.askQuoteChanges);
      }
    } catch (error) {
      setFailure(failureOf(intl, error));
    }
  };
  const atField = failure && (!failure.field || failure.field === field) ? failure.text : null;
  const elsewhere = failure && !atField ? failure.text : null;
  return (
    <form onSubmit={(event) => void submit(event)} noValidate data-testid={`quote-${kind}-form`}>
      <Stack gap="3" borderTopWidth="1px" pt="4">
        <TextareaField
          label={intl.formatMessage(kind === 'decline' ? m.declineReason : m.changesText)}
          value={text}
          onChange={setText}
          error={atField}
          required
          rows={3}
          autoFocus
        />
        {elsewhere && (
          <Text role="alert" color="red.700" fontSize="sm">
            {elsewhere}
          </Text>
        )}
        <HStack gap="3" wrap="wrap">
          <Button type="submit" colorPalette={submitPalette} loading={busy}>
            {intl.formatMessage(kind === 'decline' ? m.declineConfirm : m.changesSend)}
          </Button>
          <Button variant="ghost" onClick={onCancel}>
            {intl.formatMessage(commonMessages.cancel)}
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}

/** The order an accepted quote became, with a link to it. */
export function AcceptedOrder({ orderNumber }: { orderNumber: string }) {
  const intl = useIntl();
  return (
    <Alert.Root status="success" data-testid="quote-accepted">
      <Alert.Indicator />
      <Stack gap="1">
        <Alert.Description>{intl.formatMessage(m.accepted, { number: orderNumber })}</Alert.Description>
        <ShopLink to={orderDetailPath(orderNumber)} fontWeight="semibold">
          {intl.formatMessage(m.viewOrder, { number: orderNumber })}
        </ShopLink>
      </Stack>
    </Alert.Root>
  );
}
