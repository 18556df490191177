/**
 * The content security policy allows no eval (apps/api/src/plugins/security-headers.ts). Zod 4 compiles object
 * parsers with `new Function` unless told not to, and even its probe for eval is a reported violation. Schemas are
 * built as their modules load, so this module is the entry's first import.
 *
 * Zod keeps its settings in `globalThis.__zod_globalConfig` and keeps an object it finds there
 * (zod/v4/core/core.js; packages/domain/test/zod-global-config.test.ts holds it to that), so the setting is made
 * without importing zod: its modules stay in the chunks of the screens that use schemas, out of the entry.
 */
const scope = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
scope.__zod_globalConfig = { ...scope.__zod_globalConfig, jitless: true };
