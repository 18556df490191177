import { config } from 'zod';

/**
 * The content security policy allows no eval (apps/api/src/plugins/security-headers.ts). Zod 4 compiles object
 * parsers with `new Function` unless told not to, and even its probe for eval is a reported violation. Schemas are
 * built as their modules load, so this module is the entry's first import.
 */
config({ jitless: true });
