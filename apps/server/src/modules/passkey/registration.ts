import {
  MAX_PASSKEYS_PER_ACCOUNT,
  type Passkey,
  PasskeyCreationOptions,
  type PasskeyRegistrationOptionsReply,
  type RegistrationCredential,
} from '@mijn/contract';
import type { VerifyRegistrationResponseOpts } from '@simplewebauthn/server';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import type { AccessAuth } from '../../auth/authenticate.ts';
import type { AssertCurrentPassword } from '../../auth/current-password.ts';
import { accounts, customers, passkeys } from '../../db/schema.ts';
import { HttpError, serverMessages } from '../../http/http-error.ts';
import type { createPasskeyChallenges } from './challenges.ts';
import { descriptorOf, type PasskeyRow, passkeysOf, toPasskey, userHandleOf } from './passkey-rows.ts';
import type { RelyingParty } from './relying-party.ts';
import { fromBase64Url, loadWebAuthn, signedChallenge, toBase64Url } from './webauthn.ts';

type NewCredential = z.output<typeof RegistrationCredential>;

const registrationFailed = () => new HttpError(400, serverMessages.passkeyRegistrationFailed);

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
      const { accountId, sid } = auth.user;
      await assertCurrentPassword(accountId, currentPassword, ip);
      const own = await roomForOneMore(accountId);
      const [account] = await db
        .select({
          username: accounts.username,
          firstName: customers.firstName,
          prefix: customers.prefix,
          lastName: customers.lastName,
        })
        .from(accounts)
        .innerJoin(customers, eq(customers.customerNumber, accounts.customerNumber))
        .where(eq(accounts.accountId, accountId));
      if (!account) throw new HttpError(401, serverMessages.invalidToken);
      const { generateRegistrationOptions } = await loadWebAuthn();
      const options = await generateRegistrationOptions({
        rpName: rp.rpName,
        rpID: rp.rpId,
        userName: account.username,
        userID: fromBase64Url(userHandleOf(accountId)),
        userDisplayName: [account.firstName, account.prefix, account.lastName].filter(Boolean).join(' '),
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
      const { accountId, sid } = auth.user;
      const challenge = signedChallenge(body.credential.response.clientDataJSON);
      if (challenge === null) throw registrationFailed();
      if (!(await challenges.consumeRegistration(sid, rp.rpId, challenge))) {
        throw new HttpError(400, serverMessages.passkeyAttemptEnded);
      }
      const { verifyRegistrationResponse } = await loadWebAuthn();
      const verification = await verifyRegistrationResponse({
        response: body.credential as VerifyRegistrationResponseOpts['response'],
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
          publicKey: toBase64Url(credential.publicKey),
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
