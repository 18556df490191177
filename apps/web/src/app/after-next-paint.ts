/**
 * Runs `task` once the browser has shown its next frame, for work the first screen does not need: nothing it
 * starts (a call, a chunk) then comes before the screen is on the glass.
 *
 * On a page that has not painted yet, that is when the browser reports the first contentful paint (its time is
 * the frame's presentation, which comes after the frame's animation-frame callbacks and the tasks they queue).
 * Otherwise, two animation frames on: the second frame's callbacks run once the first frame has been produced.
 * A page that never paints content (FCP) runs it after FIRST_PAINT_WAIT_MS anyway. Returns a cancel.
 */
export function afterNextPaint(task: () => void): () => void {
  let cancelled = false;
  let frame = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let observer: PerformanceObserver | undefined;
  let fallback: ReturnType<typeof setTimeout> | undefined;
  const run = () => {
    if (cancelled || timer !== undefined) return;
    observer?.disconnect();
    clearTimeout(fallback);
    timer = setTimeout(task, 0);
  };
  if (hasPainted()) {
    frame = requestAnimationFrame(() => {
      frame = requestAnimationFrame(run);
    });
  } else {
    observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName(FIRST_CONTENTFUL_PAINT).length) run();
    });
    observer.observe({ type: 'paint' });
    fallback = setTimeout(run, FIRST_PAINT_WAIT_MS);
  }
  return () => {
    cancelled = true;
    observer?.disconnect();
    cancelAnimationFrame(frame);
    clearTimeout(timer);
    clearTimeout(fallback);
  };
}

const FIRST_CONTENTFUL_PAINT = 'first-contentful-paint';
/** The longest wait for a first contentful paint (a screen with no text or picture never reports one). */
const FIRST_PAINT_WAIT_MS = 3_000;

function hasPainted(): boolean {
  const supported =
    typeof PerformanceObserver !== 'undefined' && PerformanceObserver.supportedEntryTypes?.includes('paint');
  return !supported || performance.getEntriesByName(FIRST_CONTENTFUL_PAINT).length > 0;
}
