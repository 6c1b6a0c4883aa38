// React.lazy for the storefront's components that load on demand (the account menu, dialogs, the
// cart popup…), safe for the server render. The server renders with `renderToString`, which cannot
// wait: a React.lazy whose module is not loaded yet renders its Suspense fallback and marks the
// boundary as failed (`<!--$!-->`), and the browser then logs React error #419 and renders that part
// again — the first signed-in page after a restart showed it. The server loads every such module
// before it renders (`preloadLazyComponents`, in render-page) and renders the module itself; the
// browser keeps React.lazy (one element type for the life of the app, loaded when first rendered).
import { createElement, lazy, type ComponentProps, type ComponentType, type ReactElement } from 'react';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any component, as React.lazy takes
type AnyComponent = ComponentType<any>;

const starts = new Set<() => Promise<unknown>>();

export function lazyComponent<T extends AnyComponent>(
  load: () => Promise<{ default: T }>,
): (props: ComponentProps<T>) => ReactElement {
  let loaded: T | undefined;
  let loading: Promise<{ default: T }> | undefined;
  const start = () =>
    (loading ??= load().then((module) => {
      loaded = module.default;
      return module;
    }));
  starts.add(start);
  const Lazy = lazy(start);
  function LazyComponent(props: ComponentProps<T>): ReactElement {
    return createElement(import.meta.env.SSR && loaded ? loaded : Lazy, props);
  }
  return LazyComponent;
}

/** Loads every lazy component defined so far (the server, before it renders a page). */
export async function preloadLazyComponents(): Promise<void> {
  await Promise.all([...starts].map((start) => start()));
}
