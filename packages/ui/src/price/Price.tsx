import { Text, type TextProps } from '@chakra-ui/react';
import { DEFAULT_PRICE_DECIMALS, formatPrice } from './format-price';

export interface PriceProps extends Omit<TextProps, 'children'> {
  /** The amount in euro (a number, or the decimal string the API sends). */
  value: number | string;
  /** Decimals to show: the configuration's rounding (Set_Round). */
  decimals?: number;
  /** A struck-through list price next to a lower net price. */
  struck?: boolean;
}

/** The price display of spec §9, used by every price the shop shows. */
export function Price({ value, decimals = DEFAULT_PRICE_DECIMALS, struck = false, ...rest }: PriceProps) {
  return (
    <Text
      as={struck ? 's' : 'span'}
      fontVariantNumeric="tabular-nums"
      whiteSpace="nowrap"
      color={struck ? 'fg.muted' : undefined}
      {...rest}
    >
      {formatPrice(value, decimals)}
    </Text>
  );
}
