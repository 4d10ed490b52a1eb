import { z } from 'zod';

// The JSON forms of WebAuthn Level 3 that @simplewebauthn/browser produces and @simplewebauthn/server
// reads (decision 0064). Binary fields travel as base64url; the server's verification checks them.

const Base64Url = z
  .string()
  .min(1)
  .max(16_384)
  .regex(/^[A-Za-z0-9_-]+$/);

const transports = ['ble', 'cable', 'hybrid', 'internal', 'nfc', 'smart-card', 'usb'] as const;

const credentialFields = {
  id: Base64Url,
  rawId: Base64Url,
  type: z.literal('public-key'),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
  clientExtensionResults: z.looseObject({}).default({}),
};

/** What `startRegistration` answers: a new credential and its attestation. */
export const RegistrationCredential = z.object({
  ...credentialFields,
  response: z.object({
    clientDataJSON: Base64Url,
    attestationObject: Base64Url,
    authenticatorData: Base64Url.optional(),
    transports: z.array(z.enum(transports)).max(transports.length).optional(),
    publicKeyAlgorithm: z.number().int().optional(),
    publicKey: Base64Url.optional(),
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
    userHandle: Base64Url.optional(),
  }),
});
export type AuthenticationCredential = z.input<typeof AuthenticationCredential>;

const credentialDescriptor = z.object({
  id: Base64Url,
  type: z.literal('public-key'),
  transports: z.array(z.string()).optional(),
});

/**
 * The options `startRegistration` takes (PublicKeyCredentialCreationOptionsJSON). Loose: the browser
 * library passes on whatever the server's library put in.
 */
export const PasskeyCreationOptions = z.looseObject({
  challenge: Base64Url,
  rp: z.looseObject({ id: z.string().optional(), name: z.string() }),
  user: z.looseObject({ id: Base64Url, name: z.string(), displayName: z.string() }),
  pubKeyCredParams: z.array(z.looseObject({ type: z.literal('public-key'), alg: z.number() })),
  excludeCredentials: z.array(credentialDescriptor).optional(),
});
export type PasskeyCreationOptions = z.infer<typeof PasskeyCreationOptions>;

/** The options `startAuthentication` takes (PublicKeyCredentialRequestOptionsJSON). */
export const PasskeyRequestOptions = z.looseObject({
  challenge: Base64Url,
  rpId: z.string().optional(),
  allowCredentials: z.array(credentialDescriptor).optional(),
  userVerification: z.enum(['required', 'preferred', 'discouraged']).optional(),
});
export type PasskeyRequestOptions = z.infer<typeof PasskeyRequestOptions>;
