// Quantity stepper and add button of a product (cards, product page, suggestions, wishlist).
// Steps by the pack or by one (config Set_AddRemoveQtaB2B); a typed quantity is rounded up to the
// product's minimum and step, and the user is told. Each add shows the addCartSuccess toast.
// `dense` (the catalogue's list rows): a plain quantity field, Enter in it adds what was typed.
import { useId, useState, type KeyboardEvent } from 'react';
import { Button, Flex, Input, Stack, Text } from '@chakra-ui/react';
import { parseTypedQuantity } from '@shop/ui';
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
  /** A row of a dense list: a quantity field without − and +, Enter adds (keyboard order entry). */
  dense?: boolean;
}

export function AddToCart({ product: productRef, compact = false, dense = false }: AddToCartProps) {
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
  const [typed, setTyped] = useState<string | null>(null);
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
  const onAdd = async (wanted = quantity) => {
    setError(null);
    const result = await add(product, wanted);
    if (!result.ok) setError(result);
    else if (!result.ignored) notifyAddedToCart(name);
  };
  /** The dense field's text as a quantity, rounded like a typed one (null when it is no number). */
  const commitField = (): number | null => {
    const value = typed === null ? quantity : parseTypedQuantity(typed);
    setTyped(null);
    if (value === null) return null;
    if (value !== quantity) commitTyped(value);
    return normalizeTypedQuantity(Math.max(value, 1), product).quantity;
  };
  const onFieldKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    const wanted = commitField();
    if (wanted !== null && !busy && !outOfStock) void onAdd(wanted);
  };

  const addButton = (
    <Button
      colorPalette="primary"
      size={compact || dense ? 'sm' : 'md'}
      flex={compact ? '1' : undefined}
      disabled={outOfStock}
      aria-disabled={busy || undefined}
      aria-label={outOfStock ? undefined : intl.formatMessage(cartMessages.addNamed, { product: name })}
      loading={busy}
      onClick={() => {
        if (busy) return;
        const wanted = dense ? commitField() : quantity;
        if (wanted !== null) void onAdd(wanted);
      }}
    >
      {intl.formatMessage(
        outOfStock ? commonMessages.outOfStock : dense ? cartMessages.addShort : cartMessages.add,
      )}
    </Button>
  );

  if (dense) {
    return (
      <Stack gap="1">
        <Flex gap="1.5" alignItems="stretch">
          <Input
            size="sm"
            width="16"
            flexShrink={0}
            textAlign="end"
            inputMode="numeric"
            autoComplete="off"
            fontVariantNumeric="tabular-nums"
            aria-label={intl.formatMessage(cartMessages.quantityOfIn, { product: name, unit: product.unit })}
            aria-describedby={roundedNote ? messageId : undefined}
            value={typed ?? String(quantity)}
            onChange={(event) => {
              setTyped(event.target.value);
              setRoundedNote(null);
              setError(null);
            }}
            onFocus={(event) => event.currentTarget.select()}
            onBlur={() => void commitField()}
            onKeyDown={onFieldKey}
            disabled={outOfStock}
          />
          {addButton}
        </Flex>
        <Text id={messageId} aria-live="polite" fontSize="xs" color="orange.fg" hidden={!roundedNote}>
          {roundedNote}
        </Text>
        {error && <CartErrorMessage error={error.error} detail={error.detail} />}
      </Stack>
    );
  }

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
        {addButton}
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
