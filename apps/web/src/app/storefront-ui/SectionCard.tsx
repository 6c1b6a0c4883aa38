// A card of a storefront page with its h2 heading: the account, order, quote and return pages.
import type { ReactNode } from 'react';
import { Card, Heading, Text } from '@chakra-ui/react';

interface SectionCardProps {
  title: ReactNode;
  /** The heading's id: the card is then a section (a landmark) named by its heading. */
  headingId?: string;
  testId?: string;
  /** A short muted text under the heading. */
  intro?: ReactNode;
  children: ReactNode;
}

export function SectionCard({ title, headingId, testId, intro, children }: SectionCardProps) {
  const section = headingId ? ({ as: 'section', 'aria-labelledby': headingId } as const) : {};
  return (
    <Card.Root {...section} variant="outline" data-testid={testId}>
      <Card.Header>
        <Heading as="h2" size="lg" id={headingId}>
          {title}
        </Heading>
        {intro && (
          <Text fontSize="sm" color="fg.muted">
            {intro}
          </Text>
        )}
      </Card.Header>
      <Card.Body>{children}</Card.Body>
    </Card.Root>
  );
}
