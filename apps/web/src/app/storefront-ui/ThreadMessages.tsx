// The messages of a conversation between a customer and the shop (a quote's, an order issue's),
// oldest first: who wrote, on which side, when, and the text. The shop's side is shaded.
import { Badge, Box, HStack, Stack, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';

export interface ThreadMessage {
  id: string;
  author: string;
  side: 'STAFF' | 'CUSTOMER';
  date: string;
  text: string;
}

interface ThreadMessagesProps {
  messages: readonly ThreadMessage[];
  /** The tags of the two sides ("Negozio", "Cliente"). */
  staffTag: string;
  customerTag: string;
  /** Each message's data-testid. */
  testId: string;
  /** A border around the customer's messages too (the shop's are told apart by their shade alone). */
  outlineCustomer?: boolean;
}

export function ThreadMessages({
  messages,
  staffTag,
  customerTag,
  testId,
  outlineCustomer,
}: ThreadMessagesProps) {
  const intl = useIntl();
  return (
    <Stack as="ol" gap="2" listStyleType="none" ps="0">
      {messages.map((message) => {
        const staff = message.side === 'STAFF';
        return (
          <Box
            as="li"
            key={message.id}
            bg={staff ? 'bg.muted' : undefined}
            borderWidth={outlineCustomer && !staff ? '1px' : undefined}
            borderRadius="md"
            p="2"
            data-testid={testId}
          >
            <HStack gap="2" wrap="wrap" fontSize="xs" color="fg.muted">
              <Text as="span" fontWeight="semibold" color="fg">
                {message.author}
              </Text>
              <Badge size="sm" variant="outline">
                {staff ? staffTag : customerTag}
              </Badge>
              <Text as="span">
                {intl.formatDate(message.date, { dateStyle: 'short', timeStyle: 'short' })}
              </Text>
            </HStack>
            <Text whiteSpace="pre-wrap" overflowWrap="anywhere" fontSize="sm" mt="1">
              {message.text}
            </Text>
          </Box>
        );
      })}
    </Stack>
  );
}
