import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  haveLeadImagesArrived,
  LEAD_IMAGES_WAIT_MS,
  preloadImages,
  subscribeLeadImages,
} from '../../src/app/first-images.ts';

const preloads = () => Array.from(document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]'));

describe('the lead pictures of a first screen', () => {
  afterEach(() => {
    vi.useRealTimers();
    for (const link of preloads()) link.remove();
  });

  it('are asked for first, the first at high priority; the others below them wait until they have all arrived', async () => {
    vi.useFakeTimers();
    const notify = vi.fn();
    const unsubscribe = subscribeLeadImages(notify);
    preloadImages(['/img/a/platos/1.webp', null, '/img/a/platos/2.webp']);
    const links = preloads();
    expect(links.map((link) => [link.getAttribute('href'), link.fetchPriority])).toEqual([
      ['/img/a/platos/1.webp', 'high'],
      ['/img/a/platos/2.webp', 'low'],
    ]);
    expect(haveLeadImagesArrived()).toBe(false);

    links[0]?.dispatchEvent(new Event('load'));
    await vi.advanceTimersByTimeAsync(0);
    expect(haveLeadImagesArrived()).toBe(false);
    // A picture that fails frees the others too: they are not held for it.
    links[1]?.dispatchEvent(new Event('error'));
    await vi.advanceTimersByTimeAsync(0);
    expect(haveLeadImagesArrived()).toBe(true);
    expect(notify).toHaveBeenCalledTimes(1);
    unsubscribe();
  });

  it('hold the others no longer than their longest wait', async () => {
    vi.useFakeTimers();
    preloadImages(['/img/a/platos/lento.webp']);
    expect(haveLeadImagesArrived()).toBe(false);
    await vi.advanceTimersByTimeAsync(LEAD_IMAGES_WAIT_MS - 1);
    expect(haveLeadImagesArrived()).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(haveLeadImagesArrived()).toBe(true);
  });

  it('hold nothing when there were none to ask for', () => {
    preloadImages([null, undefined]);
    expect(haveLeadImagesArrived()).toBe(true);
  });
});
