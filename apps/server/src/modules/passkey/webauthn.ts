/**
 * @simplewebauthn/server with its certificate libraries takes half a second to import: it is loaded
 * at the first passkey ceremony, not at every start (decisions 0063, 0064). The byte and base64url
 * work around it uses Node's Buffer, so nothing else imports the library.
 */
export const loadWebAuthn = () => import('@simplewebauthn/server');

export const toBase64Url = (bytes: Uint8Array | string): string => Buffer.from(bytes).toString('base64url');

export const fromBase64Url = (text: string): Uint8Array<ArrayBuffer> =>
  new Uint8Array(Buffer.from(text, 'base64url'));

/** The challenge in a credential's client data (the JSON the browser signed over); null when unreadable. */
export function signedChallenge(clientDataJSON: string): string | null {
  try {
    const clientData: unknown = JSON.parse(Buffer.from(clientDataJSON, 'base64url').toString('utf8'));
    const challenge = (clientData as { challenge?: unknown } | null)?.challenge;
    return typeof challenge === 'string' ? challenge : null;
  } catch {
    return null;
  }
}
