import { readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';

export interface LazyRoutes {
  /** Route path → source of its lazily loaded page. */
  routes: Map<string, string>;
  /** Every page the router loads lazily (also those only reached through a wrapper such as RequireLogin). */
  pageModules: Set<string>;
}

/**
 * The pages of the web app's router: `const X = lazy(() => import('...'))` declarations, and for each
 * `<Route path="/p" ...>` the first lazy page its element renders (directly or inside a wrapper). Sources are
 * relative to the web app's root, as the Vite manifest's keys.
 */
export function readLazyRoutes(webDir: string, routerFile = 'src/app/router.tsx'): LazyRoutes {
  const routerPath = join(webDir, routerFile);
  const source = readFileSync(routerPath, 'utf8');
  const pages = new Map<string, string>();
  for (const match of source.matchAll(/const\s+(\w+)\s*=\s*lazy\(\s*\(\)\s*=>\s*import\(\s*['"]([^'"]+)['"]\s*\)/g)) {
    const [, component, specifier] = match;
    if (!component || !specifier) continue;
    pages.set(component, relative(webDir, join(dirname(routerPath), specifier)).replaceAll('\\', '/'));
  }
  // `const X = lazy(loadX)` or `preloadablePage(loadX)`, with loadX a loader the router imports (`export const loadX = () => import('...')`,
  // shared with the first-screen preload).
  const loaders = readImportedLoaders(source, dirname(routerPath));
  for (const [, component, loader] of source.matchAll(/const\s+(\w+)\s*=\s*(?:lazy|preloadablePage)\(\s*(\w+)\s*\)/g)) {
    const modulePath = loader ? loaders.get(loader) : undefined;
    if (component && modulePath) pages.set(component, relative(webDir, modulePath).replaceAll('\\', '/'));
  }
  const routes = new Map<string, string>();
  // Each <Route ...> up to the next one: its path, then the components its element renders.
  for (const segment of source.split(/<Route\b/).slice(1)) {
    const path = /^\s+path=["']([^"']+)["']/.exec(segment)?.[1];
    if (!path || routes.has(path)) continue;
    for (const [, component] of segment.matchAll(/<(\w+)/g)) {
      const page = component ? pages.get(component) : undefined;
      if (page) {
        routes.set(path, page);
        break;
      }
    }
  }
  return { routes, pageModules: new Set(pages.values()) };
}

/** Loader name → absolute path of the module it imports, for the loaders a source imports from its own files. */
function readImportedLoaders(source: string, dir: string): Map<string, string> {
  const loaders = new Map<string, string>();
  for (const [, names, from] of source.matchAll(/import\s*\{([^}]*)\}\s*from\s*['"](\.[^'"]+)['"]/g)) {
    if (!names || !from) continue;
    const file = join(dir, from);
    let loaderSource: string;
    try {
      loaderSource = readFileSync(file, 'utf8');
    } catch {
      continue;
    }
    const wanted = new Set(names.split(',').map((name) => name.trim()));
    const exported = /export\s+const\s+(\w+)\s*=\s*\(\)\s*=>\s*import\(\s*['"]([^'"]+)['"]\s*\)/g;
    for (const [, name, specifier] of loaderSource.matchAll(exported)) {
      if (name && specifier && wanted.has(name)) loaders.set(name, join(dirname(file), specifier));
    }
  }
  return loaders;
}
