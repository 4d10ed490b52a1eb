import {
  MAX_PASSKEYS_PER_ACCOUNT,
  type Passkey,
  PasskeyCreationOptions,
  type PasskeyRegistrationOptionsReply,
  type RegistrationCredential,
} from '@mijn/contract';
import { generateRegistrationOptions, verifyRegistrationResponse } from '@simplewebauthn/server';
import { decodeClientDataJSON, isoBase64URL, isoUint8Array } from '@simplewebauthn/server/helpers';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import type { AccessAuth } from '../../auth/authenticate.ts';
import type { AssertCurrentPassword } from '../../auth/current-password.ts';
import { accounts, passkeys } from '../../db/schema.ts';
import { HttpError, serverMessages } from '../../http/http-error.ts';
import type { createPasskeyChallenges } from './challenges.ts';
import { descriptorOf, type PasskeyRow, passkeysOf, toPasskey } from './passkey-rows.ts';
import type { RelyingParty } from './relying-party.ts';

type NewCredential = z.output<typeof RegistrationCredential>;

const registrationFailed = () => new HttpError(400, serverMessages.passkeyRegistrationFailed);

/** The challenge the authenticator signed, read from its client data; null when unreadable. */
function signedChallenge(credential: NewCredential): string | null {
  try {
    return decodeClientDataJSON(credential.response.clientDataJSON).challenge;
  } catch {
    return null;
  }
}

/**
 * Registering a passkey in the settings (decision 0064): the current password first, then a challenge
 * bound to this session; the answer must come from the same label's host, with user verification.
 */
export function createPasskeyRegistration(
  { db, clock }: Pick<AppContext, 'db' | 'clock'>,
  challenges: ReturnType<typeof createPasskeyChallenges>,
  assertCurrentPassword: AssertCurrentPassword,
) {
  /** The account's passkeys, when one more fits. */
  async function roomForOneMore(accountId: string): Promise<PasskeyRow[]> {
    const own = await passkeysOf(db, accountId);
    if (own.length >= MAX_PASSKEYS_PER_ACCOUNT) throw new HttpError(409, serverMessages.tooManyPasskeys);
    return own;
  }

  return {
    async options(
      auth: AccessAuth,
      currentPassword: string,
      rp: RelyingParty,
      ip: string,
    ): Promise<PasskeyRegistrationOptionsReply> {
      const { accountId, sid, firstName, prefix, lastName } = auth.claims;
      await assertCurrentPassword(accountId, currentPassword, ip);
      const own = await roomForOneMore(accountId);
      const [account] = await db
        .select({ username: accounts.username })
        .from(accounts)
        .where(eq(accounts.accountId, accountId));
      if (!account) throw new HttpError(401, serverMessages.invalidToken);
      const options = await generateRegistrationOptions({
        rpName: rp.rpName,
        rpID: rp.rpId,
        userName: account.username,
        userID: isoUint8Array.fromUTF8String(accountId),
        userDisplayName: [firstName, prefix, lastName].filter(Boolean).join(' '),
        attestationType: 'none',
        excludeCredentials: own.filter((row) => row.rpId === rp.rpId).map(descriptorOf),
        authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
      });
      await challenges.startRegistration(accountId, sid, rp.rpId, options.challenge);
      // The library's JSON types are looser than the contract's; the reply is checked against it anyway.
      return { options: PasskeyCreationOptions.parse(options) };
    },

    async register(
      auth: AccessAuth,
      body: { name: string; credential: NewCredential },
      rp: RelyingParty,
    ): Promise<Passkey> {
      const { accountId, sid } = auth.claims;
      const challenge = signedChallenge(body.credential);
      if (challenge === null) throw registrationFailed();
      if (!(await challenges.consumeRegistration(sid, rp.rpId, challenge))) {
        throw new HttpError(400, serverMessages.passkeyAttemptEnded);
      }
      const verification = await verifyRegistrationResponse({
        response: body.credential as Parameters<typeof verifyRegistrationResponse>[0]['response'],
        expectedChallenge: challenge,
        expectedOrigin: rp.origin,
        expectedRPID: rp.rpId,
        requireUserVerification: true,
      }).catch(() => null);
      if (!verification?.verified) throw registrationFailed();
      await roomForOneMore(accountId);
      const { credential, credentialDeviceType, credentialBackedUp } = verification.registrationInfo;
      const [row] = await db
        .insert(passkeys)
        .values({
          accountId,
          credentialId: credential.id,
          publicKey: isoBase64URL.fromBuffer(credential.publicKey),
          counter: credential.counter,
          transports: credential.transports ?? [],
          deviceType: credentialDeviceType,
          backedUp: credentialBackedUp,
          rpId: rp.rpId,
          name: body.name,
          createdAt: clock.now(),
        })
        .onConflictDoNothing({ target: passkeys.credentialId })
        .returning();
      if (!row) throw new HttpError(409, serverMessages.passkeyAlreadyRegistered);
      return toPasskey(row);
    },
  };
}
