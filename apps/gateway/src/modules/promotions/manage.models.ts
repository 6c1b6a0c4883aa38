// What the promotion management resolvers receive: the REST contract's list row and record.
import type { PromotionRecord, PromotionsListItem } from '@shop/contract';

export type ManagedPromotionSummaryModel = PromotionsListItem;
export type ManagedPromotionModel = PromotionRecord;
