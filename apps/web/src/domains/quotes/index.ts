export { RequestQuoteButton } from './storefront/RequestQuoteButton';
