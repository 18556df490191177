import { readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';

/**
 * The lazily loaded page of each route path, read from the web app's router (`const X = lazy(() =>
 * import('...'))` and `<Route path="/p" element={<X />} />`), as source paths relative to the web app's root
 * (the Vite manifest's keys).
 */
export function readLazyRoutes(webDir: string, routerFile = 'src/app/router.tsx'): Map<string, string> {
  const routerPath = join(webDir, routerFile);
  const source = readFileSync(routerPath, 'utf8');
  const modules = new Map<string, string>();
  for (const match of source.matchAll(/const\s+(\w+)\s*=\s*lazy\(\s*\(\)\s*=>\s*import\(\s*['"]([^'"]+)['"]\s*\)/g)) {
    const [, component, specifier] = match;
    if (!component || !specifier) continue;
    modules.set(component, relative(webDir, join(dirname(routerPath), specifier)).replaceAll('\\', '/'));
  }
  const routes = new Map<string, string>();
  for (const match of source.matchAll(/<Route\s+path=["']([^"']+)["']\s+element=\{\s*<(\w+)/g)) {
    const [, path, component] = match;
    const module = component ? modules.get(component) : undefined;
    if (path && module) routes.set(path, module);
  }
  return routes;
}
