import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
import './app.css';
import { QueryClientProvider } from '@tanstack/react-query';

import { loadSiteAnalytics } from './analytics.ts';
import { queryClient } from './query-client.ts';
import { AppRoutes } from './router.tsx';
import { SiteCommands } from './site-commands.tsx';
import { UpdatePrompt } from './update-prompt.tsx';

loadSiteAnalytics(queryClient);

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <AppRoutes />
      <UpdatePrompt />
      <SiteCommands />
    </QueryClientProvider>
  );
}
