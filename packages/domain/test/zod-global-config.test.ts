import { describe, expect, it } from 'vitest';

// The web app turns zod's eval off before any chunk loads zod, without importing it
// (apps/web/src/app/zod-without-eval.ts): it relies on zod adopting the settings object it finds on globalThis.
describe("zod's global settings", () => {
  it('are the globalThis.__zod_globalConfig object set before zod loaded', async () => {
    const scope = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
    const before = { jitless: true };
    scope.__zod_globalConfig = before;
    const { globalConfig } = await import('zod/v4/core');
    expect(globalConfig).toBe(before);
    expect(globalConfig.jitless).toBe(true);
  });
});
