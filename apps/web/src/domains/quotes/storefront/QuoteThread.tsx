// A quote's thread: the messages of both sides, oldest first, and a box to write one. The text
// stays in its box when the send fails; the API's refusal is shown at the field.
import { useState, type FormEvent } from 'react';
import { useMutation } from '@apollo/client/react';
import {
  Alert,
  Badge,
  Box,
  Button,
  Card,
  Field,
  Heading,
  HStack,
  Stack,
  Text,
  Textarea,
} from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import type { Language, QuoteDetail_QuoteFragment } from '../../../gql/graphql';
import { quoteMessages as m } from './messages';
import { WriteQuoteMessageMutation } from './quote-documents';
import { failureOf, type Failure } from './quote-format';
import { useQuoteCacheWriter } from './useQuoteCacheWriter';
import { commonMessages } from '../../../i18n/common-messages';

const TEXT_MAX = 2000;

export function QuoteThread({ quote, language }: { quote: QuoteDetail_QuoteFragment; language: Language }) {
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
    <Card.Root
      as="section"
      variant="outline"
      aria-labelledby="quote-thread-heading"
      data-testid="quote-thread"
    >
      <Card.Header>
        <Heading as="h2" size="lg" id="quote-thread-heading">
          {intl.formatMessage(commonMessages.messages)}
        </Heading>
      </Card.Header>
      <Card.Body>
        <Stack gap="4">
          {quote.messages.length === 0 ? (
            <Text fontSize="sm" color="fg.muted">
              {intl.formatMessage(commonMessages.noMessages)}
            </Text>
          ) : (
            <Stack as="ol" gap="2" listStyleType="none" ps="0">
              {quote.messages.map((message) => (
                <Box
                  as="li"
                  key={message.id}
                  bg={message.side === 'STAFF' ? 'bg.muted' : undefined}
                  borderWidth={message.side === 'STAFF' ? undefined : '1px'}
                  borderRadius="md"
                  p="2"
                  data-testid="quote-message"
                >
                  <HStack gap="2" wrap="wrap" fontSize="xs" color="fg.muted">
                    <Text as="span" fontWeight="semibold" color="fg">
                      {message.author}
                    </Text>
                    <Badge size="sm" variant="outline">
                      {intl.formatMessage(message.side === 'STAFF' ? m.staffSide : commonMessages.customer)}
                    </Badge>
                    <Text as="span">
                      {intl.formatDate(message.date, { dateStyle: 'short', timeStyle: 'short' })}
                    </Text>
                  </HStack>
                  <Text whiteSpace="pre-wrap" overflowWrap="anywhere" fontSize="sm" mt="1">
                    {message.text}
                  </Text>
                </Box>
              ))}
            </Stack>
          )}
          <form onSubmit={(event) => void submit(event)} noValidate>
            <Stack gap="2">
              <Field.Root invalid={Boolean(failure)}>
                <Field.Label>{intl.formatMessage(commonMessages.writeAMessageLabel)}</Field.Label>
                <Textarea
                  value={text}
                  onChange={(event) => setText(event.target.value)}
                  maxLength={TEXT_MAX}
                  rows={3}
                  data-testid="quote-message-text"
                />
                {failure && <Field.ErrorText color="red.700">{failure.text}</Field.ErrorText>}
              </Field.Root>
              <div role="status" aria-live="polite">
                {sent && (
                  <Alert.Root status="success" size="sm">
                    <Alert.Indicator />
                    <Alert.Description>{intl.formatMessage(commonMessages.messageSent)}</Alert.Description>
                  </Alert.Root>
                )}
              </div>
              <Button type="submit" size="sm" colorPalette="primary" alignSelf="flex-start" loading={loading}>
                {intl.formatMessage(commonMessages.sendMessage)}
              </Button>
            </Stack>
          </form>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
