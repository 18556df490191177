/**
 * Asks for the pictures a first screen shows at the top (its largest element, usually) as soon as its data is
 * here, before the screen renders: they then arrive while React builds the page instead of after it. The first is
 * the screen's lead picture (high priority); the others wait behind it (low, which the browser keeps even once
 * it finds them on screen).
 */
export function preloadImages(urls: ReadonlyArray<string | null | undefined>): void {
  const arrivals: Array<Promise<void>> = [];
  for (const [index, url] of urls.entries()) {
    if (!url) continue;
    const link = document.createElement('link');
    link.rel = 'preload';
    link.as = 'image';
    link.href = url;
    link.fetchPriority = index === 0 ? 'high' : 'low';
    arrivals.push(
      new Promise((resolve) => {
        link.onload = () => resolve();
        link.onerror = () => resolve();
      }),
    );
    document.head.appendChild(link);
  }
  if (arrivals.length > 0) {
    const painted = Promise.all(arrivals).then(() => leadImagePainted(urls));
    leadImages = Promise.race([painted, new Promise<void>((resolve) => setTimeout(resolve, LEAD_IMAGES_WAIT_MS))]);
  }
}

/** The longest a first screen's lead pictures hold back what waits for the first screen. */
export const LEAD_IMAGES_WAIT_MS = 3_000;

let leadImages: Promise<void> = Promise.resolve();

/**
 * Resolves once the lead pictures preloadImages asked for have arrived (or failed) and one of them has been
 * painted, or LEAD_IMAGES_WAIT_MS after they were asked for; at once when there were none. They are part of the
 * first screen: afterFirstScreen waits for them, so that nothing waiting for the screen (a menu's other dish
 * pictures among it) shares a phone's connection with them.
 */
export function leadImagesShown(): Promise<void> {
  return leadImages;
}

/**
 * Resolves once the browser reports one of `urls` as the page's largest paint (the picture is on the glass, not only
 * downloaded), or LEAD_IMAGE_PAINT_WAIT_MS after being asked (a screen whose largest element is text).
 */
function leadImagePainted(urls: ReadonlyArray<string | null | undefined>): Promise<void> {
  const supported =
    typeof PerformanceObserver !== 'undefined' &&
    PerformanceObserver.supportedEntryTypes?.includes('largest-contentful-paint');
  if (!supported) return Promise.resolve();
  const wanted = new Set(urls.filter(Boolean).map((url) => new URL(url as string, document.baseURI).href));
  return new Promise((resolve) => {
    const done = () => {
      observer.disconnect();
      clearTimeout(timer);
      resolve();
    };
    const observer = new PerformanceObserver((list) => {
      if (list.getEntries().some((entry) => wanted.has((entry as PerformanceEntry & { url?: string }).url ?? '')))
        done();
    });
    observer.observe({ type: 'largest-contentful-paint', buffered: true });
    const timer = setTimeout(done, LEAD_IMAGE_PAINT_WAIT_MS);
  });
}

/** How long, once the lead pictures are here, the rest waits for one of them to be painted. */
const LEAD_IMAGE_PAINT_WAIT_MS = 300;
