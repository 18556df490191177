import './app/zod-without-eval.ts';
import './app/error-reporting.ts';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { FIRST_SCREEN_WAIT_MS, preloadFirstScreen } from './app/preload-first-screen.ts';
import { queryClient } from './app/query-client.ts';

// The page shows the loading heart (index.html) until the first render. That render waits, a little, for the
// first screen's chunk and data, which were asked for together just now: the screen then paints whole in one
// commit instead of a loading screen first and the content after React's reveal delay. (Not a top-level await:
// the page chunks import the entry's modules, which must have finished evaluating.)
function render() {
  const root = document.getElementById('root');
  if (!root) return;
  const reactRoot = createRoot(root);
  startTransition(() => {
    reactRoot.render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
}

const firstScreen = preloadFirstScreen(window.location.hash, queryClient);
void Promise.race([firstScreen, new Promise((resolve) => setTimeout(resolve, FIRST_SCREEN_WAIT_MS))]).then(render);
