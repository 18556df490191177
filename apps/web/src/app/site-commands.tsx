import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';

/** Spec: the app asks for its site state 2 s after it starts, once the first screen had its turn. */
export const SITE_STATE_DELAY_MS = 2_000;

/**
 * Asks once for the site state, SITE_STATE_DELAY_MS after start, and runs the commands. The code that runs them
 * loads only then, so it costs the first screen nothing.
 */
export function SiteCommands() {
  const queryClient = useQueryClient();
  useEffect(() => {
    const timer = setTimeout(() => {
      import('./run-site-commands.ts')
        .then(({ runSiteCommands }) => runSiteCommands(queryClient))
        .catch((err: unknown) => console.warn('getStateSite falló', err));
    }, SITE_STATE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [queryClient]);
  return null;
}
