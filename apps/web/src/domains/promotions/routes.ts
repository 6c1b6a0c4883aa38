// The promotions domain's pages: where each is mounted and its lazily imported module (app/routes.tsx
// and app/management-routes.ts put them in the route tree).
import type { ManagementRouteEntry } from '../../app/manage/guard/route-handle';

/** The reserved area's pages (under the management route: its guard and messages). */
export const manageRoutes: readonly ManagementRouteEntry[] = [
  {
    // The promotions: their rules, products, audience and days (new ones in the list's dialog).
    path: 'promomanagement',
    permission: 'PROMOTIONS_EDIT',
    area: 'promomanagement',
    page: async () => (await import('./manage/PromotionsPage')).PromotionsPage,
  },
  {
    path: 'promomanagement/:code',
    permission: 'PROMOTIONS_EDIT',
    area: 'promomanagement',
    page: async () => (await import('./manage/PromotionRecordPage')).PromotionRecordPage,
  },
];
