import { type ComponentType, lazy, useState } from 'react';

// biome-ignore lint/suspicious/noExplicitAny: pages take their own props; the map holds every kind of page
type AnyProps = any;
type PageModule<P = AnyProps> = { default: ComponentType<P> };
type PageLoader<P = AnyProps> = () => Promise<PageModule<P>>;

interface PageEntry<P = AnyProps> {
  load: () => Promise<PageModule<P>>;
  /** The page's component once its chunk has arrived. */
  loaded?: ComponentType<P>;
}

const pages = new Map<PageLoader, PageEntry>();

function entryFor<P>(loader: PageLoader<P>): PageEntry<P> {
  let entry = pages.get(loader) as PageEntry<P> | undefined;
  if (entry) return entry;
  let pending: Promise<PageModule<P>> | undefined;
  const created: PageEntry<P> = {
    load: () => {
      pending ??= loader().then(
        (module) => {
          created.loaded = module.default;
          return module;
        },
        (error: unknown) => {
          pending = undefined;
          throw error;
        },
      );
      return pending;
    },
  };
  pages.set(loader, created);
  entry = created;
  return entry;
}

/** Starts loading a page's chunk (once per loader, shared with the router's component). */
export function preloadPage<P>(loader: PageLoader<P>): Promise<void> {
  return entryFor(loader)
    .load()
    .then(() => undefined);
}

/**
 * React.lazy for a page that may already have arrived: when the first-screen preload has its chunk before the
 * screen renders, the page renders at once, in the same commit as the rest of the screen, instead of behind a
 * Suspense fallback (React waits 300 ms before revealing content that suspended, so a lazy page costs a
 * visible flash and a later first paint even when its chunk is already here). Otherwise it is React.lazy.
 */
export function preloadablePage<P extends object>(loader: PageLoader<P>): ComponentType<P> {
  const entry = entryFor(loader);
  const Lazy = lazy(entry.load) as unknown as ComponentType<P>;
  // biome-ignore lint/correctness/noComponentHookFactories: called once per page at module level, as lazy() is
  function PreloadablePage(props: P) {
    // Chosen once per mount: switching from the lazy wrapper to the component would remount the page.
    const [Ready] = useState(() => entry.loaded);
    return Ready ? <Ready {...props} /> : <Lazy {...props} />;
  }
  return PreloadablePage;
}
