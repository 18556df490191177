import { resolve } from 'node:path';

/** What rolldown hands a chunk-naming function: the module graph, read-only. */
interface ChunkingContext {
  getModuleInfo(moduleId: string): { importedIds: readonly string[] } | null;
}

/** The name of the chunk that holds the customer's first screens. */
export const FIRST_SCREENS_CHUNK = 'portada';

const webRoot = import.meta.dirname;

/**
 * The screens a customer most often lands on (the root of each kind of site leads to one of them, and shared
 * links point at a business home), as the Vite manifest names them. apps/api's web-app plugin preloads their chunk
 * with every customer page, whatever its hash says (the server never sees it); bench/bundle.ts weighs it.
 */
export const FIRST_SCREEN_PAGES = [
  'src/features/regiones/regiones-page.tsx',
  'src/features/listado/listado-page.tsx',
  'src/features/home/home-page.tsx',
];

const ENTRY_ROOTS = [resolve(webRoot, 'index.html'), resolve(webRoot, 'src/main.tsx')];

function staticClosure(roots: readonly string[], ctx: ChunkingContext): Set<string> {
  const seen = new Set<string>();
  const pending = [...roots];
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (seen.has(id)) continue;
    seen.add(id);
    pending.push(...(ctx.getModuleInfo(id)?.importedIds ?? []));
  }
  return seen;
}

/**
 * A rolldown code-splitting group name function: every module the first-screen pages import statically (not
 * what they load on demand, such as the map or the draws' dialogs) and the entry does not, goes into one chunk.
 * Left to itself the bundler makes a chunk of each small module shared between pages, and a first visit to the
 * listing asked for 30 files, each a round trip on a phone's connection.
 */
export function firstScreensChunk() {
  let members: Set<string> | undefined;
  return (moduleId: string, ctx: ChunkingContext): string | null => {
    if (!members) {
      const entry = staticClosure(ENTRY_ROOTS, ctx);
      const pages = FIRST_SCREEN_PAGES.map((page) => resolve(webRoot, page));
      members = new Set([...staticClosure(pages, ctx)].filter((id) => !entry.has(id)));
    }
    return members.has(moduleId) ? FIRST_SCREENS_CHUNK : null;
  };
}
