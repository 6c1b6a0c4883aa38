// The success envelope every route answers with (failures are built by the error mapper).
import type { Success } from '@shop/contract';

export function ok<T>(data: T): Success<T> {
  return { success: true, data };
}
