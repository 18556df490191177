import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { getStateSite } from '../../src/api/get-state-site.ts';
import { SiteCommands } from '../../src/app/site-commands.tsx';

vi.mock('../../src/api/get-state-site.ts', () => ({ getStateSite: vi.fn() }));

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean;
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true;

let container: HTMLElement;
let root: Root;
let alert: ReturnType<typeof vi.fn>;

beforeEach(() => {
  vi.useFakeTimers();
  alert = vi.fn();
  vi.stubGlobal('alert', alert);
  vi.mocked(getStateSite).mockResolvedValue({ commands: [{ command: 'MSJ', args: ['Bienvenido'] }] });
  container = document.createElement('div');
  document.body.appendChild(container);
  root = createRoot(container);
});

afterEach(() => {
  act(() => root.unmount());
  container.remove();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.mocked(getStateSite).mockReset();
});

const render = () =>
  act(async () =>
    root.render(
      <QueryClientProvider client={new QueryClient()}>
        <SiteCommands />
      </QueryClientProvider>,
    ),
  );

it('asks for the site state 2 s after start, once, and runs its commands', async () => {
  await render();
  await act(async () => vi.advanceTimersByTime(1_999));
  expect(getStateSite).not.toHaveBeenCalled();
  await act(async () => vi.advanceTimersByTime(1));
  await vi.waitFor(() => expect(alert).toHaveBeenCalledWith('Bienvenido'));
  await act(async () => vi.advanceTimersByTime(10_000));
  expect(getStateSite).toHaveBeenCalledTimes(1);
  expect(alert).toHaveBeenCalledTimes(1);
});

it('asks nothing when the app is gone before the 2 s', async () => {
  await render();
  act(() => root.unmount());
  await act(async () => vi.advanceTimersByTime(5_000));
  expect(getStateSite).not.toHaveBeenCalled();
  root = createRoot(container);
});
