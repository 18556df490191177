import { leadImagesShown } from './first-images.ts';

/**
 * Runs `task` once the first screen is on the glass, for work it does not need: nothing that work starts (a call, a
 * link the browser fetches) then comes before the screen, on a phone's few connections. Returns a cancel.
 *
 * The first screen is on the glass when the browser has reported its first contentful paint (the paint's time is
 * the frame's presentation), no loading screen is left on the page (a screen that shows one first, as the booking
 * form does for 50 ms, has not shown its content yet), its lead pictures are painted (a menu's first dishes:
 * leadImagesShown), and the frame after that has been produced (two animation frames on). A page that never gets
 * there runs it after FIRST_SCREEN_MAX_WAIT_MS anyway.
 */
export function afterFirstScreen(task: () => void): () => void {
  let finished = false;
  const cleanups: Array<() => void> = [];
  const stop = () => {
    for (const cleanup of cleanups.splice(0)) cleanup();
  };
  const finish = () => {
    if (finished) return;
    finished = true;
    stop();
    setTimeout(task, 0);
  };
  const fallback = setTimeout(finish, FIRST_SCREEN_MAX_WAIT_MS);
  cleanups.push(() => clearTimeout(fallback));
  whenPainted(cleanups, () =>
    whenNoLoadingScreen(cleanups, () => {
      void leadImagesShown().then(() => {
        if (!finished) afterTwoFrames(cleanups, finish);
      });
    }),
  );
  return () => {
    finished = true;
    stop();
  };
}

/** The longest wait for the first screen (a screen that never paints content, or stays loading offline). */
const FIRST_SCREEN_MAX_WAIT_MS = 5_000;
const FIRST_CONTENTFUL_PAINT = 'first-contentful-paint';
/** The class of every loading screen: the page's own (index.html) and the app's (loading-screen.tsx). */
const LOADING_SCREEN = '.loading-screen';

function whenPainted(cleanups: Array<() => void>, next: () => void): void {
  const supported =
    typeof PerformanceObserver !== 'undefined' && PerformanceObserver.supportedEntryTypes?.includes('paint');
  if (!supported || performance.getEntriesByName(FIRST_CONTENTFUL_PAINT).length > 0) {
    next();
    return;
  }
  const observer = new PerformanceObserver((list) => {
    if (!list.getEntriesByName(FIRST_CONTENTFUL_PAINT).length) return;
    observer.disconnect();
    next();
  });
  observer.observe({ type: 'paint' });
  cleanups.push(() => observer.disconnect());
}

function whenNoLoadingScreen(cleanups: Array<() => void>, next: () => void): void {
  if (!document.querySelector(LOADING_SCREEN)) {
    next();
    return;
  }
  const observer = new MutationObserver(() => {
    if (document.querySelector(LOADING_SCREEN)) return;
    observer.disconnect();
    next();
  });
  observer.observe(document.body, { childList: true, subtree: true });
  cleanups.push(() => observer.disconnect());
}

function afterTwoFrames(cleanups: Array<() => void>, next: () => void): void {
  let frame = requestAnimationFrame(() => {
    frame = requestAnimationFrame(next);
  });
  cleanups.push(() => cancelAnimationFrame(frame));
}
