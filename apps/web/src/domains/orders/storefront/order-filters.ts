// The order history's filters and page live in the URL (?from=&to=&status=&page=), so a filtered
// list can be bookmarked, shared and reached with Back.
import { ORDER_STATUSES, type OrderStatusName } from './messages';

export interface OrderFilters {
  from: string;
  to: string;
  status: Exclude<OrderStatusName, 'DELIVERED'> | '';
  page: number;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

export function readOrderFilters(params: URLSearchParams): OrderFilters {
  const day = (name: string) => {
    const value = params.get(name) ?? '';
    return DAY.test(value) ? value : '';
  };
  const status = (params.get('status') ?? '').toUpperCase();
  const page = Number(params.get('page'));
  return {
    from: day('from'),
    to: day('to'),
    status: (ORDER_STATUSES as readonly string[]).includes(status) ? (status as OrderFilters['status']) : '',
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

export function writeOrderFilters(filters: OrderFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.from) params.set('from', filters.from);
  if (filters.to) params.set('to', filters.to);
  if (filters.status) params.set('status', filters.status.toLowerCase());
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

/** The GraphQL filter argument (null when none is set). */
export function toOrderFilter(filters: OrderFilters) {
  const filter = {
    from: filters.from || null,
    to: filters.to || null,
    status: filters.status || null,
  };
  return filter.from || filter.to || filter.status ? filter : null;
}
