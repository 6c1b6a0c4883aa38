// The order's lines with their price breakdown and how much of each is shipped, then the totals. On a
// phone the table scrolls sideways inside its own box (the page does not).
import { chakra, Flex, Stack, Table, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import type { OrderRecord_AllFragment } from '../../../gql/graphql';
import { RecordSection } from '../../../app/manage/page/record-parts';
import { lineMessages as l, recordMessages as m } from './record-messages';
import { commonMessages } from '../../../i18n/common-messages';
import { manageCommonMessages } from '../../../app/manage/common-messages';
import { formatDiscountChain } from '../../../lib/discount-chain';

type Order = OrderRecord_AllFragment;

export function OrderLinesSection({ order }: { order: Order }) {
  const intl = useIntl();
  const title = intl.formatMessage(m.lines);
  const money = (value: number, decimals = 2) =>
    intl.formatNumber(value, {
      style: 'currency',
      currency: 'EUR',
      minimumFractionDigits: Math.min(2, decimals),
      maximumFractionDigits: Math.max(2, decimals),
    });
  const num = (value: number) => intl.formatNumber(value);
  const numeric = { textAlign: 'end', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;
  return (
    <RecordSection id="order-lines" title={title}>
      <Stack gap="4">
        <Table.ScrollArea borderWidth="1px" borderRadius="md" tabIndex={0} role="region" aria-label={title}>
          <Table.Root size="sm" data-testid="order-lines">
            <chakra.caption srOnly>{title}</chakra.caption>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{intl.formatMessage(commonMessages.code)}</Table.ColumnHeader>
                <Table.ColumnHeader minW="12rem">
                  {intl.formatMessage(commonMessages.description)}
                </Table.ColumnHeader>
                <Table.ColumnHeader {...numeric}>{intl.formatMessage(l.quantity)}</Table.ColumnHeader>
                <Table.ColumnHeader {...numeric}>
                  {intl.formatMessage(commonMessages.free)}
                </Table.ColumnHeader>
                <Table.ColumnHeader {...numeric}>{intl.formatMessage(l.shipped)}</Table.ColumnHeader>
                <Table.ColumnHeader {...numeric}>{intl.formatMessage(l.open)}</Table.ColumnHeader>
                <Table.ColumnHeader {...numeric}>
                  {intl.formatMessage(manageCommonMessages.listPrice)}
                </Table.ColumnHeader>
                <Table.ColumnHeader>{intl.formatMessage(commonMessages.discounts)}</Table.ColumnHeader>
                <Table.ColumnHeader {...numeric}>{intl.formatMessage(l.netPrice)}</Table.ColumnHeader>
                <Table.ColumnHeader {...numeric}>
                  {intl.formatMessage(manageCommonMessages.amount)}
                </Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {order.lines.map((line) => (
                <Table.Row key={line.line} data-testid="order-line" data-code={line.code}>
                  <Table.Cell whiteSpace="nowrap" fontVariantNumeric="tabular-nums">
                    {line.code}
                  </Table.Cell>
                  <Table.Cell>
                    {line.description}
                    {line.promotionCode && (
                      <Text as="span" color="fg.muted" fontSize="xs" display="block">
                        {line.promotionCode}
                      </Text>
                    )}
                  </Table.Cell>
                  <Table.Cell {...numeric}>
                    {num(line.quantity)} <chakra.span color="fg.muted">{line.unit}</chakra.span>
                  </Table.Cell>
                  <Table.Cell {...numeric}>{line.freeQuantity ? num(line.freeQuantity) : ''}</Table.Cell>
                  <Table.Cell {...numeric} data-testid="line-shipped">
                    {num(line.shippedQuantity)}
                  </Table.Cell>
                  <Table.Cell
                    {...numeric}
                    data-testid="line-open"
                    fontWeight={line.openQuantity ? 'semibold' : undefined}
                  >
                    {num(line.openQuantity)}
                  </Table.Cell>
                  <Table.Cell {...numeric}>{money(line.listPrice, order.decimals)}</Table.Cell>
                  <Table.Cell whiteSpace="nowrap">{formatDiscountChain(intl, line.discounts)}</Table.Cell>
                  <Table.Cell {...numeric}>{money(line.netPrice, order.decimals)}</Table.Cell>
                  <Table.Cell {...numeric}>{money(line.total)}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
        <chakra.dl
          alignSelf="flex-end"
          display="grid"
          gridTemplateColumns="auto auto"
          columnGap="6"
          rowGap="1"
          fontSize="sm"
          data-testid="order-totals"
        >
          {order.headerDiscount !== 0 && (
            <>
              <chakra.dt color="fg.muted">{intl.formatMessage(m.subtotal)}</chakra.dt>
              <chakra.dd {...numeric}>{money(order.subtotal)}</chakra.dd>
              <chakra.dt color="fg.muted">
                {intl.formatMessage(m.headerDiscount, { code: order.headerPromotionCode ?? '' })}
              </chakra.dt>
              <chakra.dd {...numeric}>{money(-Math.abs(order.headerDiscount))}</chakra.dd>
            </>
          )}
          <Flex display="contents" fontWeight="bold">
            <chakra.dt fontWeight="semibold">{intl.formatMessage(m.total)}</chakra.dt>
            <chakra.dd {...numeric} fontWeight="semibold">
              {money(order.total)}
            </chakra.dd>
          </Flex>
        </chakra.dl>
      </Stack>
    </RecordSection>
  );
}
