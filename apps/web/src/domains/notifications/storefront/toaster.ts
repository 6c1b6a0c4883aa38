// The shop's one toaster (spec §9: 5000 ms, at most 4 at a time, bottom right; 300 px wide in
// ShopToaster). Toasts beyond the fourth wait in the toaster's queue until one closes.
import { createToaster } from '@chakra-ui/react';

export const TOAST_DURATION_MS = 5000;
export const TOAST_MAX = 4;
export const TOAST_WIDTH = '300px';

export type ShopToaster = ReturnType<typeof createToaster>;

export function createShopToaster(): ShopToaster {
  return createToaster({ placement: 'bottom-end', max: TOAST_MAX, duration: TOAST_DURATION_MS });
}

export const toaster = createShopToaster();
