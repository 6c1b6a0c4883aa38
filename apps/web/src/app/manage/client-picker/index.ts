export { ClientPicker, useClientSearch, type PickableClient } from './ClientPicker';
