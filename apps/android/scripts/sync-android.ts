import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { SHELL_DIR, syncShell } from './shell.ts';

// Generates (first time, or for another site) or updates android/ for the configured site; no Gradle needed.
//   npm run sync -w @vidriera/android [-- --dir <another shell project>]
const { values } = parseArgs({ options: { dir: { type: 'string' } } });
await syncShell(values.dir ? resolve(values.dir) : SHELL_DIR);
console.log('android/ is ready: open it with `npm run open -w @vidriera/android` or build it with Gradle (README.md)');
