import type { Fair, Language, PolicyCategory, PolicyItem } from '@shop/contract';

/** What `PolicyText` resolvers receive: the document's REST category and its items. */
export interface PolicyTextModel {
  category: PolicyCategory;
  /** The version in force (0 when none is published). */
  version: number;
  items: PolicyItem[];
}

/** What `PolicyItem` resolvers receive: a REST policy item. */
export type PolicyItemModel = PolicyItem;

/**
 * What `UserFair` resolvers receive: a fair of the current user as user/current lists it, and the
 * language its details (place, dates from user/fiere) are asked in.
 */
export type UserFairModel = Pick<Fair, 'codice' | 'descrizione'> & { language: Language };
