// Credit limit and exposure (open orders + unpaid receivables), and the open items with what is due.
import { Badge, Stack, Table, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { getFragmentData, graphql, type FragmentType } from '../../../gql';
import { fieldMessages as f, recordMessages as m, sectionMessages as s } from './record-messages';
import { exposureMessages as e } from './section-messages';
import { Facts, RecordSection } from '../../../app/manage/page/record-parts';
import { RecordTable } from '../../../app/manage/page/RecordTable';
import { commonMessages } from '../../../i18n/common-messages';
import { manageCommonMessages } from '../../../app/manage/common-messages';

export const ClientExposureSection_client = graphql(`
  fragment ClientExposureSection_client on ClientRecord {
    creditLimit
    exposure {
      openOrders
      openOrderCount
      unpaid
      overdue
      total
      available
      overCreditLimit
    }
    openItems {
      id
      document
      issuedOn
      dueOn
      amount
      owed
      overdue
    }
  }
`);

export function ClientExposureSection(props: { client: FragmentType<typeof ClientExposureSection_client> }) {
  const intl = useIntl();
  const client = getFragmentData(ClientExposureSection_client, props.client);
  const money = (value: number) => intl.formatNumber(value, { style: 'currency', currency: 'EUR' });
  const x = client.exposure;
  return (
    <RecordSection id="exposure" title={intl.formatMessage(s.exposure)}>
      <Stack gap="4">
        {x.overCreditLimit && x.available !== null && (
          <Text role="note" color="red.700" fontWeight="semibold" data-testid="over-limit-warning">
            {intl.formatMessage(m.overLimit, { amount: money(-x.available) })}
          </Text>
        )}
        <Facts
          items={[
            {
              label: f.creditLimit,
              value: client.creditLimit === null ? intl.formatMessage(m.noLimit) : money(client.creditLimit),
            },
            {
              label: intl.formatMessage(e.openOrders, { count: x.openOrderCount }),
              value: money(x.openOrders),
            },
            { label: manageCommonMessages.openItems, value: money(x.unpaid) },
            { label: e.overdue, value: money(x.overdue) },
            { label: e.total, value: <strong>{money(x.total)}</strong> },
            ...(x.available === null ? [] : [{ label: m.available, value: money(x.available) }]),
          ]}
        />
        {client.openItems.length === 0 ? (
          <Text fontSize="sm" color="fg.muted">
            {intl.formatMessage(e.noItems)}
          </Text>
        ) : (
          <RecordTable
            title={intl.formatMessage(manageCommonMessages.openItems)}
            caption="shown"
            columns={[commonMessages.document, e.dueOn, { label: e.owed, end: true }]}
          >
            {client.openItems.map((item) => (
              <Table.Row key={item.id}>
                <Table.Cell>{item.document}</Table.Cell>
                <Table.Cell>
                  {intl.formatDate(new Date(`${item.dueOn}T00:00:00`), { dateStyle: 'short' })}{' '}
                  {item.overdue && (
                    <Badge colorPalette="red" variant="subtle" size="sm">
                      {intl.formatMessage(e.overdueBadge)}
                    </Badge>
                  )}
                </Table.Cell>
                <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">
                  {money(item.owed)}
                </Table.Cell>
              </Table.Row>
            ))}
          </RecordTable>
        )}
      </Stack>
    </RecordSection>
  );
}
