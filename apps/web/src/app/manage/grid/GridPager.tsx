// Under the grid: the row count ("1–50 of 5,000"), the page buttons and the page size.
import { useId } from 'react';
import { chakra, Flex, IconButton, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { NativeSelect } from '../form/NativeSelect';
import { PAGE_SIZES } from './grid-state';
import { gridMessages } from './messages';
import type { GridStateApi } from './useGridState';

export function rowCountText(
  intl: ReturnType<typeof useIntl>,
  page: number,
  pageSize: number,
  total: number,
) {
  if (total === 0) return intl.formatMessage(gridMessages.rowCountNone);
  const first = Math.min((page - 1) * pageSize + 1, total);
  const last = Math.min(page * pageSize, total);
  return intl.formatMessage(gridMessages.rowCount, {
    first: intl.formatNumber(first),
    last: intl.formatNumber(last),
    total: intl.formatNumber(total),
  });
}

export function GridPager({
  grid,
  total,
  title,
}: {
  grid: GridStateApi;
  total: number | undefined;
  /** The grid's name: in the navigation's name when the page has more than one grid (a prefix). */
  title?: string;
}) {
  const intl = useIntl();
  const sizeId = useId();
  const { page, pageSize } = grid.state;
  const pages = Math.max(1, Math.ceil((total ?? 0) / pageSize));
  const button = (label: keyof typeof gridMessages, target: number, disabled: boolean, path: string) => (
    <IconButton
      size="sm"
      variant="outline"
      aria-label={intl.formatMessage(gridMessages[label])}
      disabled={disabled || total === undefined}
      onClick={() => grid.setPage(target)}
    >
      <chakra.svg
        viewBox="0 0 24 24"
        width="1.1em"
        height="1.1em"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        aria-hidden="true"
      >
        <path d={path} strokeLinecap="round" strokeLinejoin="round" />
      </chakra.svg>
    </IconButton>
  );
  return (
    <Flex align="center" justify="space-between" gap="3" wrap="wrap" fontSize="sm">
      <Text data-testid="grid-row-count" fontVariantNumeric="tabular-nums">
        {total === undefined ? '\u00a0' : rowCountText(intl, page, pageSize, total)}
      </Text>
      <Flex align="center" gap="3" wrap="wrap">
        <Flex align="center" gap="2">
          <chakra.label htmlFor={sizeId} color="fg.muted" whiteSpace="nowrap">
            {intl.formatMessage(gridMessages.pageSize)}
          </chakra.label>
          <NativeSelect
            id={sizeId}
            h="8"
            value={String(pageSize)}
            onChange={(event) => grid.setPageSize(Number(event.target.value))}
          >
            {(grid.options.pageSizes ?? PAGE_SIZES).map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </NativeSelect>
        </Flex>
        <Flex
          as="nav"
          aria-label={
            grid.options.prefix && title
              ? intl.formatMessage(gridMessages.paginationOf, { grid: title })
              : intl.formatMessage(gridMessages.pagination)
          }
          align="center"
          gap="1"
        >
          {button('firstPage', 1, page <= 1, 'M17 18l-6-6 6-6M7 6v12')}
          {button('previousPage', page - 1, page <= 1, 'M15 18l-6-6 6-6')}
          <Text px="2" whiteSpace="nowrap" fontVariantNumeric="tabular-nums">
            {intl.formatMessage(gridMessages.pageOf, {
              page: intl.formatNumber(page),
              pages: intl.formatNumber(pages),
            })}
          </Text>
          {button('nextPage', page + 1, page >= pages, 'M9 18l6-6-6-6')}
          {button('lastPage', pages, page >= pages, 'M7 18l6-6-6-6M17 6v12')}
        </Flex>
      </Flex>
    </Flex>
  );
}
