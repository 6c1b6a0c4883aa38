// What the order page announces after a change failed: a stale version (someone else changed the
// order: it is loaded again), the shop's refusal, or no answer.
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import type { IntlShape } from 'react-intl';
import { actionMessages as m } from './action-messages';
import type { OrderRecord_AllFragment } from '../../../gql/graphql';
import { isConflict, type OrderKey } from './useOrderMutations';

export interface Outcome {
  status: 'success' | 'warning' | 'error';
  text: string;
}

/** What the order's record gives each part that changes the order (its actions, its documents). */
export interface OrderChangeProps {
  order: OrderRecord_AllFragment;
  orderKey: OrderKey;
  /** Where the part says how a change went (null: clear what was said). */
  onOutcome: (outcome: Outcome | null) => void;
  /** Loads the order again (after a stale version). */
  reload: () => Promise<void>;
}

export function outcomeOfError(intl: IntlShape, error: unknown): Outcome {
  if (isConflict(error)) return { status: 'warning', text: intl.formatMessage(m.conflict) };
  if (CombinedGraphQLErrors.is(error))
    return {
      status: 'error',
      text: intl.formatMessage(m.refused, { reason: error.errors[0]?.message ?? '' }),
    };
  return { status: 'error', text: intl.formatMessage(m.unreachable) };
}
