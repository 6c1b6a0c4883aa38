// Quantity stepper and add button of a product (cards, product page, suggestions, wishlist).
// Steps by the pack or by one (config Set_AddRemoveQtaB2B); a typed quantity is rounded up to the
// product's minimum and step, and the user is told. Each add shows the addCartSuccess toast.
import { useId, useState } from 'react';
import { Button, Flex, Stack, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { QuantityStepper } from '@shop/ui';
import { getFragmentData, graphql, type FragmentType } from '../../../gql';
import { useNotifications } from '../../notifications/index';
import type { CartFailure } from './cart-errors';
import { CartErrorMessage } from './CartErrorMessage';
import { cartMessages } from './messages';
import { decreaseQuantity, increaseQuantity, normalizeTypedQuantity } from './quantity';
import { useAddToCartMutation } from './useAddToCartMutation';
import { useCanShop, useCartSettings } from './useCart';
import { commonMessages } from '../../../i18n/common-messages';

export const AddToCart_product = graphql(`
  fragment AddToCart_product on Product {
    code
    description
    unit
    packSize
    minQuantity
    quantityStep
    stock
    image {
      ...LineImage_image
    }
    price {
      listPrice
      netPrice
      discounts
      discountSteps
      promotionCode
      freeQuantity {
        every
        free
      }
      decimals
    }
  }
`);

interface AddToCartProps {
  product: FragmentType<typeof AddToCart_product>;
  /** Smaller controls for product cards and suggestion rows. */
  compact?: boolean;
}

export function AddToCart({ product: productRef, compact = false }: AddToCartProps) {
  const product = getFragmentData(AddToCart_product, productRef);
  const intl = useIntl();
  const messageId = useId();
  const { canShop } = useCanShop();
  const { mode } = useCartSettings();
  const { add, isPending } = useAddToCartMutation();
  const { notifyAddedToCart } = useNotifications();
  const [quantity, setQuantity] = useState(product.minQuantity > 0 ? product.minQuantity : 1);
  const [roundedNote, setRoundedNote] = useState<string | null>(null);
  const [error, setError] = useState<CartFailure | null>(null);
  if (!canShop) return null;

  const name = product.description || product.code;
  const busy = isPending(product.code);
  const outOfStock = product.stock === 'OUT_OF_STOCK';
  const change = (next: number) => {
    setQuantity(next);
    setRoundedNote(null);
    setError(null);
  };
  const commitTyped = (typed: number) => {
    const { quantity: rounded, rounded: wasRounded } = normalizeTypedQuantity(Math.max(typed, 1), product);
    setQuantity(rounded);
    setError(null);
    setRoundedNote(
      wasRounded
        ? intl.formatMessage(cartMessages.rounded, {
            quantity: rounded,
            min: product.minQuantity,
            step: product.quantityStep,
            unit: product.unit,
          })
        : null,
    );
  };
  const onAdd = async () => {
    setError(null);
    const result = await add(product, quantity);
    if (!result.ok) setError(result);
    else if (!result.ignored) notifyAddedToCart(name);
  };

  return (
    <Stack gap="1.5" width={compact ? 'full' : undefined}>
      <Flex gap="2" wrap="wrap" alignItems="stretch">
        <QuantityStepper
          value={quantity}
          size={compact ? 'sm' : 'md'}
          unit={product.unit}
          labels={{
            field: intl.formatMessage(cartMessages.quantityOf, { product: name }),
            decrease: intl.formatMessage(cartMessages.decrease, { product: name }),
            increase: intl.formatMessage(cartMessages.increase, { product: name }),
          }}
          decreaseDisabled={quantity <= product.minQuantity}
          onDecrease={() => change(decreaseQuantity(quantity, mode, product))}
          onIncrease={() => change(increaseQuantity(quantity, mode, product))}
          onCommit={commitTyped}
          describedBy={roundedNote ? messageId : undefined}
        />
        <Button
          colorPalette="primary"
          size={compact ? 'sm' : 'md'}
          flex={compact ? '1' : undefined}
          disabled={outOfStock}
          aria-disabled={busy || undefined}
          aria-label={outOfStock ? undefined : intl.formatMessage(cartMessages.addNamed, { product: name })}
          loading={busy}
          onClick={() => {
            if (!busy) void onAdd();
          }}
        >
          {intl.formatMessage(outOfStock ? commonMessages.outOfStock : cartMessages.add)}
        </Button>
      </Flex>
      {(product.minQuantity > 1 || product.quantityStep > 1) && !roundedNote && !compact && (
        <Text fontSize="xs" color="fg.muted">
          {intl.formatMessage(cartMessages.soldBy, {
            min: product.minQuantity,
            step: product.quantityStep,
            unit: product.unit,
          })}
        </Text>
      )}
      <Text id={messageId} aria-live="polite" fontSize="xs" color="orange.fg" hidden={!roundedNote}>
        {roundedNote}
      </Text>
      {error && <CartErrorMessage error={error.error} detail={error.detail} />}
    </Stack>
  );
}
