// The last question before an order goes: the translated ConfirmCreateOrder text and the total.
import { Text } from '@chakra-ui/react';
import { formatPrice } from '@shop/ui';
import { useIntl } from 'react-intl';
import { QuestionDialog, type QuestionDialogProps } from '../../../../app/storefront-ui/QuestionDialog';
import { checkoutMessages as m } from './messages';

interface ConfirmOrderDialogProps extends Pick<QuestionDialogProps, 'open' | 'onConfirm' | 'onCancel'> {
  total: number | null;
  decimals: number;
  placing: boolean;
}

export function ConfirmOrderDialog({ total, decimals, placing, ...question }: ConfirmOrderDialogProps) {
  const intl = useIntl();
  return (
    <QuestionDialog
      {...question}
      title={intl.formatMessage(m.confirmTitle)}
      testId="confirm-order"
      cancelLabel={intl.formatMessage(m.cancel)}
      confirmLabel={intl.formatMessage(m.confirm)}
      confirmPalette="primary"
      busy={placing}
    >
      <Text>{intl.formatMessage(m.confirmCreateOrder)}</Text>
      {total !== null && (
        <Text mt="2" fontWeight="bold">
          {intl.formatMessage(m.confirmTotal, { total: formatPrice(total, decimals) })}
        </Text>
      )}
    </QuestionDialog>
  );
}
