import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

// A class named in the TSX must exist (decision 030, "CSS Modules"): a className string must be a class some global
// stylesheet of src defines, and `xCss.foo` must be a class that the module imported as xCss defines. A typo, a class
// whose stylesheet became a module, or a rule deleted while its class stayed in the markup is an unstyled element
// that nothing else reports (the screen still renders).

const webSrc = join(import.meta.dirname, '../../src');

/**
 * Names allowed without a rule of a global stylesheet, by file. `logo-placeholder` (`BusinessLogo`'s fallback) is a
 * hook with no stylesheet of its own: each module that shows a logo sizes it, `:global(.logo-placeholder)`
 * (decision 030). Other libraries' classes set as literals (Mantine's, Leaflet's) would go here too.
 */
const ALLOWED: Record<string, readonly string[]> = {
  'ui/business-logo.tsx': ['logo-placeholder'],
};

function filesUnder(dir: string, pattern: RegExp): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return filesUnder(path, pattern);
    return pattern.test(entry.name) ? [path] : [];
  });
}

/** The selectors of a stylesheet (comments, strings and url()s out), each rule's prelude before its `{`. */
function selectorsOf(css: string): string[] {
  const bare = css
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/url\([^)]*\)/g, 'url()')
    .replace(/"[^"]*"|'[^']*'/g, '""');
  return [...bare.matchAll(/([^{};]*)\{/g)]
    .map((m) => (m[1] ?? '').trim())
    .filter((prelude) => !prelude.startsWith('@') || /^@(media|supports|container|layer)\b/.test(prelude))
    .filter((prelude) => !prelude.startsWith('@'));
}

const classesIn = (selector: string) => [...selector.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((m) => m[1] as string);

/** A module's own classes (not those inside `:global(...)`), as Vite exports them: camelCase only. */
function moduleExports(css: string): Set<string> {
  const names = new Set<string>();
  for (const selector of selectorsOf(css))
    for (const name of classesIn(selector.replace(/:global\([^)]*\)/g, '')))
      names.add(name.replace(/-+([a-zA-Z0-9])/g, (_, c: string) => c.toUpperCase()).replace(/-/g, ''));
  return names;
}

const stylesheets = filesUnder(webSrc, /\.css$/);
const globalClasses = new Set(
  stylesheets
    .filter((file) => !file.endsWith('.module.css'))
    .flatMap((file) => selectorsOf(readFileSync(file, 'utf8')).flatMap(classesIn)),
);
// A module's :global(...) names a global class: it must exist as well, but it is defined elsewhere.
const modules = new Map(
  stylesheets
    .filter((file) => file.endsWith('.module.css'))
    .map((file) => [file, moduleExports(readFileSync(file, 'utf8'))]),
);

const sources = filesUnder(webSrc, /\.tsx?$/).map((file) => ({ file, text: readFileSync(file, 'utf8') }));
const lineOf = (text: string, index: number) => text.slice(0, index).split('\n').length;

/** The class names written as literals: className="a b", className={'a'}, className={`a ${x}`}, and cx('a', ...)'s strings. */
function literalClassNames(text: string): { name: string; index: number }[] {
  const found: { name: string; index: number }[] = [];
  const add = (value: string, index: number) => {
    // A template's ${...} parts are not names; a word glued to one (`rsv-hint--${tone}`) is not a whole name either.
    for (const token of value.replace(/\$\{[^}]*\}/g, '\0').split(/\s+/))
      if (token && !token.includes('\0')) found.push({ name: token, index });
  };
  for (const m of text.matchAll(/className=(?:"([^"]*)"|\{\s*'([^']*)'\s*\}|\{\s*`([^`]*)`\s*\})/g))
    add(m[1] ?? m[2] ?? m[3] ?? '', m.index);
  // Only a whole argument: `tone === 'warn' && styles.x` compares a string, it names no class.
  for (const m of text.matchAll(/\bcx\(([^()]*(?:\([^()]*\)[^()]*)*)\)/g))
    for (const s of (m[1] ?? '').matchAll(/(?:^|,)\s*'([^']*)'\s*(?=,|$)/g)) add(s[1] ?? '', m.index);
  return found;
}

describe('class names in the TSX', () => {
  it('name classes that a global stylesheet of src defines', () => {
    const unknown = sources.flatMap(({ file, text }) =>
      literalClassNames(text)
        .filter(({ name }) => !globalClasses.has(name) && !ALLOWED[relative(webSrc, file)]?.includes(name))
        .map(({ name, index }) => `${relative(webSrc, file)}:${lineOf(text, index)} ${name}`),
    );
    expect(unknown).toEqual([]);
  });

  it('read from a CSS Module only the classes it defines', () => {
    const unknown = sources.flatMap(({ file, text }) =>
      [...text.matchAll(/^import (\w+) from '([^']+\.module\.css)';$/gm)].flatMap(([, binding, spec]) => {
        const exported = modules.get(resolve(dirname(file), spec as string));
        if (!exported) return [`${relative(webSrc, file)}: ${spec} is not a stylesheet of src`];
        return [...text.matchAll(new RegExp(`\\b${binding}\\.(\\w+)`, 'g'))]
          .filter((m) => !exported.has(m[1] as string))
          .map((m) => `${relative(webSrc, file)}:${lineOf(text, m.index)} ${binding}.${m[1]}`);
      }),
    );
    expect(unknown).toEqual([]);
  });

  it('finds the class names it checks', () => {
    // The patterns above must keep matching the code's forms, or the checks pass on nothing.
    // What stays a string: the global utility (visually-hidden), the loading screen's and the error page's classes.
    expect(sources.flatMap(({ text }) => literalClassNames(text)).length).toBeGreaterThan(15);
    expect(modules.size).toBeGreaterThan(50);
  });
});
