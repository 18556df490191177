import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
import './app.css';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';

import { loadSiteAnalytics } from './analytics.ts';
import { AppRoutes } from './router.tsx';
import { SiteCommands } from './site-commands.tsx';
import { UpdatePrompt } from './update-prompt.tsx';

const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } },
});
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
