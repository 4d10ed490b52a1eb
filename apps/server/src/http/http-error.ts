import { STATUS_CODES } from 'node:http';

/**
 * A domain error with the exact server text the web app's error catalogue keys on (spec §8).
 * `extra` travels beside the message, e.g. `{ minutes }` on 423.
 */
export class HttpError extends Error {
  override name = 'HttpError';

  constructor(
    readonly statusCode: number,
    message: string,
    readonly extra: { minutes?: number } = {},
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

/** The server texts live in the contract, where the web's error catalogue reads them too. */
export { serverMessages } from '@mijn/contract';
