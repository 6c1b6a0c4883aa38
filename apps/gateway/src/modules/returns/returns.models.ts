// What the return resolvers receive: the contract's shapes (a return of the grid has no lines, photos
// or thread), a credit note with its return's id (for its PDF address).
import type {
  ReturnDetail,
  ReturnSummary,
  ReturnableLine,
  ReturnsListData,
  ReturnsReturnableData,
} from '@shop/contract';
import type { ExpectedFailureModel } from '../../kernel/errors/expected-failure';

export type ReturnModel = ReturnSummary | ReturnDetail;
export type ReturnPageModel = ReturnsListData;
export type ReturnLineModel = ReturnDetail['linee'][number];
export type ReturnPhotoModel = ReturnDetail['foto'][number];
export type ReturnMessageModel = ReturnDetail['thread'][number];
export type ReturnStatusChangeModel = ReturnDetail['stati'][number];
export type ReturnableLineModel = ReturnableLine;
export type ReturnableLinePageModel = ReturnsReturnableData;

/** requestReturn's failure (and /uploads/return's `result`): a line asks more than is left. */
export type ReturnQuantityExceededModel = ExpectedFailureModel<
  'ReturnQuantityExceeded',
  'RETURN_QUANTITY_EXCEEDED',
  { field: string; deliveryNote: string; line: number; requested: number; returnable: number }
>;
