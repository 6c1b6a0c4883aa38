// The grid of product cards and its skeleton, which has the same cells and heights, so nothing
// jumps when the products arrive.
import type { ReactNode } from 'react';
import { Box, Grid, Skeleton, Stack } from '@chakra-ui/react';
import { ProductCardFrame } from './ProductCardFrame';

export const GRID_COLUMNS = { base: '1fr', sm: 'repeat(2, minmax(0, 1fr))', xl: 'repeat(3, minmax(0, 1fr))' };

export function ProductGrid({ children, label }: { children: ReactNode; label?: string }) {
  return (
    <Grid as="ul" listStyleType="none" templateColumns={GRID_COLUMNS} gap="4" aria-label={label}>
      {children}
    </Grid>
  );
}

export function ProductGridItem({ children }: { children: ReactNode }) {
  return <Box as="li">{children}</Box>;
}

function CardSkeleton() {
  return (
    <ProductCardFrame>
      <Skeleton
        width={{ base: '96px', sm: 'full' }}
        aspectRatio={{ base: '1', sm: '4 / 3' }}
        flexShrink={0}
        borderRadius="0"
      />
      <Stack gap="2.5" flex="1" p={{ base: 0, sm: 3 }}>
        <Skeleton height="3" width="60%" />
        <Skeleton height="4" />
        <Skeleton height="4" width="75%" />
        <Skeleton height="3" width="40%" />
        <Skeleton height="7" width="50%" mt="2" />
      </Stack>
    </ProductCardFrame>
  );
}

export function ProductGridSkeleton({ count, label }: { count: number; label: string }) {
  return (
    <Grid templateColumns={GRID_COLUMNS} gap="4" aria-busy="true" aria-label={label} role="status">
      {Array.from({ length: count }, (_, index) => (
        <CardSkeleton key={index} />
      ))}
    </Grid>
  );
}
