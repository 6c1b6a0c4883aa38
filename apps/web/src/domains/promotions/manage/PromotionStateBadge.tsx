// A promotion's state today as a badge (in force, scheduled, over, deactivated).
import { Badge } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import type { ManagedPromotionState } from '../../../gql/graphql';
import { stateMessages } from './messages';

export const PROMOTION_STATES = [
  'IN_FORCE',
  'SCHEDULED',
  'OVER',
  'DEACTIVATED',
] as const satisfies readonly ManagedPromotionState[];

const LOOK: Record<ManagedPromotionState, { palette: string; variant: 'subtle' | 'outline' }> = {
  IN_FORCE: { palette: 'green', variant: 'subtle' },
  SCHEDULED: { palette: 'blue', variant: 'subtle' },
  OVER: { palette: 'gray', variant: 'subtle' },
  DEACTIVATED: { palette: 'gray', variant: 'outline' },
};

export function PromotionStateBadge({ state, size }: { state: ManagedPromotionState; size?: 'sm' | 'lg' }) {
  const intl = useIntl();
  const look = LOOK[state];
  return (
    <Badge colorPalette={look.palette} variant={look.variant} size={size} data-testid="promotion-state">
      {intl.formatMessage(stateMessages[state])}
    </Badge>
  );
}
