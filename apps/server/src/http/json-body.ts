import type { FastifyInstance } from 'fastify';
import { HttpError, serverMessages } from './http-error.ts';

/**
 * Arrays and objects a JSON body may nest. The contract's deepest body nests 5; a client's 20,000
 * would make every walk over the value that recurses (a hook, a schema, a log serializer) overflow
 * the stack.
 */
export const MAX_JSON_DEPTH = 32;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_ARRAY = 0x5b;
const CLOSE_ARRAY = 0x5d;
const OPEN_OBJECT = 0x7b;
const CLOSE_OBJECT = 0x7d;

/**
 * Whether a JSON text opens more than `limit` arrays and objects inside each other (brackets in
 * strings do not count). One pass over the text, before JSON.parse builds anything of it.
 */
export function nestsDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (inString) {
      if (code === BACKSLASH) index++;
      else if (code === QUOTE) inString = false;
    } else if (code === QUOTE) {
      inString = true;
    } else if (code === OPEN_ARRAY || code === OPEN_OBJECT) {
      if (++depth > limit) return true;
    } else if (code === CLOSE_ARRAY || code === CLOSE_OBJECT) {
      depth--;
    }
  }
  return false;
}

/**
 * The app's JSON body parser: Fastify's own (which refuses `__proto__` and `constructor` keys),
 * after a body nested deeper than MAX_JSON_DEPTH is refused with a 400. An empty body is no body:
 * a POST without one (resend, account details) may still say application/json.
 */
export function acceptJsonBodies(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    if (text === '') return done(null, undefined);
    if (nestsDeeperThan(text, MAX_JSON_DEPTH)) {
      return done(
        new HttpError(
          400,
          `${serverMessages.jsonTooDeep}: more than ${MAX_JSON_DEPTH} levels of arrays and objects`,
        ),
        undefined,
      );
    }
    return parseJson(request, text, done);
  });
}
