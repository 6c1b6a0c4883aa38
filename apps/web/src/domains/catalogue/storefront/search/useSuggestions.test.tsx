// The suggestion timing rules (spec §5, §9) and the latest-answer rule, with a client whose answers
// the test releases in any order.
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApolloProvider } from '@apollo/client/react';
import type { ApolloClient } from '@apollo/client';
import { createLatestOnly, wantsSuggestions } from './suggestion-requests';
import { useSuggestions } from './useSuggestions';

interface Pending {
  term: string;
  resolve: () => void;
}

function fakeClient() {
  const pending: Pending[] = [];
  const query = vi.fn(({ variables }: { variables: { term: string } }) => {
    return new Promise((resolve) => {
      pending.push({
        term: variables.term,
        resolve: () =>
          resolve({
            data: {
              suggestions: {
                __typename: 'Suggestions',
                items: [{ code: variables.term.toUpperCase(), description: variables.term }],
                categories: [],
                suppliers: [],
              },
            },
          }),
      });
    });
  });
  return { client: { query } as unknown as ApolloClient, query, pending };
}

function setup() {
  const fake = fakeClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <ApolloProvider client={fake.client}>{children}</ApolloProvider>
  );
  const view = renderHook(({ input }: { input: string }) => useSuggestions(input, 'IT', false), {
    wrapper,
    initialProps: { input: '' },
  });
  return { ...fake, ...view };
}

const shownTerm = (result: { current: { suggestions: unknown } }) =>
  (result.current.suggestions as { items: { description: string }[] } | null)?.items[0]?.description ?? null;

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('the term', () => {
  it('needs more than 2 characters (spaces around do not count)', () => {
    expect(wantsSuggestions('ab')).toBe(false);
    expect(wantsSuggestions('  ab ')).toBe(false);
    expect(wantsSuggestions('abc')).toBe(true);
  });
});

describe('useSuggestions', () => {
  it('asks nothing for 2 characters, and once, 300 ms after the last keystroke, for 3 or more', async () => {
    const { query, rerender } = setup();
    rerender({ input: 'po' });
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(query).not.toHaveBeenCalled();

    rerender({ input: 'pom' });
    await act(() => vi.advanceTimersByTimeAsync(200));
    rerender({ input: 'pomo' });
    await act(() => vi.advanceTimersByTimeAsync(299));
    expect(query).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(query).toHaveBeenCalledTimes(1);
    expect(query.mock.calls[0]?.[0].variables).toEqual({ term: 'pomo', language: 'IT', signedIn: false });
  });

  it('shows the answer to the latest term; an older answer arriving late is ignored', async () => {
    const { pending, rerender, result } = setup();
    rerender({ input: 'pasta' });
    await act(() => vi.advanceTimersByTimeAsync(300));
    rerender({ input: 'pastina' });
    await act(() => vi.advanceTimersByTimeAsync(300));
    expect(pending.map((p) => p.term)).toEqual(['pasta', 'pastina']);

    await act(async () => pending[1]?.resolve());
    expect(shownTerm(result)).toBe('pastina');
    expect(result.current.loading).toBe(false);
    await act(async () => pending[0]?.resolve());
    expect(shownTerm(result)).toBe('pastina');
  });

  it('drops what was shown when the term gets too short, and ignores an answer still on its way', async () => {
    const { pending, rerender, result } = setup();
    rerender({ input: 'riso' });
    await act(() => vi.advanceTimersByTimeAsync(300));
    rerender({ input: 'ri' });
    expect(result.current.suggestions).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(300));
    await act(async () => pending[0]?.resolve());
    expect(result.current.suggestions).toBeNull();
  });
});

describe('createLatestOnly', () => {
  it('keeps only the latest request current', () => {
    const gate = createLatestOnly();
    const first = gate.begin();
    const second = gate.begin();
    expect(first()).toBe(false);
    expect(second()).toBe(true);
    gate.cancel();
    expect(second()).toBe(false);
  });
});
