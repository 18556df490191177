import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach } from 'vitest';

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean;
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true;

export interface TestRoot {
  /** The element the tree renders into (a new one for each test). */
  readonly container: HTMLElement;
  render(ui: ReactNode): Promise<void>;
}

/** For the tests of the calling suite: a React root in a fresh container before each, unmounted after each. */
export function useTestRoot(): TestRoot {
  let container: HTMLElement;
  let root: Root;
  beforeEach(() => {
    container = document.createElement('div');
    document.body.appendChild(container);
    root = createRoot(container);
  });
  afterEach(() => {
    act(() => root.unmount());
    container.remove();
  });
  return {
    get container() {
      return container;
    },
    render: (ui) => act(async () => root.render(ui)),
  };
}
