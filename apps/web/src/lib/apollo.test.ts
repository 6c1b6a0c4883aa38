import { describe, expect, it, vi } from 'vitest';
import { gql } from '@apollo/client';
import { createApolloClient } from './apollo';
import { SESSION_ID_KEY } from './session-id';

describe('createApolloClient', () => {
  it('posts JSON to /graphql with the stored session id in x-sessionid', async () => {
    const fetch = vi.fn(
      async (_url: RequestInfo | URL, _init?: RequestInit) =>
        new Response(JSON.stringify({ data: { ping: true } }), {
          headers: { 'content-type': 'application/json' },
        }),
    );
    const client = createApolloClient({ fetch });
    await client.query({
      query: gql`
        query Ping {
          ping
        }
      `,
    });
    await client.query({
      query: gql`
        query PingAgain {
          ping
        }
      `,
      fetchPolicy: 'network-only',
    });

    expect(fetch).toHaveBeenCalledTimes(2);
    const [url, init] = fetch.mock.calls[0] ?? [];
    const headers = new Headers(init?.headers);
    expect(url).toBe('/graphql');
    expect(init?.method).toBe('POST');
    expect(init?.credentials).toBe('same-origin');
    expect(headers.get('content-type')).toMatch(/^application\/json/);
    expect(headers.get('x-sessionid')).toMatch(/^[A-Za-z0-9_-]{16,128}$/);
    expect(headers.get('x-sessionid')).toBe(localStorage.getItem(SESSION_ID_KEY));
    // Same id on every request.
    expect(new Headers(fetch.mock.calls[1]?.[1]?.headers).get('x-sessionid')).toBe(
      headers.get('x-sessionid'),
    );
  });
});
