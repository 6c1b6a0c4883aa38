export { reasonText } from './approval/reason-text';
