import { fileURLToPath } from 'node:url';

/** Where the rendered documentation of the port lives: the repository's docs/. */
export const portDocsFile = fileURLToPath(new URL('../../../docs/insurer-port.md', import.meta.url));
