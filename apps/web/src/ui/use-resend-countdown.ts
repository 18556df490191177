import { useCallback, useEffect, useState } from 'react';

/** Spec: the resend countdown ticks once per second (the account form's code, the staff password reset's). */
export const RESEND_TICK_MS = 1_000;

/** Seconds left before another code may be asked for; start() (re)starts it from the server's value. */
export function useResendCountdown() {
  const [seconds, setSeconds] = useState(0);
  const isRunning = seconds > 0;
  useEffect(() => {
    if (!isRunning) return;
    const timer = setInterval(() => setSeconds((s) => Math.max(s - 1, 0)), RESEND_TICK_MS);
    return () => clearInterval(timer);
  }, [isRunning]);
  const start = useCallback((from: number) => setSeconds(Math.max(Math.ceil(from), 0)), []);
  return { seconds, start };
}
