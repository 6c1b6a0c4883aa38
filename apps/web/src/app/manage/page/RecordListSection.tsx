// A record page's section around a list of its own (a grid, which brings its own frame): the heading
// that names the section, then the list.
import type { ReactNode } from 'react';
import { Heading, Stack } from '@chakra-ui/react';

export function RecordListSection({
  id,
  title,
  testId,
  children,
}: {
  id: string;
  title: string;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <Stack as="section" gap="3" aria-labelledby={`${id}-heading`} data-testid={testId}>
      <Heading as="h2" size="md" id={`${id}-heading`}>
        {title}
      </Heading>
      {children}
    </Stack>
  );
}
