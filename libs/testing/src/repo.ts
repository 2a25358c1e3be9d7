import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root, wherever the tests run from. */
export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
