import { render } from '@testing-library/react';
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { UiProvider } from '@shop/ui';
import { routes } from '../app/routes';

/** Renders the whole app at a path, with GraphQL answered by the given mocks. */
export function renderApp(path: string, mocks: readonly MockLink.MockedResponse[]) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <UiProvider>
      <MockedProvider mocks={mocks}>
        <RouterProvider router={router} />
      </MockedProvider>
    </UiProvider>,
  );
  return { router, ...view };
}
