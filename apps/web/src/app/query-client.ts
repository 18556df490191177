import { QueryClient } from '@tanstack/react-query';

/** The app's one query cache: the provider serves it to screens, the first-screen preload fills it early. */
export const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } },
});
