// A line of the cart page: picture, description, code, prices, a quantity stepper (by the pack or
// by one, config Set_AddRemoveQtaB2B; typed quantities rounded up with a message), remove, total;
// for staff ordering for a client, the line's extra discount.
import { Suspense, useId, useState } from 'react';
import { Button, Flex, Stack, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { Price, QuantityStepper, TrashIcon } from '@shop/ui';
import { useViewer } from '../../../lib/viewer/useViewer';
import type { CartChangeResult, CartFailure } from './cart-errors';
import { CartErrorMessage } from './CartErrorMessage';
import { CartLineFacts } from './CartLineFacts';
import type { CartLineData } from './cart-optimistic';
import { LineImage } from './LineImage';
import { cartMessages } from './messages';
import { decreaseQuantity, increaseQuantity, normalizeTypedQuantity, type QuantityMode } from './quantity';
import type { CartLineChanges } from './useCartLineChanges';
import { lazyManagement } from '../../../app/manage/i18n/lazy-management';
import { commonMessages } from '../../../i18n/common-messages';
import { ProductLine, ProductLineName } from '../../../app/storefront-ui/ProductLine';

const LineDiscountField = lazyManagement(() => import('../manage/LineDiscountField'));

interface CartLineRowProps {
  line: CartLineData;
  decimals: number;
  mode: QuantityMode;
  changes: CartLineChanges;
}

export function CartLineRow({ line, decimals, mode, changes }: CartLineRowProps) {
  const intl = useIntl();
  const noteId = useId();
  const [note, setNote] = useState<string | null>(null);
  const [error, setError] = useState<CartFailure | null>(null);
  const name = line.description || line.code;
  const busy = changes.isBusy(line.code);
  // A typed quantity waiting for the change on its way shows at once, as a sent one does.
  const quantityShown = changes.waitingQuantity(line.code) ?? line.quantity;
  // Staff ordering for a client may give an extra discount on the line (reserved-area code, lazy).
  const { viewer } = useViewer();
  const lineDiscount = viewer?.orderingFor != null && viewer.permissions.includes('ORDERS_LINE_DISCOUNT');

  // A line's changes reach the server one after the other, so the last answer tells how it went.
  const run = async (change: Promise<CartChangeResult>) => {
    const result = await change;
    if (!result.ok) setError(result);
    else if (!result.ignored) setError(null);
  };
  const press = (quantity: number) => {
    if (busy) return;
    setNote(null);
    setError(null);
    void run(changes.press(line.code, quantity));
  };
  const commitTyped = (typed: number) => {
    const { quantity, rounded } = normalizeTypedQuantity(typed, line);
    setError(null);
    void run(changes.type(line.code, quantity));
    setNote(
      rounded
        ? intl.formatMessage(cartMessages.rounded, {
            quantity,
            min: line.minQuantity,
            step: line.quantityStep,
            unit: line.unit,
          })
        : null,
    );
  };

  return (
    <ProductLine
      code={line.code}
      testId="cart-line"
      image={<LineImage image={line.image} size={{ base: '16', md: '20' }} />}
    >
      <Stack flex="1" minW="0" gap="3">
        <Flex gap="3" justifyContent="space-between" alignItems="flex-start" wrap="wrap">
          <Stack gap="1" flex="1" minW="48">
            <ProductLineName code={line.code} description={line.description} />
            <Text fontSize="sm" color="fg.muted">
              {intl.formatMessage(commonMessages.code)} {line.code}
            </Text>
            <CartLineFacts line={line} decimals={decimals} />
          </Stack>
          <Stack gap="0" alignItems="flex-end">
            <Text fontSize="xs" color="fg.muted">
              {intl.formatMessage(commonMessages.lineTotal)}
            </Text>
            {line.total === null ? (
              <Text>–</Text>
            ) : (
              <Price
                value={line.total}
                decimals={decimals}
                fontWeight="bold"
                fontSize="lg"
                data-testid="line-total"
              />
            )}
          </Stack>
        </Flex>
        <Flex gap="2" alignItems="stretch" wrap="wrap">
          <QuantityStepper
            value={quantityShown}
            unit={line.unit}
            size="sm"
            busy={busy}
            labels={{
              field: intl.formatMessage(cartMessages.quantityOf, { product: name }),
              decrease: intl.formatMessage(cartMessages.decrease, { product: name }),
              increase: intl.formatMessage(cartMessages.increase, { product: name }),
            }}
            decreaseDisabled={quantityShown <= line.minQuantity}
            onDecrease={() => press(decreaseQuantity(line.quantity, mode, line))}
            onIncrease={() => press(increaseQuantity(line.quantity, mode, line))}
            onCommit={commitTyped}
            describedBy={note ? noteId : undefined}
          />
          <Button
            variant="ghost"
            size="sm"
            color="red.fg"
            aria-label={intl.formatMessage(cartMessages.removeNamed, { product: name })}
            aria-disabled={busy || undefined}
            onClick={() => press(0)}
          >
            <TrashIcon />
            {intl.formatMessage(commonMessages.remove)}
          </Button>
        </Flex>
        <Text id={noteId} aria-live="polite" fontSize="sm" color="orange.fg" hidden={!note}>
          {note}
        </Text>
        {error && <CartErrorMessage error={error.error} detail={error.detail} />}
        {lineDiscount && (
          <Suspense fallback={null}>
            <LineDiscountField code={line.code} name={name} extraDiscount={line.extraDiscount} />
          </Suspense>
        )}
      </Stack>
    </ProductLine>
  );
}
