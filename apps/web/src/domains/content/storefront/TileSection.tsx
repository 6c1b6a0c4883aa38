// A block of the home page made of tiles (the user's promotions, the departments): its heading, then
// a list laid out one tile a row on phones, two from sm, three from xl.
import { useId, type ReactNode } from 'react';
import { Box, Grid, Heading, type BoxProps } from '@chakra-ui/react';

interface TileSectionProps {
  title: string;
  testId: string;
  gap: '3' | '4';
  /** The tiles, each an `li`. */
  children: ReactNode;
}

export function TileSection({ title, testId, gap, children }: TileSectionProps) {
  const headingId = useId();
  return (
    <Box as="section" aria-labelledby={headingId} data-testid={testId}>
      <Heading as="h2" id={headingId} size={{ base: 'lg', md: 'xl' }} mb="3">
        {title}
      </Heading>
      <Grid
        as="ul"
        listStyleType="none"
        templateColumns={{ base: '1fr', sm: 'repeat(2, minmax(0, 1fr))', xl: 'repeat(3, minmax(0, 1fr))' }}
        gap={gap}
      >
        {children}
      </Grid>
    </Box>
  );
}

/** A tile of the section: a bordered, rounded card on the page's background. */
export function Tile({ children, ...style }: Omit<BoxProps, 'as'>) {
  return (
    <Box as="li" borderWidth="1px" borderColor="border" borderRadius="lg" bg="bg" {...style}>
      {children}
    </Box>
  );
}
