export type { InsurerDatabase } from './db/database.ts';
export type { InsurerDeps } from './deps.ts';
export { createEmbeddedInsurer } from './embedded.ts';
