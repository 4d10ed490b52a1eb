import type { ApiError } from '@mijn/contract';

/** A reply with a failure status; `body` is the server's error when it had the agreed shape. */
export class ApiRequestError extends Error {
  readonly status: number;
  readonly body: ApiError | null;

  constructor(status: number, body: ApiError | null) {
    super(body?.message ?? `Request failed with status ${status}`);
    this.name = 'ApiRequestError';
    this.status = status;
    this.body = body;
  }
}

/** A call that was not sent because the access token had expired (spec §4 Token). */
export class TokenExpiredError extends Error {
  constructor() {
    super('The access token has expired; the request was not sent');
    this.name = 'TokenExpiredError';
  }
}
