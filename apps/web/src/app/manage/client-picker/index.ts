export { ClientPicker, useClientSearch, type PickableClient } from './ClientPicker';
export { useClientChoices } from './useClientChoices';
