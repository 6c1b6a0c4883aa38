// Reorder answers the whole Cart:current, which Apollo writes over the one cart entry, so the header
// count and the dropdown change at once. No optimistic answer: which lines go back (today's prices,
// stock, products no longer sold) only the shop knows.
import { useMutation } from '@apollo/client/react';
import { ReorderMutation } from './order-documents';

export function useReorderMutation() {
  return useMutation(ReorderMutation);
}
