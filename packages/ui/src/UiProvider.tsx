import type { ReactNode } from 'react';
import { ChakraProvider, type SystemContext } from '@chakra-ui/react';
import { withoutGlobalStyles } from './theme/global-css';
import { getSystem } from './theme/system';

let provided: SystemContext | undefined;

/**
 * Chakra UI with the shop's system (light mode only: no colour-mode switch). Its global styles are
 * a static stylesheet every page links (theme/global-css.tsx), not rendered here.
 */
export function UiProvider({ children }: { children: ReactNode }) {
  provided ??= withoutGlobalStyles(getSystem());
  return <ChakraProvider value={provided}>{children}</ChakraProvider>;
}
