// The route tree: the same pages under / (Italian) and /en (English), inside the main layout.
// Unknown paths render the 404 page in the layout. Heavier pages added later should use `lazy`.
import type { RouteObject } from 'react-router-dom';
import { AppError, PageError } from '../features/errors/RouteError';
import { NotFoundPage } from '../features/errors/NotFoundPage';
import { HomePage } from '../features/home/HomePage';
import { MainLayout } from '../features/layout/MainLayout';
import { LocaleRoot } from './LocaleRoot';

const pages: RouteObject[] = [
  {
    // A page that crashes shows the error inside the layout, which keeps working.
    ErrorBoundary: PageError,
    children: [
      { index: true, Component: HomePage },
      { path: '*', Component: NotFoundPage },
    ],
  },
];

export const routes: RouteObject[] = [
  {
    Component: LocaleRoot,
    children: [
      {
        ErrorBoundary: AppError,
        children: [
          { path: '/', Component: MainLayout, children: pages },
          { path: '/en', Component: MainLayout, children: pages },
        ],
      },
    ],
  },
];
