export { reasonText } from './reason-text';
