import type { ReactNode } from 'react';
import { ChakraProvider } from '@chakra-ui/react';
import { getSystem } from './theme/system';

/** Chakra UI with the shop's system (light mode only: no colour-mode switch). */
export function UiProvider({ children }: { children: ReactNode }) {
  return <ChakraProvider value={getSystem()}>{children}</ChakraProvider>;
}
