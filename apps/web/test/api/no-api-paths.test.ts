import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Route } from '@vidriera/domain/common';
import * as client from '../../src/api/client.ts';

const webSrc = join(import.meta.dirname, '../../src');
const domainSrc = join(import.meta.dirname, '../../../../packages/domain/src');

function sourcesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourcesUnder(path);
    return /\.(ts|tsx)$/.test(entry.name) ? [path] : [];
  });
}

const sources = () =>
  sourcesUnder(webSrc).map((file) => ({ file: relative(webSrc, file), text: readFileSync(file, 'utf8') }));

/** Every route the contracts declare (packages/domain/src/<context>/routes.ts and <role>-routes.ts). */
async function contractRoutes(): Promise<Route[]> {
  const files = readdirSync(domainSrc, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((context) =>
      readdirSync(join(domainSrc, context.name))
        .filter((name) => name === 'routes.ts' || name.endsWith('-routes.ts'))
        .map((name) => join(domainSrc, context.name, name)),
    );
  const modules = await Promise.all(files.map((file) => import(file)));
  return modules.flatMap((module) =>
    Object.values(module as Record<string, unknown>).filter(
      (value): value is Route => typeof value === 'object' && value !== null && 'toPath' in value,
    ),
  );
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A string or template literal that spells an /api URL of the route: its fixed start (up to its first parameter). */
function apiLiteralOf(route: Route): RegExp {
  const start = route.path.split('/:')[0] as string;
  return new RegExp(`['"\`]/api${escapeRegExp(start)}(?:['"\`/?]|\\$\\{)`);
}

/** Where the app talks to the network. */
const NETWORK = /\bfetch\(|new EventSource\(|new XMLHttpRequest\(|sendBeacon\(/;

describe('API paths in the web app (decision 031)', () => {
  it('the client only calls operations: no raw path call is exported', () => {
    expect(Object.keys(client)).toContain('callOperation');
    expect(Object.keys(client)).not.toContain('apiFetch');
  });

  it('only src/api/ talks to the network', () => {
    const outside = sources().filter(({ file, text }) => !file.startsWith('api/') && NETWORK.test(text));
    expect(outside.map(({ file }) => file)).toEqual([]);
  });

  it('no /api URL is written by hand: links and streams build theirs from their contract', async () => {
    const routes = await contractRoutes();
    expect(routes.length).toBeGreaterThan(150);
    const found = sources().flatMap(({ file, text }) =>
      routes.filter((route) => apiLiteralOf(route).test(text)).map((route) => `${file}: ${route.method} ${route.path}`),
    );
    expect(found).toEqual([]);
  });

  it('would catch one written by hand', async () => {
    const routes = await contractRoutes();
    const resultado = routes.find((route) => route.path.startsWith('/concursos/resultado/'));
    expect(resultado).toBeDefined();
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the source text of a template literal, as a file holds it
    expect(apiLiteralOf(resultado as Route).test('href={`/api/concursos/resultado/${c.id}`}')).toBe(true);
    expect(apiLiteralOf(resultado as Route).test("to={'/concursos'}")).toBe(false);
    expect(NETWORK.test("const s = new EventSource('/api/x')")).toBe(true);
  });
});
