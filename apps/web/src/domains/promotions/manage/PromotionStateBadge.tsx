// A promotion's state today as a badge (in force, scheduled, over, deactivated).
import type { ManagedPromotionState } from '../../../gql/graphql';
import { publishingStates } from '../../../app/manage/publishing/PublishingStateBadge';
import { stateMessages } from './messages';

const promotionStates = publishingStates<ManagedPromotionState>(
  { IN_FORCE: 'showing', SCHEDULED: 'scheduled', OVER: 'over', DEACTIVATED: 'off' },
  stateMessages,
  'promotion-state',
);
export const PROMOTION_STATES = promotionStates.states;
export const PromotionStateBadge = promotionStates.StateBadge;
