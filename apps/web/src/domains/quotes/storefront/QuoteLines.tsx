// A revision's lines and total: a table from tablet width up, one card per line on a phone (the
// seven figures of a line do not fit side by side at 360 px).
import { Box, Flex, Separator, Stack, Table, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import type { QuoteDetail_QuoteFragment } from '../../../gql/graphql';
import { quoteMessages as m } from './messages';
import { formatDiscount, formatMoney } from './quote-format';
import { commonMessages } from '../../../i18n/common-messages';

type Revision = QuoteDetail_QuoteFragment['revisions'][number];

export function QuoteLines({ revision, decimals }: { revision: Revision; decimals?: number }) {
  const intl = useIntl();
  const money = (value: number) => formatMoney(intl, value, decimals);
  return (
    <Stack gap="3">
      {/* Focusable: a keyboard can scroll it when the columns do not fit. */}
      <Table.ScrollArea
        hideBelow="md"
        borderWidth="1px"
        borderRadius="md"
        tabIndex={0}
        role="region"
        aria-label={intl.formatMessage(commonMessages.products)}
      >
        <Table.Root size="sm" data-testid="quote-lines">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{intl.formatMessage(commonMessages.product)}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">
                {intl.formatMessage(commonMessages.quantity)}
              </Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">
                {intl.formatMessage(commonMessages.listPrice)}
              </Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{intl.formatMessage(m.discount)}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">
                {intl.formatMessage(commonMessages.netPrice)}
              </Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">
                {intl.formatMessage(commonMessages.lineTotal)}
              </Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {revision.lines.map((line) => (
              <Table.Row key={line.line}>
                <Table.Cell minW="14rem">
                  <Text fontWeight="semibold">{line.description}</Text>
                  <Text fontSize="xs" color="fg.muted">
                    {intl.formatMessage(commonMessages.code)}: {line.productCode}
                  </Text>
                </Table.Cell>
                <Table.Cell textAlign="end" whiteSpace="nowrap">
                  {intl.formatNumber(line.quantity)} {line.unit}
                </Table.Cell>
                <Table.Cell textAlign="end" whiteSpace="nowrap">
                  {money(line.listPrice)}
                </Table.Cell>
                <Table.Cell textAlign="end" whiteSpace="nowrap">
                  {formatDiscount(intl, line.discount)}
                </Table.Cell>
                <Table.Cell textAlign="end" whiteSpace="nowrap">
                  {money(line.netPrice)}
                </Table.Cell>
                <Table.Cell textAlign="end" whiteSpace="nowrap" fontWeight="semibold">
                  {money(line.total)}
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
      <Stack as="ul" gap="3" listStyleType="none" hideFrom="md" data-testid="quote-line-cards">
        {revision.lines.map((line) => (
          <Box as="li" key={line.line} borderBottomWidth="1px" pb="3">
            <Text fontWeight="semibold">{line.description}</Text>
            <Text fontSize="xs" color="fg.muted">
              {intl.formatMessage(commonMessages.code)}: {line.productCode}
            </Text>
            <Box
              as="dl"
              display="grid"
              gridTemplateColumns="auto auto"
              columnGap="3"
              rowGap="1"
              mt="2"
              fontSize="sm"
            >
              <Text as="dt" color="fg.muted">
                {intl.formatMessage(commonMessages.quantity)}
              </Text>
              <Text as="dd" textAlign="end">
                {intl.formatNumber(line.quantity)} {line.unit}
              </Text>
              <Text as="dt" color="fg.muted">
                {intl.formatMessage(commonMessages.listPrice)}
              </Text>
              <Text as="dd" textAlign="end">
                {money(line.listPrice)}
              </Text>
              <Text as="dt" color="fg.muted">
                {intl.formatMessage(m.discount)}
              </Text>
              <Text as="dd" textAlign="end">
                {formatDiscount(intl, line.discount)}
              </Text>
              <Text as="dt" color="fg.muted">
                {intl.formatMessage(commonMessages.netPrice)}
              </Text>
              <Text as="dd" textAlign="end">
                {money(line.netPrice)}
              </Text>
              <Text as="dt" fontWeight="semibold">
                {intl.formatMessage(commonMessages.lineTotal)}
              </Text>
              <Text as="dd" textAlign="end" fontWeight="semibold">
                {money(line.total)}
              </Text>
            </Box>
          </Box>
        ))}
      </Stack>
      <Separator />
      <Flex justify="space-between" fontWeight="bold" fontSize="lg" gap="3" wrap="wrap">
        <Text>{intl.formatMessage(commonMessages.totalExclVat)}</Text>
        <Text fontVariantNumeric="tabular-nums" data-testid="quote-total">
          {money(revision.total)}
        </Text>
      </Flex>
    </Stack>
  );
}
