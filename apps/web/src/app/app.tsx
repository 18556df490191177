import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/global.css';
import '../ui/tokens.css';
import './app.css';
import { QueryClientProvider } from '@tanstack/react-query';

import { loadSiteAnalytics } from '../ui/analytics.ts';
import { queryClient } from './query-client.ts';
import { AppRoutes } from './router.tsx';
import { SiteCommands } from './site-commands.tsx';
import { lazy, Suspense, useEffect } from 'react';
import { revalidateSiteMetadata } from '../api/get-site-metadata.ts';
import { afterFirstScreen } from './after-first-screen.ts';
import { markFirstScreenShown } from '../ui/first-screen-shown.ts';
import { linkManifest } from './manifest-link.ts';
import { useAfterPageLoad } from '../ui/use-after-page-load.ts';

// The new-version prompt registers the service worker: its code (workbox-window) loads once the page has loaded,
// not beside the first screen.
const UpdatePrompt = lazy(() => import('./update-prompt.tsx').then((m) => ({ default: m.UpdatePrompt })));

loadSiteAnalytics(queryClient);

export function App() {
  // What the first screen does not need is asked for once it shows: the seeded metadata's confirmation, the
  // site's manifest and the small pictures beside a screen's text (useFirstScreenShown).
  useEffect(
    () =>
      afterFirstScreen(() => {
        void revalidateSiteMetadata(queryClient);
        linkManifest();
        markFirstScreenShown();
      }),
    [],
  );
  return (
    <QueryClientProvider client={queryClient}>
      <AppRoutes />
      <UpdatePromptAfterLoad />
      <SiteCommands />
    </QueryClientProvider>
  );
}

/**
 * The update prompt once the page has settled. Its own component: the moment the page settles re-renders only
 * this, not the screen (a whole screen's render is a long task on a cheap phone).
 */
function UpdatePromptAfterLoad() {
  const isPageLoaded = useAfterPageLoad();
  if (!isPageLoaded) return null;
  return (
    <Suspense fallback={null}>
      <UpdatePrompt />
    </Suspense>
  );
}
