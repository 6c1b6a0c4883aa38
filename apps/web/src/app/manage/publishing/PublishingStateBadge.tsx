// A banner's or a promotion's states today: each looks like showing (green), scheduled (blue), over
// (grey) or switched off (grey outline) and is named in the record's own words. publishingStates
// gives the states in the filter's order and the badge that shows one.
import { Badge } from '@chakra-ui/react';
import { useIntl, type MessageDescriptor } from 'react-intl';

export type PublishingLook = 'showing' | 'scheduled' | 'over' | 'off';

const LOOK: Record<PublishingLook, { palette: string; variant: 'subtle' | 'outline' }> = {
  showing: { palette: 'green', variant: 'subtle' },
  scheduled: { palette: 'blue', variant: 'subtle' },
  over: { palette: 'gray', variant: 'subtle' },
  off: { palette: 'gray', variant: 'outline' },
};

/**
 * The record's states (`looks`' keys, in their order) and the badge of one.
 * @param testId the badge's test id ("banner-state")
 */
export function publishingStates<State extends string>(
  looks: Record<State, PublishingLook>,
  messages: Record<State, MessageDescriptor>,
  testId: string,
) {
  function StateBadge({ state, size }: { state: State; size?: 'sm' | 'lg' }) {
    const intl = useIntl();
    const { palette, variant } = LOOK[looks[state]];
    return (
      <Badge colorPalette={palette} variant={variant} size={size} data-testid={testId}>
        {intl.formatMessage(messages[state])}
      </Badge>
    );
  }
  return { states: Object.keys(looks) as State[], StateBadge };
}
