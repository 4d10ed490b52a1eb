import { validatorMessages } from '@mijn/domain';
import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import { inputRefused } from './http-error.ts';

/**
 * C0 control characters other than tab, line feed and carriage return. No form of the portal takes
 * them, and PostgreSQL refuses NUL in text outright, so they are refused before any module sees them.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is this pattern's job.
const controlCharacter = /[\u0000-\u0008\u000b\u000c\u000e-\u001f]/;

/**
 * The dotted path of the first string (or object key) holding a control character, if any. Plain
 * loops, no entry arrays: this walks every request's params and query string (decision 0082).
 */
export function findControlCharacter(value: unknown, path: string): string | null {
  if (typeof value === 'string') return controlCharacter.test(value) ? path : null;
  if (Array.isArray(value)) {
    for (let index = 0; index < value.length; index++) {
      const found = findControlCharacter(value[index], `${path}.${index}`);
      if (found) return found;
    }
    return null;
  }
  if (typeof value === 'object' && value !== null) {
    for (const key in value) {
      if (!Object.hasOwn(value, key)) continue;
      if (controlCharacter.test(key)) return path;
      const found = findControlCharacter((value as Record<string, unknown>)[key], `${path}.${key}`);
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

/**
 * The app's preValidation hook, for every route: params, query string and JSON body. A callback
 * hook: an async one costs a promise per request (decision 0071).
 */
export function rejectControlCharacters(
  request: FastifyRequest,
  _reply: FastifyReply,
  done: HookHandlerDoneFunction,
): void {
  const found =
    findControlCharacter(request.params, 'params') ??
    findControlCharacter(request.query, 'querystring') ??
    findControlCharacter(request.body, 'body');
  done(found === null ? undefined : inputRefused(found, validatorMessages.invalidInput));
}
