import { useEffect, useState } from 'react';

/** The current time in ms, renewed every `intervalMs`, so "open until" and "waiting for the draw" move on. */
export function useNow(intervalMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}
