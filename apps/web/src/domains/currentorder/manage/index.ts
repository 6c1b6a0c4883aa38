export { currentOrderMessages } from './messages';
export { OrderForClientButton } from './OrderForClientButton';
export { useCurrentOrderState } from './useCurrentOrder';
