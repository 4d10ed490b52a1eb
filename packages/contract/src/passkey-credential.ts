import { z } from 'zod/mini';

// The JSON forms of WebAuthn Level 3 that @simplewebauthn/browser produces and @simplewebauthn/server
// reads (decision 0064). Binary fields travel as base64url; the server's verification checks them.

const Base64Url = z.string().check(z.minLength(1), z.maxLength(16_384), z.regex(/^[A-Za-z0-9_-]+$/));

const transports = ['ble', 'cable', 'hybrid', 'internal', 'nfc', 'smart-card', 'usb'] as const;

const credentialFields = {
  id: Base64Url,
  rawId: Base64Url,
  type: z.literal('public-key'),
  authenticatorAttachment: z.optional(z.enum(['platform', 'cross-platform'])),
  clientExtensionResults: z._default(z.looseObject({}), {}),
};

/** What `startRegistration` answers: a new credential and its attestation. */
export const RegistrationCredential = z.object({
  ...credentialFields,
  response: z.object({
    clientDataJSON: Base64Url,
    attestationObject: Base64Url,
    authenticatorData: z.optional(Base64Url),
    transports: z.optional(z.array(z.enum(transports)).check(z.maxLength(transports.length))),
    publicKeyAlgorithm: z.optional(z.number().check(z.int())),
    publicKey: z.optional(Base64Url),
  }),
});
export type RegistrationCredential = z.input<typeof RegistrationCredential>;

/** What `startAuthentication` answers: an assertion signed by a passkey. */
export const AuthenticationCredential = z.object({
  ...credentialFields,
  response: z.object({
    clientDataJSON: Base64Url,
    authenticatorData: Base64Url,
    signature: Base64Url,
    userHandle: z.optional(Base64Url),
  }),
});
export type AuthenticationCredential = z.input<typeof AuthenticationCredential>;

const credentialDescriptor = z.object({
  id: Base64Url,
  type: z.literal('public-key'),
  transports: z.optional(z.array(z.string())),
});

/**
 * The options `startRegistration` takes (PublicKeyCredentialCreationOptionsJSON). Loose: the browser
 * library passes on whatever the server's library put in.
 */
export const PasskeyCreationOptions = z.looseObject({
  challenge: Base64Url,
  rp: z.looseObject({ id: z.optional(z.string()), name: z.string() }),
  user: z.looseObject({ id: Base64Url, name: z.string(), displayName: z.string() }),
  pubKeyCredParams: z.array(z.looseObject({ type: z.literal('public-key'), alg: z.number() })),
  excludeCredentials: z.optional(z.array(credentialDescriptor)),
});
export type PasskeyCreationOptions = z.infer<typeof PasskeyCreationOptions>;

/** The options `startAuthentication` takes (PublicKeyCredentialRequestOptionsJSON). */
export const PasskeyRequestOptions = z.looseObject({
  challenge: Base64Url,
  rpId: z.optional(z.string()),
  allowCredentials: z.optional(z.array(credentialDescriptor)),
  userVerification: z.optional(z.enum(['required', 'preferred', 'discouraged'])),
});
export type PasskeyRequestOptions = z.infer<typeof PasskeyRequestOptions>;
