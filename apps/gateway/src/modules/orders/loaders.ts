import type { Language, OrderDetail } from '@shop/contract';
import type { ordersUpstream } from './upstream';
import { batchLoader } from '../../kernel/loaders/define-loaders';
import { UpstreamError } from '../../kernel/upstream/upstream-error';

type OrdersUpstream = ReturnType<typeof ordersUpstream>;

export const ordersLoaders = {
  /**
   * Orders by "<language>:<number>" ('' for the default language; per request: they are the caller's
   * company's); an unknown number resolves to null.
   */
  orderByNumber: batchLoader<string, OrderDetail | null, OrdersUpstream>((keys, { upstream }) =>
    Promise.all(
      keys.map((key) => {
        const [language, number] = key.split(/:(.*)/s) as [string, string];
        return upstream
          .order(number, (language || undefined) as Language | undefined)
          .catch((error: Error) => (error instanceof UpstreamError && error.status === 404 ? null : error));
      }),
    ),
  ),
};
