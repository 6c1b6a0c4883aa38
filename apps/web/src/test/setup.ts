// jsdom lacks a few browser APIs that Chakra UI (Ark, Zag) and React Router touch. Tests that run
// in the node environment (marked with @vitest-environment node) skip all of this.
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

if (typeof window !== 'undefined') {
  // Pages are lazy routes and the machine is shared: give findBy* more than the default second.
  configure({ asyncUtilTimeout: 5000 });

  afterEach(() => {
    cleanup();
    localStorage.clear();
  });

  window.matchMedia ??= (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;

  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };

  window.scrollTo = () => undefined;
  Element.prototype.scrollIntoView ??= () => undefined;
}
