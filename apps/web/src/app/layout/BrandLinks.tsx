// The brands of the left menu (spec §2: "categories (3-level tree) and brands"): a link per brand to
// its listing. The first few show at once; a disclosure button shows the rest. The brand in the URL
// (?brand=) is marked as the current page and is always among the shown ones.
import { useId, useState } from 'react';
import { Box, Button, Link as ChakraLink } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useIntl } from 'react-intl';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { graphql } from '../../gql';
import { useLocale } from '../../i18n/useLocale';
import { brandPath } from '../../lib/paths';
import { brandMenuMessages } from './brand-menu-messages';
import { MenuSkeleton } from './MenuSkeleton';

/** Public and the same for everyone: the gateway shares it between callers for a short time. */
export const BrandLinksQuery = graphql(`
  query BrandLinks {
    brands {
      code
      name
    }
  }
`);

/** How many brands show before "all brands" is pressed. */
export const BRANDS_SHOWN = 8;

export function BrandLinks({ labelledBy }: { labelledBy: string }) {
  const intl = useIntl();
  const locale = useLocale();
  const restId = useId();
  const [params] = useSearchParams();
  const current = params.get('brand');
  const [expanded, setExpanded] = useState(false);
  const { data, loading } = useQuery(BrandLinksQuery);
  if (!data) return loading ? <MenuSkeleton count={BRANDS_SHOWN} pt="2" /> : null;
  const brands = data.brands;
  if (brands.length === 0) return null;
  const currentIndex = brands.findIndex((brand) => brand.code === current);
  // The current brand stays visible with the list folded: it joins the first ones.
  const first = brands.slice(0, BRANDS_SHOWN);
  if (currentIndex >= BRANDS_SHOWN) first.push(brands[currentIndex] as (typeof brands)[number]);
  const rest = brands.filter((brand) => !first.includes(brand));
  const link = (brand: (typeof brands)[number]) => (
    <li key={brand.code}>
      <ChakraLink
        asChild
        display="block"
        py="1"
        fontSize="sm"
        fontWeight={brand.code === current ? 'bold' : 'normal'}
        color={brand.code === current ? 'primary.fg' : 'fg'}
        _hover={{ color: 'primary.fg' }}
      >
        <RouterLink
          to={brandPath(brand.code, brand.name, locale)}
          aria-current={brand.code === current ? 'page' : undefined}
        >
          {brand.name}
        </RouterLink>
      </ChakraLink>
    </li>
  );
  return (
    <>
      <Box as="ul" listStyleType="none" aria-labelledby={labelledBy}>
        {first.map(link)}
      </Box>
      {rest.length > 0 && (
        <>
          <Box as="ul" listStyleType="none" id={restId} hidden={!expanded} aria-labelledby={labelledBy}>
            {expanded && rest.map(link)}
          </Box>
          <Button
            variant="plain"
            size="sm"
            px="0"
            color="primary.fg"
            aria-expanded={expanded}
            aria-controls={restId}
            onClick={() => setExpanded((value) => !value)}
          >
            {intl.formatMessage(expanded ? brandMenuMessages.fewerBrands : brandMenuMessages.allBrands, {
              count: brands.length,
            })}
          </Button>
        </>
      )}
    </>
  );
}
