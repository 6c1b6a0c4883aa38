// A "back to top" button that appears once the page has scrolled past a threshold (spec §9:
// 400 px). It scrolls smoothly unless the user asked the system for reduced motion, and moves
// focus to the top of the page so keyboard users continue from there.
import { useEffect, useState } from 'react';
import { IconButton } from '@chakra-ui/react';
import { ArrowUpIcon } from './icons/Icons';

export const SCROLL_TO_TOP_THRESHOLD = 400;

export interface ScrollToTopProps {
  /** Accessible name (translated by the app). */
  label: string;
  /** Where focus lands after scrolling, e.g. the skip link's target; the body when absent. */
  focusTargetId?: string;
  threshold?: number;
}

function prefersReducedMotion(): boolean {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}

export function ScrollToTop({ label, focusTargetId, threshold = SCROLL_TO_TOP_THRESHOLD }: ScrollToTopProps) {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const update = () => setVisible(window.scrollY > threshold);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [threshold]);

  if (!visible) return null;
  const scrollUp = () => {
    window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
    const target = focusTargetId ? document.getElementById(focusTargetId) : null;
    target?.focus({ preventScroll: true });
  };
  return (
    <IconButton
      aria-label={label}
      title={label}
      onClick={scrollUp}
      position="fixed"
      insetEnd={{ base: '4', lg: '6' }}
      bottom={{ base: '4', lg: '6' }}
      zIndex="sticky"
      rounded="full"
      size="lg"
      colorPalette="primary"
      boxShadow="md"
    >
      <ArrowUpIcon />
    </IconButton>
  );
}
