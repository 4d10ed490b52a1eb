import { writeFileSync } from 'node:fs';
import { renderPortDocs } from '../src/port-docs.ts';
import { portDocsFile } from './port-docs-file.ts';

writeFileSync(portDocsFile, renderPortDocs());
console.log(`wrote ${portDocsFile}`);
