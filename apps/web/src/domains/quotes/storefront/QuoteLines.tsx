// A revision's lines and total: a table from tablet width up, one card per line on a phone (the
// seven figures of a line do not fit side by side at 360 px).
import { Fragment } from 'react';
import { Box, Flex, Separator, Stack, Table, Text } from '@chakra-ui/react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import type { QuoteRecord_SharedFragment } from '../../../gql/graphql';
import { quoteMessages as m } from './messages';
import { formatDiscount, formatMoney } from './quote-format';
import { commonMessages } from '../../../i18n/common-messages';
import { ScrollTable } from '../../../app/storefront-ui/ScrollTable';

type Revision = QuoteRecord_SharedFragment['revisions'][number];

/** The figures of a line, as the table's columns and the phone card's rows; the last is its total. */
const FIGURES: readonly MessageDescriptor[] = [
  commonMessages.quantity,
  m.yourPrice,
  m.extraDiscount,
  commonMessages.netPrice,
  commonMessages.lineTotal,
];
const TOTAL = FIGURES.length - 1;

export function QuoteLines({ revision, decimals }: { revision: Revision; decimals?: number }) {
  const intl = useIntl();
  const money = (value: number) => formatMoney(intl, value, decimals);
  /** A line's figures, in the order of FIGURES. */
  const figures = (line: Revision['lines'][number]) => [
    `${intl.formatNumber(line.quantity)} ${line.unit}`,
    money(line.clientPrice),
    line.extraDiscount > 0 ? formatDiscount(intl, line.extraDiscount) : '–',
    money(line.netPrice),
    money(line.total),
  ];
  return (
    <Stack gap="3">
      <ScrollTable hideBelow="md" label={intl.formatMessage(commonMessages.products)} testId="quote-lines">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{intl.formatMessage(commonMessages.product)}</Table.ColumnHeader>
            {FIGURES.map((label) => (
              <Table.ColumnHeader key={label.id} textAlign="end">
                {intl.formatMessage(label)}
              </Table.ColumnHeader>
            ))}
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
              {figures(line).map((value, index) => (
                <Table.Cell
                  key={index}
                  textAlign="end"
                  whiteSpace="nowrap"
                  fontWeight={index === TOTAL ? 'semibold' : undefined}
                >
                  {value}
                </Table.Cell>
              ))}
            </Table.Row>
          ))}
        </Table.Body>
      </ScrollTable>
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
              {FIGURES.map((label, index) => {
                const total = index === TOTAL;
                return (
                  <Fragment key={label.id}>
                    <Text
                      as="dt"
                      color={total ? undefined : 'fg.muted'}
                      fontWeight={total ? 'semibold' : undefined}
                    >
                      {intl.formatMessage(label)}
                    </Text>
                    <Text as="dd" textAlign="end" fontWeight={total ? 'semibold' : undefined}>
                      {figures(line)[index]}
                    </Text>
                  </Fragment>
                );
              })}
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
