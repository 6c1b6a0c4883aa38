// @vitest-environment node
// The server render of a component loaded on demand: once preloaded, renderToString renders the
// component itself, not a failed Suspense boundary (`<!--$!-->`, React #419 in the browser).
import { Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { lazyComponent, preloadLazyComponents } from './lazy-component';

function Greeting({ name }: { name: string }) {
  return <p>Buongiorno {name}</p>;
}
const LazyGreeting = lazyComponent(async () => ({ default: Greeting }));

const page = () =>
  renderToString(
    <Suspense fallback={<span>…</span>}>
      <LazyGreeting name="Rossi" />
    </Suspense>,
  );

describe('lazyComponent on the server', () => {
  it('renders the component, with its props, once the lazy components are preloaded', async () => {
    await preloadLazyComponents();
    const html = page();
    expect(html).toContain('Buongiorno <!-- -->Rossi');
    expect(html).not.toContain('<!--$!-->');
  });
});
