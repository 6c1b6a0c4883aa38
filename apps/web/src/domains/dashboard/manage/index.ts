export { ClientLink } from './ClientLink';
