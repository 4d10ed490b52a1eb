import { writeFileSync } from 'node:fs';
import { openApiFile, renderOpenApiFile } from './openapi-file.ts';

writeFileSync(openApiFile, renderOpenApiFile());
console.log(`wrote ${openApiFile}`);
