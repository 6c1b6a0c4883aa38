export { OrderStatusBadge } from './common/OrderStatusBadge';
export { documentName, DocumentPdfLink } from './storefront/DocumentPdfLink';
export { orderMessages, type OrderStatusName } from './storefront/messages';
export { ORDER_HISTORY_PATH, orderDetailPath } from './storefront/order-paths';
export { ReorderPanel } from './storefront/ReorderPanel';
