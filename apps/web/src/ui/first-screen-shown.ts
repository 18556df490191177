import { useSyncExternalStore } from 'react';

let shown = false;
const listeners = new Set<() => void>();

/** Called once the first screen is on the glass (app.tsx, by afterFirstScreen). */
export function markFirstScreenShown(): void {
  if (shown) return;
  shown = true;
  for (const notify of listeners) notify();
}

const subscribe = (notify: () => void) => {
  listeners.add(notify);
  return () => listeners.delete(notify);
};
const isShown = () => shown;

/**
 * False until the first screen of the visit is on the glass, then true for good: for pictures a first screen shows
 * beyond its lead ones (an event's photo beside its title, a menu's later dishes), which then ask for nothing while
 * the screen's scripts, data and lead pictures are still on their way. Screens opened later find it true.
 */
export function useFirstScreenShown(): boolean {
  return useSyncExternalStore(subscribe, isShown, isShown);
}
