// The listbox of the search box: options grouped as items, categories and suppliers, each with its
// code and description; items with their image, and for signed-in users their brand, unit and pack
// (products with the same description tell apart) and their price. Options hold
// no interactive element (the combobox input keeps the focus; arrows move the active option).
import { Box, chakra, Flex, Text } from '@chakra-ui/react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { Price } from '@shop/ui';
import { graphql, type FragmentType } from '../../../../gql';
import type { AddToCart_product } from '../../../cart/index';
import { searchMessages } from './messages';
import { readProductImage, type ProductImageRef } from '../product-image';
import type { SuggestionGroup, SuggestionKind, SuggestionOption } from './suggestion-options';
import { shellMessages } from '../../../../i18n/shell-messages';

export const SuggestionList_suggestions = graphql(`
  fragment SuggestionList_suggestions on Suggestions {
    items {
      code
      description
      image {
        ...ProductImage_image
      }
      product @include(if: $signedIn) {
        code
        brand {
          name
        }
        unit
        packSize
        price {
          netPrice
          decimals
        }
        ...AddToCart_product
      }
    }
    categories {
      code
      label
    }
    suppliers {
      code
      label
    }
  }
`);

export interface SuggestedItemData {
  code: string;
  description: string;
  image?: ProductImageRef | null;
  product?:
    | ({
        brand: { name: string };
        unit: string;
        packSize: number;
        price: { netPrice?: number | null; decimals: number };
      } & FragmentType<typeof AddToCart_product>)
    | null;
}

export type ListOption = SuggestionOption & { item?: SuggestedItemData };

const GROUP_TITLES: Record<SuggestionKind, MessageDescriptor> = {
  item: shellMessages.items,
  category: shellMessages.categories,
  supplier: shellMessages.suppliers,
};

interface SuggestionListProps {
  id: string;
  groups: readonly SuggestionGroup<ListOption>[];
  /** Index of the active option across all groups, -1 for none. */
  active: number;
  optionId: (index: number) => string;
  onChoose: (option: ListOption) => void;
  onHover: (index: number) => void;
  /** Suggestions for a newer term are on their way (the shown ones answer an older one). */
  busy?: boolean;
}

function Thumbnail({ image: ref }: { image?: ProductImageRef | null }) {
  const image = readProductImage(ref);
  return image ? (
    <chakra.img
      src={image.url}
      srcSet={image.srcSet}
      sizes="40px"
      alt=""
      boxSize="10"
      objectFit="contain"
      flexShrink={0}
      loading="lazy"
    />
  ) : (
    <Box boxSize="10" flexShrink={0} bg="gray.100" borderRadius="sm" aria-hidden="true" />
  );
}

export function SuggestionList({
  id,
  groups,
  active,
  optionId,
  onChoose,
  onHover,
  busy = false,
}: SuggestionListProps) {
  const intl = useIntl();
  // Each group's first index across the whole list (the combobox counts options straight through).
  const starts = groups.map((_, i) => groups.slice(0, i).reduce((n, g) => n + g.options.length, 0));
  return (
    <Box
      role="listbox"
      id={id}
      aria-label={intl.formatMessage(searchMessages.suggestions)}
      aria-busy={busy || undefined}
    >
      {groups.map((group, groupIndex) => {
        const headingId = `${id}-${group.kind}`;
        return (
          <Box role="group" aria-labelledby={headingId} key={group.kind} pb="1">
            <Text
              role="presentation"
              id={headingId}
              px="3"
              pt="2"
              pb="1"
              fontSize="xs"
              fontWeight="bold"
              textTransform="uppercase"
              letterSpacing="wider"
              color="fg.muted"
            >
              {intl.formatMessage(GROUP_TITLES[group.kind])}
            </Text>
            {group.options.map((option, optionIndex) => {
              const position = (starts[groupIndex] ?? 0) + optionIndex;
              const selected = position === active;
              const price = option.item?.product?.price;
              return (
                <Flex
                  key={`${option.kind}:${option.code}`}
                  role="option"
                  id={optionId(position)}
                  aria-selected={selected}
                  data-kind={option.kind}
                  align="center"
                  gap="3"
                  px="3"
                  py="1.5"
                  cursor="pointer"
                  bg={selected ? 'primary.subtle' : undefined}
                  outline={selected ? '2px solid' : undefined}
                  outlineColor="primary.solid"
                  outlineOffset="-2px"
                  // The input keeps the focus: choosing with the mouse must not blur it first.
                  onMouseDown={(event) => event.preventDefault()}
                  onMouseMove={() => !selected && onHover(position)}
                  onClick={() => onChoose(option)}
                >
                  {option.kind === 'item' && <Thumbnail image={option.item?.image} />}
                  <Box flex="1" minW="0">
                    <Text fontSize="xs" color="fg.muted" fontFamily="mono">
                      {option.code}
                    </Text>
                    <Text fontSize="sm" lineClamp={2}>
                      {option.label}
                    </Text>
                    {option.item?.product && (
                      <Text fontSize="xs" color="fg.muted" data-testid="suggestion-facts">
                        {intl.formatMessage(searchMessages.itemFacts, {
                          brand: option.item.product.brand.name,
                          unit: option.item.product.unit,
                          pack: option.item.product.packSize,
                        })}
                      </Text>
                    )}
                  </Box>
                  {price?.netPrice != null && (
                    <Price
                      value={price.netPrice}
                      decimals={price.decimals}
                      fontSize="sm"
                      fontWeight="semibold"
                    />
                  )}
                </Flex>
              );
            })}
          </Box>
        );
      })}
    </Box>
  );
}
