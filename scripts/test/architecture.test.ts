import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * docs/ARCHITECTURE.md lists the API's contexts, the web app's features and back-office areas and the domain's
 * folders, each list a table after a `<!-- tree: <folder> -->` marker whose first column names one sub-folder.
 * Every list must name exactly the sub-folders that exist: a module added, removed or renamed without the
 * document saying so fails here.
 */
const root = join(import.meta.dirname, '../..');
const ARCHITECTURE = 'docs/ARCHITECTURE.md';
const TREES = [
  'apps/api/src/modules',
  'apps/web/src/features',
  'apps/web/src/features/back-office',
  'packages/domain/src',
] as const;

const MARKER = /^<!-- tree: (\S+) -->$/;
const ROW_NAME = /^\|\s*`([^`/]+)\/?`\s*\|/;

/** Each marked list of the document: the folder it describes and the names in its table's first column. */
function parseTreeLists(markdown: string): Map<string, string[]> {
  const lists = new Map<string, string[]>();
  const lines = markdown.split('\n');
  for (const [index, line] of lines.entries()) {
    const marker = MARKER.exec(line.trim());
    if (!marker) continue;
    const names: string[] = [];
    for (const row of lines.slice(index + 1)) {
      if (!row.startsWith('|')) break;
      const name = ROW_NAME.exec(row);
      if (name) names.push(name[1]!);
    }
    lists.set(marker[1]!, names);
  }
  return lists;
}

function subfolders(path: string): string[] {
  return readdirSync(join(root, path), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
}

describe('docs/ARCHITECTURE.md', () => {
  const lists = parseTreeLists(readFileSync(join(root, ARCHITECTURE), 'utf8'));

  it('lists exactly the folders it marks, and nothing else', () => {
    expect([...lists.keys()].sort()).toEqual([...TREES].sort());
  });

  it.each(TREES)('names every sub-folder of %s, and only those', (tree) => {
    const listed = lists.get(tree) ?? [];
    expect([...listed].sort(), `${ARCHITECTURE}'s list of ${tree} (expected: the folders on disk)`).toEqual(
      subfolders(tree),
    );
    expect(new Set(listed).size).toBe(listed.length);
  });

  it('would catch a folder it does not list', () => {
    const doc = ['<!-- tree: x -->', '| name | holds |', '|---|---|', '| `a` | one |', '| `b/` | two |', '', '| `c` |'];
    expect(parseTreeLists(doc.join('\n'))).toEqual(new Map([['x', ['a', 'b']]]));
  });
});
