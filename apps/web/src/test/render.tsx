import { render } from '@testing-library/react';
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { UiProvider } from '@shop/ui';
import { routes } from '../app/routes';
import { makeConsent, writeConsent } from '../domains/policies/index';
import type { userData } from './viewer-fixtures';
import { viewerMock } from './viewer-fixtures';
import { TopBannersQuery } from '../domains/content/index';

/** The header's banner texts: none, in either language (tests that need them add their own first). */
const noBanners = (['IT', 'EN'] as const).map((language) => ({
  request: { query: TopBannersQuery, variables: { language } },
  result: { data: { banners: [] } },
  maxUsageCount: Number.POSITIVE_INFINITY,
}));

/**
 * Renders the whole app at a path, with GraphQL answered by the given mocks. The visitor has made
 * a cookie choice already (so the consent dialog stays closed) unless `consent: false`, and is an
 * anonymous visitor unless `viewer` gives a user.
 */
export function renderApp(
  path: string,
  mocks: readonly MockLink.MockedResponse[],
  { consent = true, viewer = null }: { consent?: boolean; viewer?: ReturnType<typeof userData> | null } = {},
) {
  if (consent) writeConsent(makeConsent(false));
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <UiProvider>
      <MockedProvider mocks={[...mocks, viewerMock(viewer), ...noBanners]}>
        <RouterProvider router={router} />
      </MockedProvider>
    </UiProvider>,
  );
  return { router, ...view };
}
