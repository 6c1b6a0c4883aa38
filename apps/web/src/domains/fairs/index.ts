export { FairDetailsQuery } from './storefront/useFairDetails';
