// An average rating as five stars filled to the value (spec §9: "ratings display in 5 stars"),
// with the count beside them. Screen readers get one sentence, given by the app.
import { useId } from 'react';
import { chakra, Flex, Text } from '@chakra-ui/react';

export interface RatingStarsProps {
  /** The average, 0–5 (one decimal). */
  value: number;
  /** How many ratings; shown in brackets when given. */
  count?: number;
  /** The accessible sentence, e.g. "Rated 4.3 out of 5 by 12 customers". */
  label: string;
  size?: string;
}

const STAR = 'M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z';

export function RatingStars({ value, count, label, size = '1rem' }: RatingStarsProps) {
  const id = useId().replace(/:/g, '');
  const clamped = Math.min(5, Math.max(0, value));
  return (
    <Flex align="center" gap="1" role="img" aria-label={label}>
      <chakra.svg
        viewBox="0 0 120 24"
        height={size}
        width={`calc(${size} * 5)`}
        aria-hidden="true"
        focusable="false"
      >
        <defs>
          <clipPath id={`fill-${id}`}>
            <rect x="0" y="0" width={(clamped / 5) * 120} height="24" />
          </clipPath>
        </defs>
        {[0, 1, 2, 3, 4].map((i) => (
          <g key={i} transform={`translate(${i * 24} 0)`}>
            <path d={STAR} fill="var(--chakra-colors-gray-300)" />
          </g>
        ))}
        <g clipPath={`url(#fill-${id})`}>
          {[0, 1, 2, 3, 4].map((i) => (
            <g key={i} transform={`translate(${i * 24} 0)`}>
              <path d={STAR} fill="var(--chakra-colors-yellow-500)" />
            </g>
          ))}
        </g>
      </chakra.svg>
      {count !== undefined && (
        <Text as="span" fontSize="xs" color="fg.muted" aria-hidden="true">
          ({count})
        </Text>
      )}
    </Flex>
  );
}
