export { NotificationBell } from './storefront/NotificationBell';
export { ToastHost } from './storefront/ToastHost';
export { useNotifications } from './storefront/useNotifications';
