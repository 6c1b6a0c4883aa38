// A value as it was `delay` ms after its last change: what a search or a lookup asks for while the
// user types (the search box's suggestions, the client picker's term).
import { useEffect, useState } from 'react';

/** The value once it has stayed the same for `delay` ms (each change restarts the wait). */
export function useDebouncedValue<T>(value: T, delay: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return debounced;
}
