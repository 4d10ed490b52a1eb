/**
 * A command came with a key the insurer had already applied to another input: a fault of the caller
 * (a key is minted for one command), never a customer's doing. Both adapters throw it; over HTTP it
 * is a 422 problem.
 */
export class IdempotencyKeyReused extends Error {
  override readonly name = 'IdempotencyKeyReused';

  constructor(
    /** `area.operation` */
    readonly operation: string,
  ) {
    super(`The idempotency key of ${operation} was used before for another input`);
  }
}
