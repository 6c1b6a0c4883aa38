// Simplified glyphs of the social networks the config names (FooterLine.social).
import type { ReactNode } from 'react';
import { chakra, type HTMLChakraProps } from '@chakra-ui/react';

const glyphs: Record<string, ReactNode> = {
  facebook: (
    <>
      <circle cx="12" cy="12" r="9.5" />
      <path d="M15.5 7.5H14a2.5 2.5 0 0 0-2.5 2.5v11.4M8.5 13h6" />
    </>
  ),
  instagram: (
    <>
      <rect x="3" y="3" width="18" height="18" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <path d="M17.5 6.5v.01" />
    </>
  ),
  linkedin: (
    <>
      <rect x="3" y="3" width="18" height="18" rx="3" />
      <path d="M8 10.5V16M8 7.5v.01M11.5 16v-5.5M11.5 13c0-1.7 1-2.6 2.3-2.6s2.2.9 2.2 2.6v3" />
    </>
  ),
  youtube: (
    <>
      <rect x="2.5" y="5.5" width="19" height="13" rx="4" />
      <path d="M10.5 9.5v5l4-2.5z" fill="currentColor" />
    </>
  ),
  x: <path d="M4.5 4.5h4l11 15h-4zM19.5 4.5l-6.2 6.8M4.5 19.5l6.2-6.8" />,
};

const fallback = (
  <>
    <circle cx="12" cy="12" r="9.5" />
    <path d="M2.5 12h19M12 2.5c2.5 2.7 3.8 5.8 3.8 9.5s-1.3 6.8-3.8 9.5c-2.5-2.7-3.8-5.8-3.8-9.5S9.5 5.2 12 2.5" />
  </>
);

export interface SocialIconProps extends HTMLChakraProps<'svg'> {
  /** facebook, instagram, linkedin, youtube or x; anything else draws a globe. */
  network: string;
}

export function SocialIcon({ network, ...props }: SocialIconProps) {
  return (
    <chakra.svg
      viewBox="0 0 24 24"
      width="1.5em"
      height="1.5em"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      {glyphs[network.toLowerCase()] ?? fallback}
    </chakra.svg>
  );
}
