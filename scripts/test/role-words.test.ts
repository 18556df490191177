import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * One word per role in file and folder names: the merchant's back office is `back-office`, the platform's
 * administration is `plataforma`. `admin` (it meant both), `merchant` (the back office) and `platform` (English for
 * plataforma) name no file or folder. URLs and HTTP paths keep their prefixes (`#/admin/...`, `/api/merchant/...`,
 * `/api/admin/...`): this is about names in the tree only.
 */
const root = join(import.meta.dirname, '../..');
const ROOTS = [
  'apps/web/src',
  'apps/web/test',
  'apps/api/src',
  'apps/api/test',
  'packages/domain/src',
  'packages/domain/test',
  'e2e/tests',
  'bench',
];
const RETIRED = ['admin', 'merchant', 'platform'];
const SKIPPED = new Set(['node_modules', 'dist', 'results', 'test-results', 'playwright-report']);

/** The retired words a file or folder name uses as a word (`admin-x.tsx`, `platformAdmin.ts`; not `administrar`). */
function retiredWordsOf(name: string): string[] {
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z0-9]+/);
  return RETIRED.filter((retired) => words.some((word) => word === retired || word === `${retired}s`));
}

/** Every file and folder under `dir` (relative to the repository), skipping build output and dependencies. */
function entriesUnder(dir: string): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(join(root, dir), { withFileTypes: true })) {
    if (entry.name.startsWith('.') || SKIPPED.has(entry.name)) continue;
    const path = `${dir}/${entry.name}`;
    found.push(path);
    if (entry.isDirectory()) found.push(...entriesUnder(path));
  }
  return found;
}

describe('role words in file and folder names', () => {
  it.each(ROOTS)('no name under %s uses admin, merchant or platform (say back-office or plataforma)', (dir) => {
    const offenders = entriesUnder(dir).filter((path) => retiredWordsOf(path.split('/').pop()!).length > 0);
    expect(offenders, 'rename to back-office (the merchant side) or plataforma (the platform side)').toEqual([]);
  });

  it('finds a retired word in any spelling, and only as a word', () => {
    expect(retiredWordsOf('admin-x.tsx')).toEqual(['admin']);
    expect(retiredWordsOf('merchant-routes.ts')).toEqual(['merchant']);
    expect(retiredWordsOf('platformAdmin.ts')).toEqual(['admin', 'platform']);
    expect(retiredWordsOf('es_admins.ts')).toEqual(['admin']);
    expect(retiredWordsOf('back-office-routes.ts')).toEqual([]);
    expect(retiredWordsOf('plataforma')).toEqual([]);
    expect(retiredWordsOf('administrar.ts')).toEqual([]);
  });
});
