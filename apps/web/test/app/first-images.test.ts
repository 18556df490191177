import { afterEach, describe, expect, it, vi } from 'vitest';
import { LEAD_IMAGES_WAIT_MS, leadImagesShown, preloadImages } from '../../src/app/first-images.ts';

const preloads = () => Array.from(document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]'));

/** Whether the promise has settled, after the microtasks and timers now due have run. */
async function isSettled(promise: Promise<unknown>): Promise<boolean> {
  let settled = false;
  void promise.then(() => {
    settled = true;
  });
  await vi.advanceTimersByTimeAsync(0);
  return settled;
}

describe('the lead pictures of a first screen', () => {
  afterEach(() => {
    vi.useRealTimers();
    for (const link of preloads()) link.remove();
  });

  it('are asked for first, the first at high priority, and count as shown once they have all arrived', async () => {
    vi.useFakeTimers();
    preloadImages(['/img/a/platos/1.webp', null, '/img/a/platos/2.webp']);
    const links = preloads();
    expect(links.map((link) => [link.getAttribute('href'), link.fetchPriority])).toEqual([
      ['/img/a/platos/1.webp', 'high'],
      ['/img/a/platos/2.webp', 'low'],
    ]);
    const shown = leadImagesShown();
    expect(await isSettled(shown)).toBe(false);

    links[0]?.dispatchEvent(new Event('load'));
    expect(await isSettled(shown)).toBe(false);
    // A picture that fails does not hold the rest: it counts as arrived.
    links[1]?.dispatchEvent(new Event('error'));
    expect(await isSettled(shown)).toBe(true);
  });

  it('hold what waits for the first screen no longer than their longest wait', async () => {
    vi.useFakeTimers();
    preloadImages(['/img/a/platos/lento.webp']);
    const shown = leadImagesShown();
    await vi.advanceTimersByTimeAsync(LEAD_IMAGES_WAIT_MS - 1);
    expect(await isSettled(shown)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await isSettled(shown)).toBe(true);
  });

  it('hold nothing when there were none to ask for', async () => {
    vi.useFakeTimers();
    preloadImages(['/img/a/platos/ya.webp']);
    preloads()[0]?.dispatchEvent(new Event('load'));
    await vi.advanceTimersByTimeAsync(0);
    preloadImages([null, undefined]);
    expect(await isSettled(leadImagesShown())).toBe(true);
  });
});
