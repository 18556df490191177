import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tokens } from '../../src/ui/tokens.ts';

// tokens.css repeats tokens.ts's values as custom properties (CSS cannot import TypeScript): the two must not drift.
const css = readFileSync(join(import.meta.dirname, '../../src/ui/tokens.css'), 'utf8');
const declared = new Map([...css.matchAll(/--([\w-]+):\s*([^;]+);/g)].map((m) => [m[1], m[2]?.trim()]));

describe('tokens.css', () => {
  it('declares every token of tokens.ts with its value', () => {
    for (const [name, value] of Object.entries(tokens))
      expect({ name, value: declared.get(name) }).toEqual({ name, value });
  });

  it('declares nothing that tokens.ts does not have', () => {
    expect([...declared.keys()].filter((name) => name !== undefined && !(name in tokens))).toEqual([]);
  });
});
