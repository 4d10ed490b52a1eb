import path from 'node:path';

/**
 * apps/server, found from this module's own folder: src/ when the server runs from source, dist/
 * when it runs as the compiled bundle (dist/ sits beside src/), so files beside the code are found
 * either way.
 */
export const serverRoot = path.resolve(import.meta.dirname, '..');

/** The server runs as compiled JavaScript (dist/), not through the TypeScript loader. */
export const runsCompiled = path.basename(import.meta.dirname) === 'dist';

/** Label assets, fonts and the menu and tile files that ship with the server. */
export const contentFile = (relative: string) => path.join(serverRoot, 'content', relative);
