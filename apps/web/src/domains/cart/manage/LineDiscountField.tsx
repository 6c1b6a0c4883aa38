// The extra line discount on the cart page, for staff ordering for a client (ORDERS_LINE_DISCOUNT):
// a percentage up to the user's ceiling, shown in the label. A value above it comes back as the
// schema's DiscountRefused and its message is shown at the field, the typed value kept; a valid
// one answers the whole Cart:current, so the line's chain ("20+10+5"), price and totals follow.
import { useId, useState, type FormEvent } from 'react';
import { useMutation } from '@apollo/client/react';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { Button, Field, Flex, Input, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { readCart } from '../common/cart-documents';
import { toLanguage } from '../../../i18n/locale';
import { useLocale } from '../../../i18n/useLocale';
import { ManagementIntl } from '../../../app/manage/i18n/ManagementIntl';
import { SetCartLineDiscountMutation } from './line-discount-documents';
import { parseDiscount } from './discount-input';
import { currentOrderMessages as m } from '../../currentorder/manage/index';
import { useCurrentOrderState } from '../../currentorder/manage/index';
import { commonMessages } from '../../../i18n/common-messages';
import { formatDiscountChain } from '../../../lib/discount-chain';

export interface LineDiscountFieldProps {
  code: string;
  name: string;
  /** The line's extra discount now (0 for none). */
  extraDiscount: number;
}

export default function LineDiscountField(props: LineDiscountFieldProps) {
  return (
    <ManagementIntl>
      <DiscountField {...props} />
    </ManagementIntl>
  );
}

function DiscountField({ code, name, extraDiscount }: LineDiscountFieldProps) {
  const intl = useIntl();
  const locale = useLocale();
  const id = useId();
  const { state } = useCurrentOrderState();
  const [setDiscount, { loading }] = useMutation(SetCartLineDiscountMutation);
  const [typed, setTyped] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const shown =
    typed ?? (extraDiscount ? intl.formatNumber(extraDiscount, { maximumFractionDigits: 2 }) : '');
  const ceiling = state?.discountCeiling;

  const apply = async (event: FormEvent) => {
    event.preventDefault();
    setDone(null);
    const discount = parseDiscount(shown);
    if (discount === null) {
      setError(intl.formatMessage(m.discountInvalid));
      return;
    }
    try {
      const result = await setDiscount({
        variables: { code, discount, language: toLanguage(locale) },
      });
      const answer = result.data?.setCartLineDiscount;
      if (answer?.__typename === 'DiscountRefused') {
        setError(answer.message);
        return;
      }
      setError(null);
      setTyped(null);
      const cart = answer?.__typename === 'Cart' ? readCart(answer) : undefined;
      const line = cart?.lines.find((candidate) => candidate.code === code);
      setDone(
        line
          ? intl.formatMessage(m.discountApplied, {
              discounts: formatDiscountChain(intl, line.price.discounts),
            })
          : null,
      );
    } catch (failure) {
      const reason = CombinedGraphQLErrors.is(failure) ? failure.errors[0]?.message : undefined;
      setError(
        intl.formatMessage(m.discountFailed, {
          reason: reason ?? intl.formatMessage(commonMessages.theShopIsNotAnswering),
        }),
      );
    }
  };

  return (
    <Flex asChild gap="2" align="flex-end" wrap="wrap">
      <form onSubmit={(event) => void apply(event)} noValidate>
        <Field.Root invalid={error !== null} width="auto" maxW="full">
          <Field.Label htmlFor={id} fontSize="sm">
            {intl.formatMessage(m.discountLabel, {
              ceiling: ceiling === undefined ? '…' : intl.formatNumber(ceiling, { maximumFractionDigits: 2 }),
            })}
          </Field.Label>
          <Input
            id={id}
            size="sm"
            width="24"
            inputMode="decimal"
            autoComplete="off"
            value={shown}
            onChange={(event) => {
              setTyped(event.target.value);
              setError(null);
            }}
            data-testid="line-discount-input"
          />
          {error && <Field.ErrorText color="red.700">{error}</Field.ErrorText>}
        </Field.Root>
        <Button
          type="submit"
          size="sm"
          variant="outline"
          loading={loading}
          aria-label={intl.formatMessage(m.discountApplyFor, { name })}
        >
          {intl.formatMessage(commonMessages.apply)}
        </Button>
        <Text role="status" fontSize="sm" color="green.700" width="full">
          {done ?? ''}
        </Text>
      </form>
    </Flex>
  );
}
