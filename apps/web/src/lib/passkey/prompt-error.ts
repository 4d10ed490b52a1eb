/**
 * How the browser's passkey prompt ended without a passkey: the person closed it (or let it time
 * out), the authenticator already holds a passkey of this account, or the browser could not do it.
 */
export type PromptOutcome = 'cancelled' | 'already-registered' | 'failed';

/** A failure in the browser, before or instead of the server's answer. */
export class PasskeyPromptError extends Error {
  override readonly name = 'PasskeyPromptError';

  constructor(
    readonly outcome: PromptOutcome,
    options: { cause: unknown },
  ) {
    super(`The passkey prompt ended: ${outcome}`, options);
  }
}

/**
 * WebAuthn reports a closed or timed-out prompt as NotAllowedError (on purpose indistinguishable, so a
 * site cannot learn which passkeys exist); @simplewebauthn/browser keeps the DOMException's name.
 */
export function promptErrorOf(error: unknown): PasskeyPromptError {
  // A DOMException, which is an Error in browsers but not in every test environment.
  const name = typeof error === 'object' && error !== null && 'name' in error ? error.name : '';
  if (name === 'NotAllowedError' || name === 'AbortError')
    return new PasskeyPromptError('cancelled', { cause: error });
  if (name === 'InvalidStateError') return new PasskeyPromptError('already-registered', { cause: error });
  return new PasskeyPromptError('failed', { cause: error });
}
