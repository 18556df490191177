import { useEffect, useState } from 'react';

/**
 * The value, once it has stayed the same for `waitMs`. The customer's listing uses this instead of Mantine's hook:
 * importing @mantine/hooks from a landing screen put every hook the rest of the app uses into the landing chunk.
 */
export function useDebouncedValue<T>(value: T, waitMs: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), waitMs);
    return () => clearTimeout(timer);
  }, [value, waitMs]);
  return debounced;
}
