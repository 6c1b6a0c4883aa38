export { QuickOrderSection } from './storefront/QuickOrderSection';
