import type { CategoryNode } from '@shop/contract';

/** What `Category` resolvers receive: a REST tree node and its depth (1 = top). */
export interface CategoryModel {
  node: CategoryNode;
  level: number;
}
