import { STATUS_CODES } from 'node:http';
import { type DuplicateOf, type FieldError, validatorKeyOf } from '@mijn/contract';

/**
 * A domain error with the exact server text the web app's error catalogue keys on (spec §8).
 * `extra` travels beside the message, e.g. `{ minutes }` on 423 or the refused `fields` on 400.
 */
export class HttpError extends Error {
  override name = 'HttpError';

  constructor(
    readonly statusCode: number,
    message: string,
    readonly extra: { minutes?: number; fields?: FieldError[]; duplicateOf?: DuplicateOf } = {},
  ) {
    super(message);
  }

  toBody() {
    return {
      statusCode: this.statusCode,
      error: STATUS_CODES[this.statusCode] ?? 'Error',
      message: this.message,
      ...this.extra,
    };
  }
}

/**
 * 400 for one input a handler refused after the schema passed (a date against today, a currency),
 * in the shape of a schema failure: `message` reads `path: problem`, `fields` names the input.
 */
export function inputRefused(path: string, problem: string): HttpError {
  return new HttpError(400, `${path}: ${problem}`, { fields: [{ path, key: validatorKeyOf(problem) }] });
}

/** The server texts live in the contract, where the web's error catalogue reads them too. */
export { serverMessages } from '@mijn/contract';
