// What the currentorder resolvers receive from the REST contract.
import type {
  CurrentOrderClient,
  CurrentOrderState,
  CurrentOrderTakeoverData,
  Language,
} from '@shop/contract';

export type CurrentOrderModel = CurrentOrderState;
export type OrderingClientModel = CurrentOrderClient;
/** The takeover's answer and the language its cart is read in (only when asked for). */
export type ClientCartTakeoverModel = CurrentOrderTakeoverData & { language: Language | undefined };
