// The order of a listing, as a native select (keyboard and screen readers know it; phones show
// their own picker). Relevance is offered only where there is something to be relevant to.
import { useId } from 'react';
import { chakra, Flex } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import type { ProductSort, SortDirection } from '../../../gql/graphql';
import { NativeSelect } from '../../../app/storefront-ui/NativeSelect';
import { catalogueMessages } from './messages';
import { commonMessages } from '../../../i18n/common-messages';

const OPTIONS = [
  { value: 'relevance', sort: 'RELEVANCE', direction: 'ASC', message: catalogueMessages.sortRelevance },
  { value: 'description', sort: 'DESCRIPTION', direction: 'ASC', message: catalogueMessages.sortDescription },
  { value: 'code', sort: 'CODE', direction: 'ASC', message: commonMessages.code },
  { value: 'price', sort: 'PRICE', direction: 'ASC', message: catalogueMessages.sortPriceAsc },
  { value: 'price-desc', sort: 'PRICE', direction: 'DESC', message: catalogueMessages.sortPriceDesc },
] as const;

interface SortSelectProps {
  sort: ProductSort;
  direction: SortDirection;
  /** True on a search with a term: "relevance" is then a real order (else it means by description). */
  relevance: boolean;
  onChange: (sort: ProductSort, direction: SortDirection) => void;
}

export function SortSelect({ sort, direction, relevance, onChange }: SortSelectProps) {
  const intl = useIntl();
  const id = useId();
  const options = OPTIONS.filter((option) => relevance || option.value !== 'relevance');
  // Without a term, RELEVANCE orders by description: the select shows it so.
  const effective = !relevance && sort === 'RELEVANCE' ? 'DESCRIPTION' : sort;
  const current =
    options.find(
      (option) => option.sort === effective && (option.sort !== 'PRICE' || option.direction === direction),
    ) ?? OPTIONS[1];
  return (
    <Flex align="center" gap="2">
      <chakra.label htmlFor={id} fontSize="sm" color="fg.muted" whiteSpace="nowrap">
        {intl.formatMessage(catalogueMessages.sortLabel)}
      </chakra.label>
      <NativeSelect
        id={id}
        value={current.value}
        onChange={(event) => {
          const option = OPTIONS.find((candidate) => candidate.value === event.target.value);
          if (option) onChange(option.sort, option.direction);
        }}
        flex={{ base: '1', sm: 'initial' }}
        minW="48"
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {intl.formatMessage(option.message)}
          </option>
        ))}
      </NativeSelect>
    </Flex>
  );
}
