// The reserved area's native <select>: the shop's (storefront-ui), with the reserved area's chevron
// (round ends) and a disabled look (dimmed, no pointer).
import type { HTMLChakraProps } from '@chakra-ui/react';
import { NativeSelect as ShopNativeSelect } from '../../storefront-ui/NativeSelect';

const CHEVRON =
  "url(\"data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24' fill='none' stroke='%23555' stroke-width='2' stroke-linecap='round' stroke-linejoin='round'%3E%3Cpath d='M6 9l6 6 6-6'/%3E%3C/svg%3E\")";

export function NativeSelect(props: HTMLChakraProps<'select'>) {
  return (
    <ShopNativeSelect
      backgroundImage={CHEVRON}
      _disabled={{ opacity: 0.6, cursor: 'not-allowed' }}
      {...props}
    />
  );
}
