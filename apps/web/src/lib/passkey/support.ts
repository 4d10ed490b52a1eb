/** Whether this browser has WebAuthn at all; without it no passkey action is offered. */
export function browserHasPasskeys(): boolean {
  return typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function';
}
