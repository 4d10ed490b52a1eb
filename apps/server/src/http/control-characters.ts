import { validatorMessages } from '@mijn/domain';
import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import { inputRefused } from './http-error.ts';

/**
 * C0 control characters other than tab, line feed and carriage return. No form of the portal takes
 * them, and PostgreSQL refuses NUL in text outright, so they are refused before any module sees them.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is this pattern's job.
const controlCharacter = /[\u0000-\u0008\u000b\u000c\u000e-\u001f]/;

/** An object or array still to look into, and the way to it (written out only when needed). */
interface Visit {
  value: object;
  key: string;
  from: Visit | null;
}

function pathOf(visit: Visit): string {
  const keys: string[] = [];
  for (let at: Visit | null = visit; at !== null; at = at.from) keys.push(at.key);
  return keys.reverse().join('.');
}

/**
 * The dotted path of a string (or object key) holding a control character, if any. A walk with a
 * stack of its own, not recursion: however deep the client nested its input, the call stack does
 * not grow. Plain loops, no entry arrays, and only objects go on the stack: this walks every
 * request's params and query string (decision 0082).
 */
export function findControlCharacter(value: unknown, path: string): string | null {
  if (typeof value === 'string') return controlCharacter.test(value) ? path : null;
  if (typeof value !== 'object' || value === null) return null;
  const stack: Visit[] = [{ value, key: path, from: null }];
  for (let visit = stack.pop(); visit !== undefined; visit = stack.pop()) {
    const object = visit.value as Record<string, unknown>;
    for (const key in object) {
      if (!Object.hasOwn(object, key)) continue;
      if (controlCharacter.test(key)) return pathOf(visit);
      const child = object[key];
      if (typeof child === 'string') {
        if (controlCharacter.test(child)) return `${pathOf(visit)}.${key}`;
      } else if (typeof child === 'object' && child !== null) {
        stack.push({ value: child, key, from: visit });
      }
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
