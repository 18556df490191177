import { useEffect, useState } from 'react';
import { serverNow } from '../api/server-clock.ts';

/**
 * The server's current time as this device estimates it (serverNow), renewed every `intervalMs`, so time-based
 * texts move on: an order's status window and delay (the cards' 5 s tick), "open until", "waiting for the draw".
 */
export function useNow(intervalMs: number): Date {
  const [now, setNow] = useState(serverNow);
  useEffect(() => {
    const timer = setInterval(() => setNow(serverNow()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}
