import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterFirstScreen } from '../../src/app/after-first-screen.ts';
import { preloadImages } from '../../src/app/first-images.ts';

/** Two animation frames and the task queued after them (happy-dom runs frames on timers). */
const settle = () => new Promise((resolve) => setTimeout(resolve, 200));

describe('afterFirstScreen', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('waits while a loading screen is on the page, and runs once it has gone', async () => {
    document.body.innerHTML = '<div id="root"><main class="loading-screen" aria-busy="true"></main></div>';
    const task = vi.fn();
    afterFirstScreen(task);
    await settle();
    expect(task).not.toHaveBeenCalled();

    document.getElementById('root')!.innerHTML = '<main><h1>La Farola</h1></main>';
    await settle();
    expect(task).toHaveBeenCalledTimes(1);
    document.getElementById('root')!.innerHTML = '<main class="loading-screen"></main>';
    document.getElementById('root')!.innerHTML = '<main></main>';
    await settle();
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('runs after the next frames when the screen is already there', async () => {
    document.body.innerHTML = '<main><h1>Tandil Come</h1></main>';
    const task = vi.fn();
    afterFirstScreen(task);
    expect(task).not.toHaveBeenCalled();
    await settle();
    expect(task).toHaveBeenCalledTimes(1);
  });

  it("waits for the screen's lead pictures too (they are part of it)", async () => {
    document.body.innerHTML = '<main><h1>La Farola</h1></main>';
    preloadImages(['/img/la-farola/platos/provoleta.webp']);
    const lead = document.head.querySelector('link[rel="preload"][as="image"]');
    const task = vi.fn();
    afterFirstScreen(task);
    await settle();
    expect(task).not.toHaveBeenCalled();
    lead?.dispatchEvent(new Event('load'));
    await settle();
    expect(task).toHaveBeenCalledTimes(1);
    lead?.remove();
  });

  it('does nothing once cancelled', async () => {
    document.body.innerHTML = '<main class="loading-screen"></main>';
    const task = vi.fn();
    const cancel = afterFirstScreen(task);
    cancel();
    document.body.innerHTML = '<main></main>';
    await settle();
    expect(task).not.toHaveBeenCalled();
  });

  it('runs anyway when the screen stays loading (offline, say), after its longest wait', async () => {
    vi.useFakeTimers();
    try {
      document.body.innerHTML = '<main class="loading-screen"></main>';
      const task = vi.fn();
      afterFirstScreen(task);
      await vi.advanceTimersByTimeAsync(4_900);
      expect(task).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(200);
      expect(task).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });
});
