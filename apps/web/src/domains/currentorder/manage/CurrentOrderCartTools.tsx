// What the cart page adds for staff ordering for a client: the offer to take over the client's own
// cart (reserved-area code and messages, loaded only for them).
import { ManagementIntl } from '../../../app/manage/i18n/ManagementIntl';
import { ClientCartTakeover } from './ClientCartTakeover';

export default function CurrentOrderCartTools() {
  return (
    <ManagementIntl>
      <ClientCartTakeover />
    </ManagementIntl>
  );
}
