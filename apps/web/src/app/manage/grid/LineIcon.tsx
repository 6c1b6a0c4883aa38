// The grid's small line icons (the sort mark, the column chooser's arrows): 1em, drawn in the text's
// colour, hidden from screen readers (the button beside or around them is named).
import type { ReactNode } from 'react';
import { chakra } from '@chakra-ui/react';

export function LineIcon({ opacity, children }: { opacity?: number; children: ReactNode }) {
  return (
    <chakra.svg
      viewBox="0 0 24 24"
      width="1em"
      height="1em"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
      opacity={opacity}
    >
      {children}
    </chakra.svg>
  );
}
