// A quote's thread: the messages of both sides, oldest first, and a box to write one. The text
// stays in its box when the send fails; the API's refusal is shown at the field.
import { useState, type FormEvent } from 'react';
import { useMutation } from '@apollo/client/react';
import { Button, Stack, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import type { Language, QuoteRecord_SharedFragment } from '../../../gql/graphql';
import { quoteMessages as m } from './messages';
import { WriteQuoteMessageMutation } from './quote-documents';
import { failureOf, type Failure } from './quote-format';
import { useQuoteCacheWriter } from './useQuoteCacheWriter';
import { commonMessages } from '../../../i18n/common-messages';
import { SectionCard } from '../../../app/storefront-ui/SectionCard';
import { SendOutcome } from '../../../app/storefront-ui/SendOutcome';
import { TextareaField } from '../../../app/storefront-ui/TextareaField';
import { ThreadMessages } from '../../../app/storefront-ui/ThreadMessages';

export function QuoteThread({ quote, language }: { quote: QuoteRecord_SharedFragment; language: Language }) {
  const intl = useIntl();
  const [text, setText] = useState('');
  const [failure, setFailure] = useState<Failure | null>(null);
  const [sent, setSent] = useState(false);
  const writeQuote = useQuoteCacheWriter(quote.number, language);
  const [write, { loading }] = useMutation(WriteQuoteMessageMutation);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (loading) return;
    setSent(false);
    if (text.trim() === '') {
      setFailure({ text: intl.formatMessage(commonMessages.writeAMessage), field: 'text' });
      return;
    }
    setFailure(null);
    try {
      const { data } = await write({ variables: { number: quote.number, text, language } });
      if (data) writeQuote(data.writeQuoteMessage);
      setText('');
      setSent(true);
    } catch (error) {
      setFailure(failureOf(intl, error));
    }
  };
  return (
    <SectionCard
      title={intl.formatMessage(commonMessages.messages)}
      headingId="quote-thread-heading"
      testId="quote-thread"
    >
      <Stack gap="4">
        {quote.messages.length === 0 ? (
          <Text fontSize="sm" color="fg.muted">
            {intl.formatMessage(commonMessages.noMessages)}
          </Text>
        ) : (
          <ThreadMessages
            messages={quote.messages}
            staffTag={intl.formatMessage(m.staffSide)}
            customerTag={intl.formatMessage(commonMessages.customer)}
            testId="quote-message"
            outlineCustomer
          />
        )}
        <form onSubmit={(event) => void submit(event)} noValidate>
          <Stack gap="2">
            <TextareaField
              label={intl.formatMessage(commonMessages.writeAMessageLabel)}
              value={text}
              onChange={setText}
              error={failure?.text}
              rows={3}
              testId="quote-message-text"
            />
            <SendOutcome done={sent ? intl.formatMessage(commonMessages.messageSent) : null} />
            <Button type="submit" size="sm" colorPalette="primary" alignSelf="flex-start" loading={loading}>
              {intl.formatMessage(commonMessages.sendMessage)}
            </Button>
          </Stack>
        </form>
      </Stack>
    </SectionCard>
  );
}
