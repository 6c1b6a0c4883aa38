// The page of a storefront list in the address (?page=2; none on the first page).
import { useSearchParams } from 'react-router-dom';

/** The page (1 when missing or not a number) and a way to go to another. */
export function usePageParam(): [number, (page: number) => void] {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  return [page, (next) => setParams(next > 1 ? { page: String(next) } : {})];
}
