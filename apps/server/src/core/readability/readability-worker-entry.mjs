// Worker threads start without the TypeScript loader the server runs under; tsx's API adds it.
import { tsImport } from 'tsx/esm/api';

await tsImport('./readability-worker.ts', import.meta.url);
