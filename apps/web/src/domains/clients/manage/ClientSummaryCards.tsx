// The client record's figures at a glance: turnover and orders this year, last order, exposure
// against the credit limit.
import { Card, SimpleGrid, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { getFragmentData, graphql, type FragmentType } from '../../../gql';
import { recordMessages as m } from './record-messages';

export const ClientSummaryCards_client = graphql(`
  fragment ClientSummaryCards_client on ClientRecord {
    lastOrderAt
    ordersThisYear
    turnoverThisYear
    creditLimit
    exposure {
      total
      overCreditLimit
    }
  }
`);

export function ClientSummaryCards(props: { client: FragmentType<typeof ClientSummaryCards_client> }) {
  const intl = useIntl();
  const client = getFragmentData(ClientSummaryCards_client, props.client);
  const money = (value: number) => intl.formatNumber(value, { style: 'currency', currency: 'EUR' });
  const cards = [
    {
      id: 'turnover',
      label: intl.formatMessage(m.turnover, { year: new Date().getFullYear() }),
      value: money(client.turnoverThisYear),
      note: intl.formatMessage(m.ordersCount, { count: client.ordersThisYear }),
    },
    {
      id: 'last-order',
      label: intl.formatMessage(m.lastOrder),
      value: client.lastOrderAt
        ? intl.formatDate(new Date(client.lastOrderAt), { dateStyle: 'medium' })
        : intl.formatMessage(m.never),
    },
    {
      id: 'exposure',
      label: intl.formatMessage(m.exposure),
      value: money(client.exposure.total),
      note:
        client.creditLimit === null
          ? intl.formatMessage(m.noLimit)
          : intl.formatMessage(m.ofLimit, { limit: money(client.creditLimit) }),
      alert: client.exposure.overCreditLimit,
    },
  ];
  return (
    <SimpleGrid columns={{ base: 1, sm: 3 }} gap="3">
      {cards.map((card) => (
        <Card.Root key={card.id} variant="subtle" size="sm" data-testid={`figure-${card.id}`}>
          <Card.Body as="dl" gap="1">
            <Text as="dt" fontSize="sm" color="fg.muted">
              {card.label}
            </Text>
            <Text as="dd" fontSize="xl" fontWeight="bold" color={card.alert ? 'red.700' : undefined}>
              {card.value}
            </Text>
            {card.note && (
              <Text as="dd" fontSize="xs" color="fg.muted">
                {card.note}
              </Text>
            )}
          </Card.Body>
        </Card.Root>
      ))}
    </SimpleGrid>
  );
}
