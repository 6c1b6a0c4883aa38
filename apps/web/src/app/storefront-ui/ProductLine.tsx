// A product's row in a storefront list of lines (the cart page, the wishlist): its picture, then
// what the page shows of it, a rule under each; ProductLineName links the product's page.
import type { ReactNode } from 'react';
import { Flex, Link as ChakraLink } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { useLocale } from '../../i18n/useLocale';
import { productPath } from '../../lib/paths';

interface ProductLineProps {
  code: string;
  testId: string;
  /** The line's picture (the cart's LineImage). */
  image: ReactNode;
  children: ReactNode;
}

export function ProductLine({ code, testId, image, children }: ProductLineProps) {
  return (
    <Flex
      as="li"
      gap={{ base: 3, md: 4 }}
      py="4"
      borderBottomWidth="1px"
      borderColor="border"
      alignItems="flex-start"
      data-testid={testId}
      data-code={code}
    >
      {image}
      {children}
    </Flex>
  );
}

export function ProductLineName({ code, description }: { code: string; description: string }) {
  const locale = useLocale();
  return (
    <ChakraLink asChild fontWeight="semibold">
      <RouterLink to={productPath(code, description, locale)}>{description}</RouterLink>
    </ChakraLink>
  );
}
