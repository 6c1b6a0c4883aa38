// The last question before an order goes: the translated ConfirmCreateOrder text and the total.
import { Button, Dialog, Portal, Text } from '@chakra-ui/react';
import { formatPrice } from '@shop/ui';
import { useIntl } from 'react-intl';
import { checkoutMessages as m } from './messages';

interface ConfirmOrderDialogProps {
  open: boolean;
  total: number | null;
  decimals: number;
  placing: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

export function ConfirmOrderDialog({
  open,
  total,
  decimals,
  placing,
  onConfirm,
  onCancel,
}: ConfirmOrderDialogProps) {
  const intl = useIntl();
  return (
    <Dialog.Root
      open={open}
      role="alertdialog"
      placement="center"
      onOpenChange={(details) => {
        if (!details.open && !placing) onCancel();
      }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="3" maxW="440px" data-testid="confirm-order">
            <Dialog.Header>
              <Dialog.Title>{intl.formatMessage(m.confirmTitle)}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text>{intl.formatMessage(m.confirmCreateOrder)}</Text>
              {total !== null && (
                <Text mt="2" fontWeight="bold">
                  {intl.formatMessage(m.confirmTotal, { total: formatPrice(total, decimals) })}
                </Text>
              )}
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onCancel} disabled={placing}>
                {intl.formatMessage(m.cancel)}
              </Button>
              <Button colorPalette="primary" loading={placing} onClick={onConfirm}>
                {intl.formatMessage(m.confirm)}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
