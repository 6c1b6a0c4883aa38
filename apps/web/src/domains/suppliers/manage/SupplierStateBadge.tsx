// A supplier's state as a badge: active, or deactivated.
import { Badge } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { manageCommonMessages } from '../../../app/manage/common-messages';

export function SupplierStateBadge({ active, size }: { active: boolean; size?: 'lg' }) {
  const intl = useIntl();
  return (
    <Badge colorPalette={active ? 'green' : 'gray'} variant={active ? 'subtle' : 'outline'} size={size}>
      {intl.formatMessage(active ? manageCommonMessages.active : manageCommonMessages.deactivated)}
    </Badge>
  );
}
