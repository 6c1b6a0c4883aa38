// Which products have a cart change on its way: a second press for the same product while the
// first is in flight is ignored, so a double click never adds twice.
import { useCallback, useMemo, useRef, useState } from 'react';

export function usePendingCodes() {
  const pending = useRef(new Set<string>());
  const [, setVersion] = useState(0);
  const start = useCallback((code: string) => {
    if (pending.current.has(code)) return false;
    pending.current.add(code);
    setVersion((v) => v + 1);
    return true;
  }, []);
  const finish = useCallback((code: string) => {
    pending.current.delete(code);
    setVersion((v) => v + 1);
  }, []);
  const isPending = useCallback((code: string) => pending.current.has(code), []);
  return useMemo(() => ({ start, finish, isPending }), [start, finish, isPending]);
}
