export type { InsurerDatabase } from './db/database.ts';
export type { InsurerDeps } from './deps.ts';
export { createEmbeddedInsurer } from './embedded.ts';
export { buildInsurerHttpApp, type InsurerHttpAppOptions } from './http/app.ts';
export type { SimulatedDelays } from './simulated-delays.ts';
