export { CurrentOrderBar, CurrentOrderCartTools } from './lazy';
