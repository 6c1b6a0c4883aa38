// The button that takes one line out of an editable list of lines (an order's, a quote's, a
// promotion's products): a ghost icon button named by what it removes ("Rimuovi riga 2"). `trash`: a
// red bin (orders, quotes); `cross`: a small ×.
import { IconButton, type IconButtonProps } from '@chakra-ui/react';
import { TrashIcon } from '@shop/ui';

export function RemoveLineButton({
  label,
  onRemove,
  look = 'trash',
  ...rest
}: {
  /** The accessible name: which line goes. */
  label: string;
  onRemove: () => void;
  look?: 'trash' | 'cross';
} & Omit<IconButtonProps, 'aria-label' | 'onClick' | 'children'>) {
  return (
    <IconButton
      variant="ghost"
      {...(look === 'trash' ? { colorPalette: 'red' } : { size: 'sm' })}
      {...rest}
      aria-label={label}
      onClick={onRemove}
    >
      {look === 'trash' ? <TrashIcon /> : <span aria-hidden="true">×</span>}
    </IconButton>
  );
}
