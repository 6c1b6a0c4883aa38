// The pieces of "ordering for a client" the storefront shows (the bar in every layout, the cart
// page's tools): reserved-area code, loaded on demand with the reserved area's messages.
import { lazyManagement } from '../../app/manage/i18n/lazy-management';

export const CurrentOrderBar = lazyManagement(() => import('./manage/CurrentOrderBar'));
export const CurrentOrderCartTools = lazyManagement(() => import('./manage/CurrentOrderCartTools'));
