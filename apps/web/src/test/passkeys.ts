import type { Passkey, PasskeyCreationOptions, PasskeyRequestOptions } from '@mijn/contract';
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/browser';
import { vi } from 'vitest';

// What @simplewebauthn/server and /browser exchange, shaped as the contract reads it; the bytes are
// placeholders (the browser library is mocked in the tests that use these).

export const creationOptions: PasskeyCreationOptions = {
  challenge: 'Y2hhbGxlbmdl',
  rp: { id: 'localhost', name: 'Zorgzaam' },
  user: { id: 'dXNlcg', name: 'jan.devries', displayName: 'Jan de Vries' },
  pubKeyCredParams: [{ type: 'public-key', alg: -7 }],
};

export const requestOptions: PasskeyRequestOptions = {
  challenge: 'Y2hhbGxlbmdl',
  rpId: 'localhost',
  userVerification: 'required',
};

export const registrationCredential: RegistrationResponseJSON = {
  id: 'Y3JlZA',
  rawId: 'Y3JlZA',
  type: 'public-key',
  clientExtensionResults: {},
  response: { clientDataJSON: 'Y2xpZW50', attestationObject: 'YXR0', transports: ['internal'] },
};

export const authenticationCredential: AuthenticationResponseJSON = {
  id: 'Y3JlZA',
  rawId: 'Y3JlZA',
  type: 'public-key',
  clientExtensionResults: {},
  response: {
    clientDataJSON: 'Y2xpZW50',
    authenticatorData: 'YXV0aA',
    signature: 'c2ln',
    userHandle: 'dXNlcg',
  },
};

export function testPasskey(overrides: Partial<Passkey> = {}): Passkey {
  return {
    id: 'pk-1',
    name: 'Telefoon',
    createdAt: '2026-11-20T09:00:00.000Z',
    lastUsedAt: null,
    backedUp: false,
    ...overrides,
  };
}

/** How a browser reports a passkey prompt the person closed (or that timed out). */
export const promptClosed = () =>
  new DOMException('The operation either timed out or was not allowed.', 'NotAllowedError');

/** jsdom has no WebAuthn: a browser that has it, for the test that calls this. */
export function withWebAuthn(): void {
  vi.stubGlobal('PublicKeyCredential', class PublicKeyCredential {});
}
