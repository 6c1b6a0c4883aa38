export { OrderIssuesCard } from './storefront/OrderIssuesCard';
