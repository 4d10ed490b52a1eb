import { validatorMessages } from '@mijn/domain';
import type { FastifyRequest } from 'fastify';
import { inputRefused } from './http-error.ts';

/**
 * C0 control characters other than tab, line feed and carriage return. No form of the portal takes
 * them, and PostgreSQL refuses NUL in text outright, so they are refused before any module sees them.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is this pattern's job.
const controlCharacter = /[\u0000-\u0008\u000b\u000c\u000e-\u001f]/;

/** The dotted path of the first string (or object key) holding a control character, if any. */
export function findControlCharacter(value: unknown, path: string): string | null {
  if (typeof value === 'string') return controlCharacter.test(value) ? path : null;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = findControlCharacter(item, `${path}.${index}`);
      if (found) return found;
    }
    return null;
  }
  if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) {
      if (controlCharacter.test(key)) return path;
      const found = findControlCharacter(item, `${path}.${key}`);
      if (found) return found;
    }
  }
  return null;
}

/** 400 in the shape of a validation error when a text input holds a control character. */
export function assertNoControlCharacters(value: unknown, path: string): void {
  const found = findControlCharacter(value, path);
  if (found) throw inputRefused(found, validatorMessages.invalidInput);
}

/** The app's preValidation hook, for every route: params, query string and JSON body. */
export async function rejectControlCharacters(request: FastifyRequest): Promise<void> {
  assertNoControlCharacters(request.params, 'params');
  assertNoControlCharacters(request.query, 'querystring');
  assertNoControlCharacters(request.body, 'body');
}
