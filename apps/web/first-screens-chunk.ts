import { dirname, resolve, sep } from 'node:path';

/** What rolldown hands a chunk-naming function: the module graph, read-only. */
interface ChunkingContext {
  getModuleInfo(moduleId: string): {
    importedIds: readonly string[];
    dynamicallyImportedIds: readonly string[];
    /** The module's code after transformation (types gone), null if not available. */
    code: string | null;
    exports: readonly string[];
  } | null;
}

/** The name of the chunk that holds the customer's landing screens. */
export const FIRST_SCREENS_CHUNK = 'portada';

/** The name of the chunk that holds everything the entry imports (React, the router, the query cache, the shell). */
export const APP_CHUNK = 'app';

const webRoot = import.meta.dirname;

/**
 * The screens a customer most often lands on (the root of each kind of site leads to one of them, and shared
 * links point at a business home), as the Vite manifest names them. apps/api's web-app plugin preloads their
 * chunk with every customer page, whatever its hash says (the server never sees it); bench/bundle.ts weighs it.
 */
export const FIRST_SCREEN_PAGES = [
  'src/features/regiones/regiones-page.tsx',
  'src/features/listado/listado-page.tsx',
  'src/app/home-screen.tsx',
];

/**
 * Other screens a link opens first (a menu from a table's QR code, an events board, the booking form): each gets
 * one chunk of what only it uses, named after its page.
 */
const DEEP_LINK_PAGES = [
  'src/features/carta/carta-page.tsx',
  'src/features/cartelera/cartelera-page.tsx',
  'src/features/reservas/reservar-page.tsx',
];

const deepLinkChunkName = (page: string) => page.replace(/^.*[\\/]|\.tsx$/g, '');

/**
 * The name of the chunk a page's code is gathered in (the Vite manifest then lists the chunk under that name, not
 * the page's source), or undefined for a page the bundler splits by itself.
 */
export function pageChunkName(page: string): string | undefined {
  if (FIRST_SCREEN_PAGES.includes(page)) return FIRST_SCREENS_CHUNK;
  return DEEP_LINK_PAGES.includes(page) ? deepLinkChunkName(page) : undefined;
}

/** Every chunk name pageChunkName gives. */
export const PAGE_CHUNK_NAMES = new Set([FIRST_SCREENS_CHUNK, ...DEEP_LINK_PAGES.map(deepLinkChunkName)]);

const ENTRY_ROOTS = ['index.html', 'src/main.tsx'];

/**
 * Helpers of a few bytes that screens loaded on demand share (the CSS Modules' class joiner): in the entry's chunk,
 * not in a chunk of their own, which every such screen would ask for as one more request.
 */
const TINY_SHARED_HELPERS = ['src/ui/cx.ts'];

const domainSrc = resolve(webRoot, '../../packages/domain/src');

/** A context's entry in the domain (packages/domain/src/<context>/index.ts): it re-exports every file of its folder. */
const isDomainEntry = (id: string) => id.startsWith(`${domainSrc}${sep}`) && id.endsWith(`${sep}index.ts`);

/** The names a module's code imports from one of the domain's entries; undefined when it takes all of it. */
function namesImportedFrom(code: string, context: string): string[] | undefined {
  const from = `from\\s*['"]@vidriera/domain/${context}['"]`;
  if (new RegExp(`(?:import|export)\\s*\\*[^;]*?${from}`).test(code)) return undefined;
  const names: string[] = [];
  for (const match of code.matchAll(new RegExp(`(?:import|export)\\s*\\{([^}]*)\\}\\s*${from}`, 'g'))) {
    for (const element of (match[1] ?? '').split(',')) {
      // a type is gone from the bundle
      const name = element.trim().split(/\s+as\s+/)[0];
      if (name && !name.startsWith('type ')) names.push(name);
    }
  }
  return names;
}

/**
 * The modules a module imports statically, seeing through the domain's entries: of an entry, only the files that
 * declare the names the module imports from it. The bundler drops the rest (the package is side-effect free), but
 * a closure that followed the entry to all its files would put a whole context (its zod schemas) in the chunk of
 * whichever screen imports one rule of it.
 */
function importedModules(id: string, ctx: ChunkingContext): readonly string[] {
  const info = ctx.getModuleInfo(id);
  // an entry's own imports are its whole context: reached only through what its importers take from it
  if (!info || isDomainEntry(id)) return [];
  return info.importedIds.flatMap((imported) => {
    if (!isDomainEntry(imported) || info.code === null) return [imported];
    const names = namesImportedFrom(info.code, imported.split(sep).at(-2) ?? '');
    const entry = ctx.getModuleInfo(imported);
    const files = entry?.importedIds ?? [];
    if (!names) return [imported, ...files];
    // `export * as operations from './operations.ts'`: the name is the whole file
    const namespaces = new Map(
      [...(entry?.code ?? '').matchAll(/export\s*\*\s*as\s+(\w+)\s+from\s*['"]([^'"]+)['"]/g)].map((m) => [
        m[1],
        resolve(dirname(imported), m[2] ?? ''),
      ]),
    );
    const declaring = names.flatMap((name) => {
      const namespace = namespaces.get(name);
      if (namespace) return [namespace];
      const exporting = files.filter((file) => ctx.getModuleInfo(file)?.exports.includes(name));
      // A file that re-exports the name from another of the context's files is not where it lives.
      const origins = exporting.filter(
        (file) => !exporting.some((other) => ctx.getModuleInfo(file)?.importedIds.includes(other)),
      );
      return origins.length > 0 ? origins : exporting;
    });
    return [imported, ...new Set(declaring)];
  });
}

