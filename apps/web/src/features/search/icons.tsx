// The search box's icons, drawn like the shop's others (decorative: the control gives the name).
import { chakra, type HTMLChakraProps } from '@chakra-ui/react';

function StrokeIcon(props: HTMLChakraProps<'svg'>) {
  return (
    <chakra.svg
      viewBox="0 0 24 24"
      width="1.25em"
      height="1.25em"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      flexShrink={0}
      {...props}
    />
  );
}

export function SearchIcon(props: HTMLChakraProps<'svg'>) {
  return (
    <StrokeIcon {...props}>
      <circle cx="11" cy="11" r="7" />
      <path d="M20 20l-3.5-3.5" />
    </StrokeIcon>
  );
}

export function FilterIcon(props: HTMLChakraProps<'svg'>) {
  return (
    <StrokeIcon {...props}>
      <path d="M4 6h16M7 12h10M10 18h4" />
    </StrokeIcon>
  );
}
