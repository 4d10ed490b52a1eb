/**
 * The insurer did not answer: a timeout, no connection, a 5xx, an open circuit, a maintenance
 * window. Thrown by an adapter, never returned, so no caller can take an outage for an answer. The
 * portal replies 503 with `serverMessages.insurerUnavailable`, or keeps a command that may wait and
 * hands it over later. The message names the operation only, never the input (personal data).
 */
export class InsurerUnavailable extends Error {
  override readonly name = 'InsurerUnavailable';

  constructor(
    /** `area.operation` */
    readonly operation: string,
    options: { cause?: unknown } = {},
  ) {
    super(`The insurer did not answer ${operation}`, options);
  }
}
