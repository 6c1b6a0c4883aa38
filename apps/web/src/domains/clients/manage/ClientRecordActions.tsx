// The client record's page actions, beside its title: the current order's "order for this client"
// (domains/currentorder), which starts ordering for `clientCode` and opens the storefront.
import type { ReactNode } from 'react';
import { OrderForClientButton } from '../../currentorder/manage/index';

export function ClientRecordActions({ clientCode }: { clientCode: string }): ReactNode {
  return <OrderForClientButton clientCode={clientCode} />;
}
