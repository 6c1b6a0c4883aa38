// Mounts the toaster's UI only once a toast has been raised: its state machine and styles stay
// out of the first load. The toaster shows the toasts already in its store when it mounts.
import { Suspense, useEffect, useState } from 'react';
import { toaster } from './toaster';
import { lazyComponent } from '../../../lib/lazy-component';

const ShopToaster = lazyComponent(async () => ({ default: (await import('./ShopToaster')).ShopToaster }));

export function ToastHost() {
  const [needed, setNeeded] = useState(() => toaster.getCount() > 0);
  useEffect(() => {
    if (needed) return undefined;
    return toaster.subscribe(() => setNeeded(true));
  }, [needed]);
  return needed ? (
    <Suspense fallback={null}>
      <ShopToaster />
    </Suspense>
  ) : null;
}
