import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { createNotifications, type ShopNotifications } from './notifications';
import { toaster } from './toaster';

/** `const { notifyAddedToCart } = useNotifications()`: toasts in the current language. */
export function useNotifications(): ShopNotifications {
  const intl = useIntl();
  return useMemo(() => createNotifications(toaster, intl), [intl]);
}
