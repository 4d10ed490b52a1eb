import { fileURLToPath } from 'node:url';
import { insurerOpenApi } from '../src/openapi.ts';

/** Where the port's OpenAPI document is committed, beside the package it is generated from. */
export const openApiFile = fileURLToPath(new URL('../openapi.json', import.meta.url));

export const renderOpenApiFile = (): string => `${JSON.stringify(insurerOpenApi(), null, 2)}\n`;
