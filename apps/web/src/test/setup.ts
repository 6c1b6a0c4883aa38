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

  // Width queries answer for jsdom's window (1024 px wide: the desktop layout, with the sidebar);
  // any other query does not match.
  const widthMatches = (query: string) => {
    const min = /min-width:\s*(\d+)px/.exec(query);
    const max = /max-width:\s*(\d+(?:\.\d+)?)px/.exec(query);
    if (!min && !max) return false;
    return (!min || window.innerWidth >= Number(min[1])) && (!max || window.innerWidth <= Number(max[1]));
  };
  window.matchMedia ??= (query: string) =>
    ({
      matches: widthMatches(query),
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