function staticClosure(roots: readonly string[], ctx: ChunkingContext): Set<string> {
  const seen = new Set<string>();
  const pending = [...roots];
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (seen.has(id)) continue;
    seen.add(id);
    pending.push(...importedModules(id, ctx));
  }
  return seen;
}

/** Every module the app loads on demand (a lazy page, a dialog, the map), found from the entry. */
function dynamicRoots(entryRoots: readonly string[], ctx: ChunkingContext): Set<string> {
  const roots = new Set<string>();
  const seen = new Set<string>();
  const pending = [...entryRoots];
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (seen.has(id)) continue;
    seen.add(id);
    pending.push(...importedModules(id, ctx));
    for (const dynamic of ctx.getModuleInfo(id)?.dynamicallyImportedIds ?? []) {
      roots.add(dynamic);
      pending.push(dynamic);
    }
  }
  return roots;
}

/** Module id → chunk name: the entry's modules, the landing screens' code, then what each deep-link screen alone uses. */
function assignChunks(ctx: ChunkingContext): Map<string, string> {
  const at = (paths: readonly string[]) => paths.map((path) => resolve(webRoot, path));
  const entryRoots = at(ENTRY_ROOTS);
  const entry = staticClosure(entryRoots, ctx);
  const chunks = new Map<string, string>();
  // What every page needs, in one file: left to itself the bundler splits each module the entry shares with a
  // page loaded on demand (React, the JSX runtime, the API client...) into a chunk of its own, and the first
  // screen waited for seven files where two do.
  for (const id of entry) if (!entryRoots.includes(id)) chunks.set(id, APP_CHUNK);
  for (const id of at(TINY_SHARED_HELPERS)) chunks.set(id, APP_CHUNK);
  // What the landing screens share with the deep-link screens (the header, the icons, the logo) goes with the app:
  // every customer screen draws it, and in a file of its own it was one more request on each first visit; the
  // landing screens' own code stays out of the way of a menu or a booking form opened from a link.
  const deepLinkCode = staticClosure(at(DEEP_LINK_PAGES), ctx);
  for (const id of staticClosure(at(FIRST_SCREEN_PAGES), ctx))
    if (!entry.has(id)) chunks.set(id, deepLinkCode.has(id) ? APP_CHUNK : FIRST_SCREENS_CHUNK);
  // Which on-demand roots need each module: a deep-link screen's chunk takes only what no other root needs,
  // so that no other page (the back office, another screen) downloads a screen's code to reach a shared module.
  const users = new Map<string, Set<string>>();
  for (const root of dynamicRoots(entryRoots, ctx)) {
    for (const id of staticClosure([root], ctx)) {
      if (entry.has(id) || chunks.has(id)) continue;
      const set = users.get(id) ?? new Set<string>();
      set.add(root);
      users.set(id, set);
    }
  }
  for (const page of DEEP_LINK_PAGES) {
    const id = resolve(webRoot, page);
    for (const [member, roots] of users)
      if (roots.size === 1 && roots.has(id)) chunks.set(member, deepLinkChunkName(page));
  }
  // What deep-link screens share with other screens' code, in one chunk rather than one per set of screens that
  // share it: the events board asked for 17 files of 0.1 to 3 kB, each a request on a phone's connection. Only the
  // app's own modules (no library: a library's index would bring all of it) that only screens use (not the shell's
  // on-demand parts, which the first visit loads) and that need no library the entry lacks (the booking form's
  // Mantine stays in its own chunks, out of the menu's and the board's way).
  const featuresRoot = resolve(webRoot, 'src/features');
  const isScreenOnly = (roots: Set<string>) => [...roots].every((root) => root.startsWith(featuresRoot));
  const needsOnlyTheEntry = (member: string) =>
    [...staticClosure([member], ctx)].every((id) => !isLibraryModule(id) || entry.has(id));
  const deepLinkClosures = DEEP_LINK_PAGES.map((page) => ({ page, code: staticClosure(at([page]), ctx) }));
  for (const member of deepLinkCode) {
    const roots = users.get(member);
    if (!roots || chunks.has(member) || isLibraryModule(member)) continue;
    if (!isScreenOnly(roots) || !needsOnlyTheEntry(member)) continue;
    // What only one deep-link screen of the three needs goes with it (a menu opened from a link does not download
    // the booking form's or the events board's code); what several need, in the shared chunk.
    const pages = deepLinkClosures.filter(({ code }) => code.has(member));
    chunks.set(member, pages.length === 1 && pages[0] ? deepLinkChunkName(pages[0].page) : SHARED_SCREENS_CHUNK);
  }
  return chunks;
}

/** What deep-link screens share with other screens (see assignChunks). */
export const SHARED_SCREENS_CHUNK = 'pantallas';

const isLibraryModule = (id: string) => /[\\/]node_modules[\\/]/.test(id) || id.startsWith('\0');

/**
 * A rolldown code-splitting group name function: every module the landing screens import statically (not what
 * they load on demand, such as the map or the draws' dialogs) and the entry does not, goes into one chunk, and
 * what each deep-link screen alone imports into one chunk of its own. Left to itself the bundler makes a chunk
 * of each small module shared between pages: a first visit to the listing asked for 30 files and one to a menu
 * for 25, each a round trip on a phone's connection.
 */
export function firstScreensChunk() {
  let chunks: Map<string, string> | undefined;
  return (moduleId: string, ctx: ChunkingContext): string | null => {
    chunks ??= assignChunks(ctx);
    return chunks.get(moduleId) ?? null;
  };
}
