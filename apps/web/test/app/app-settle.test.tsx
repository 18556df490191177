import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { App } from '../../src/app/app.tsx';
import { useTestRoot } from '../helpers/test-root.tsx';

// The screen (the routes) and what the app loads later stand in for themselves: the test counts the screen's renders.
const screenRenders = vi.hoisted(() => ({ count: 0 }));
vi.mock('../../src/app/router.tsx', () => ({
  AppRoutes: () => {
    screenRenders.count++;
    return <main>La Farola</main>;
  },
}));
vi.mock('../../src/app/update-prompt.tsx', () => ({ UpdatePrompt: () => <p>aviso de versión</p> }));
vi.mock('../../src/app/site-commands.tsx', () => ({ SiteCommands: () => null }));
vi.mock('../../src/ui/analytics.ts', () => ({ loadSiteAnalytics: () => {} }));
vi.mock('../../src/app/after-first-screen.ts', () => ({ afterFirstScreen: () => () => {} }));

describe('App', () => {
  const root = useTestRoot();

  beforeEach(() => {
    vi.useFakeTimers();
    screenRenders.count = 0;
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows the update prompt once the page has settled, without rendering the screen again', async () => {
    await root.render(<App />);
    expect(root.container.textContent).toContain('La Farola');
    const rendersBefore = screenRenders.count;
    expect(rendersBefore).toBeGreaterThan(0);
    await act(async () => {
      window.dispatchEvent(new Event('load'));
      await vi.advanceTimersByTimeAsync(1_000);
    });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(50);
    });
    expect(root.container.textContent).toContain('aviso de versión');
    expect(screenRenders.count).toBe(rendersBefore);
  });
});
