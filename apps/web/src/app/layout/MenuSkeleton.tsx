import { Skeleton, Stack, type StackProps } from '@chakra-ui/react';

/** Placeholder bars while the config loads; hidden from screen readers (MainLayout announces it). */
export function MenuSkeleton({ count = 6, ...props }: StackProps & { count?: number }) {
  return (
    <Stack gap="3" aria-hidden="true" {...props}>
      {Array.from({ length: count }, (_, index) => (
        <Skeleton key={index} height="5" width={index % 3 === 0 ? '60%' : '85%'} />
      ))}
    </Stack>
  );
}
