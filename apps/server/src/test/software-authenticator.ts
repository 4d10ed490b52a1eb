import { createHash, generateKeyPairSync, type KeyObject, randomBytes, sign } from 'node:crypto';
import type {
  AuthenticationCredential,
  PasskeyCreationOptions,
  PasskeyRequestOptions,
  RegistrationCredential,
} from '@mijn/contract';
import { isoBase64URL, isoCBOR } from '@simplewebauthn/server/helpers';

const FLAG_USER_PRESENT = 0x01;
const FLAG_USER_VERIFIED = 0x04;
const FLAG_BACKUP_ELIGIBLE = 0x08;
const FLAG_BACKED_UP = 0x10;
const FLAG_ATTESTED_DATA = 0x40;
/** COSE: key type EC2, algorithm ES256, curve P-256. */
const COSE = { kty: 1, alg: 3, crv: -1, x: -2, y: -3, EC2: 2, ES256: -7, P256: 1 } as const;

interface StoredCredential {
  id: string;
  privateKey: KeyObject;
  rpId: string;
  userHandle: string;
  counter: number;
}

export interface Ceremony {
  /** The page's origin as the browser reports it (a phishing page reports its own). */
  origin: string;
  /** The host the authenticator scopes the passkey to; by default the options' rpId. */
  rpId?: string;
  userVerified?: boolean;
}

const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();
const b64 = (bytes: Uint8Array) => isoBase64URL.fromBuffer(new Uint8Array(bytes));
type Cbor = Parameters<typeof isoCBOR.encode>[0];

function clientData(type: 'webauthn.create' | 'webauthn.get', challenge: string, origin: string) {
  return Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
}

function coseKeyOf(privateKey: KeyObject): Uint8Array {
  const jwk = privateKey.export({ format: 'jwk' });
  if (!jwk.x || !jwk.y) throw new Error('not an EC key');
  return isoCBOR.encode(
    new Map<number, Cbor>([
      [COSE.kty, COSE.EC2],
      [COSE.alg, COSE.ES256],
      [COSE.crv, COSE.P256],
      [COSE.x, isoBase64URL.toBuffer(jwk.x)],
      [COSE.y, isoBase64URL.toBuffer(jwk.y)],
    ]),
  );
}

function authenticatorData(rpId: string, flags: number, counter: number, attested?: Uint8Array): Buffer {
  const count = Buffer.alloc(4);
  count.writeUInt32BE(counter);
  return Buffer.concat([sha256(rpId), Buffer.from([flags]), count, ...(attested ? [attested] : [])]);
}

/**
 * A passkey authenticator in software for server tests (decision 0064): P-256 keys from node:crypto,
 * attestation `none`, a synced (backed-up) passkey whose counter goes up on every use. It signs
 * whatever it is asked, so a test can play a phishing page (another origin) or a foreign host.
 */
export function createSoftwareAuthenticator() {
  const credentials = new Map<string, StoredCredential>();

  return {
    credentials,

    create(options: PasskeyCreationOptions, ceremony: Ceremony): RegistrationCredential {
      const rpId = ceremony.rpId ?? options.rp.id ?? '';
      const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
      const id = randomBytes(16);
      const idLength = Buffer.alloc(2);
      idLength.writeUInt16BE(id.length);
      const attested = Buffer.concat([Buffer.alloc(16), idLength, id, coseKeyOf(privateKey)]);
      const userVerified = ceremony.userVerified ?? true;
      const flags =
        FLAG_USER_PRESENT |
        (userVerified ? FLAG_USER_VERIFIED : 0) |
        FLAG_BACKUP_ELIGIBLE |
        FLAG_BACKED_UP |
        FLAG_ATTESTED_DATA;
      const authData = authenticatorData(rpId, flags, 0, attested);
      const attestationObject = isoCBOR.encode(
        new Map<string, Cbor>([
          ['fmt', 'none'],
          ['attStmt', new Map()],
          ['authData', new Uint8Array(authData)],
        ]),
      );
      credentials.set(b64(id), { id: b64(id), privateKey, rpId, userHandle: options.user.id, counter: 0 });
      return {
        id: b64(id),
        rawId: b64(id),
        type: 'public-key',
        authenticatorAttachment: 'platform',
        clientExtensionResults: {},
        response: {
          clientDataJSON: b64(clientData('webauthn.create', options.challenge, ceremony.origin)),
          attestationObject: b64(attestationObject),
          transports: ['hybrid', 'internal'],
        },
      };
    },

    /** An assertion with the passkey named (else the first the options allow, else any for the host). */
    get(
      options: PasskeyRequestOptions,
      ceremony: Ceremony & { credentialId?: string },
    ): AuthenticationCredential {
      const rpId = ceremony.rpId ?? options.rpId ?? '';
      const allowed = options.allowCredentials?.map((descriptor) => descriptor.id);
      const credential = [...credentials.values()].find((candidate) =>
        ceremony.credentialId
          ? candidate.id === ceremony.credentialId
          : candidate.rpId === rpId && (!allowed?.length || allowed.includes(candidate.id)),
      );
      if (!credential) throw new Error(`the authenticator holds no passkey for ${rpId}`);
      credential.counter += 1;
      const flags =
        FLAG_USER_PRESENT |
        ((ceremony.userVerified ?? true) ? FLAG_USER_VERIFIED : 0) |
        FLAG_BACKUP_ELIGIBLE |
        FLAG_BACKED_UP;
      const authData = authenticatorData(rpId, flags, credential.counter);
      const clientDataJSON = clientData('webauthn.get', options.challenge, ceremony.origin);
      const signature = sign(
        'sha256',
        Buffer.concat([authData, sha256(clientDataJSON)]),
        credential.privateKey,
      );
      return {
        id: credential.id,
        rawId: credential.id,
        type: 'public-key',
        authenticatorAttachment: 'platform',
        clientExtensionResults: {},
        response: {
          clientDataJSON: b64(clientDataJSON),
          authenticatorData: b64(authData),
          signature: b64(signature),
          userHandle: credential.userHandle,
        },
      };
    },
  };
}

export type SoftwareAuthenticator = ReturnType<typeof createSoftwareAuthenticator>;
