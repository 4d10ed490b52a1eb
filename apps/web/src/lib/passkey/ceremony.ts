import {
  AuthenticationCredential,
  type PasskeyCreationOptions,
  type PasskeyRequestOptions,
  RegistrationCredential,
} from '@mijn/contract';
import type {
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/browser';
import { promptErrorOf } from './prompt-error.ts';

// Loaded only when a passkey action starts: the login page's first download stays without it (issue 18).
const browserLibrary = () => import('@simplewebauthn/browser');

// The contract checks the options' fields the portal relies on and lets the server library's others
// through; what the browser answers is read with the contract's schema, as the server will.

/** Asks the browser (or its passkey provider) to make a passkey for the server's options. */
export async function createPasskey(options: PasskeyCreationOptions): Promise<RegistrationCredential> {
  const { startRegistration } = await browserLibrary();
  try {
    const credential = await startRegistration({
      optionsJSON: options as PublicKeyCredentialCreationOptionsJSON,
    });
    return RegistrationCredential.parse(credential);
  } catch (error) {
    throw promptErrorOf(error);
  }
}

/** Asks the browser to sign the server's challenge with one of this site's passkeys. */
export async function signWithPasskey(options: PasskeyRequestOptions): Promise<AuthenticationCredential> {
  const { startAuthentication } = await browserLibrary();
  try {
    const credential = await startAuthentication({
      optionsJSON: options as PublicKeyCredentialRequestOptionsJSON,
    });
    return AuthenticationCredential.parse(credential);
  } catch (error) {
    throw promptErrorOf(error);
  }
}
