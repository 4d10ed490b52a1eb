import { randomUUID } from 'node:crypto';
import type { AccessTokenReply, ContactChangeStarted, ContactChannel } from '@mijn/contract';
import { CODE_VALIDITY_MINUTES } from '@mijn/domain';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import { createAccessTokenIssuer } from '../../auth/access-token-issuer.ts';
import type { AccessAuth } from '../../auth/authenticate.ts';
import { maskEmailAddress, maskPhoneNumber } from '../../auth/masking.ts';
import { MAX_WRONG_CODES } from '../../auth/registration.ts';
import { accountKey, clientKey, createThrottle } from '../../auth/throttle.ts';
import {
  generateVerificationCode,
  hashVerificationCode,
  verificationCodeMatches,
} from '../../auth/verification-codes.ts';
import { accounts, contactChanges, customers } from '../../db/schema.ts';
import { HttpError, serverMessages } from '../../http/http-error.ts';
import type { ReaderLanguage } from '../../http/reader-language.ts';
import { messageTexts } from '../../messaging/message-texts.ts';

const masked = (channel: ContactChannel, value: string) =>
  channel === 'phone' ? maskPhoneNumber(value) : maskEmailAddress(value);

/**
 * A new phone number or e-mail address takes effect only with the code sent to it (decision 0043,
 * ASVS 5.0 V6): one pending change per session and channel, the code hashed and bound to the change,
 * 5 minutes, single use, 5 wrong codes end it; sends and wrong guesses are throttled as a login's are.
 * Once applied, the old address is told, in the person's language.
 */
export function createContactChanges(ctx: AppContext) {
  const { db, clock, config, messenger } = ctx;
  const throttle = createThrottle(db, clock, config.sendsPerClientAddress);
  const accessTokens = createAccessTokenIssuer(ctx);

  async function addressesOf(accountId: string) {
    const [row] = await db
      .select({ phoneNumber: accounts.phoneNumber, email: customers.email })
      .from(accounts)
      .innerJoin(customers, eq(customers.customerNumber, accounts.customerNumber))
      .where(eq(accounts.accountId, accountId));
    if (!row) throw new HttpError(401, serverMessages.invalidToken);
    return { phone: row.phoneNumber, email: row.email };
  }

  const sameAddress = (channel: ContactChannel, a: string | null, b: string) =>
    a !== null && (channel === 'phone' ? a === b : a.toLowerCase() === b.toLowerCase());

  async function sendCode(channel: ContactChannel, to: string, code: string, language: ReaderLanguage) {
    if (channel === 'phone') {
      await messenger.sendSms(to, messageTexts.verificationCodeSms(language, code), code);
    } else {
      const { subject, text } = messageTexts.emailChangeCodeEmail(language, code);
      await messenger.sendEmail(to, subject, text, code);
    }
  }

  async function tellOldAddress(channel: ContactChannel, old: string, now: string, language: ReaderLanguage) {
    if (channel === 'phone') {
      await messenger.sendSms(old, messageTexts.phoneChangedSms(language, maskPhoneNumber(now)));
    } else {
      const { subject, text } = messageTexts.emailChangedEmail(language, maskEmailAddress(now));
      await messenger.sendEmail(old, subject, text);
    }
  }

  /** The session's newest change of the channel that is still open. */
  async function openChange(auth: AccessAuth, channel: ContactChannel) {
    const [change] = await db
      .select()
      .from(contactChanges)
      .where(
        and(
          eq(contactChanges.sessionId, auth.user.sid),
          eq(contactChanges.accountId, auth.user.accountId),
          eq(contactChanges.channel, channel),
          isNull(contactChanges.closedAt),
        ),
      )
      .orderBy(desc(contactChanges.createdAt))
      .limit(1);
    return change;
  }

  return {
    async start(
      auth: AccessAuth,
      channel: ContactChannel,
      newValue: string,
      ip: string,
      language: ReaderLanguage,
    ): Promise<ContactChangeStarted> {
      const { accountId, sid } = auth.user;
      const onFile = await addressesOf(accountId);
      if (sameAddress(channel, onFile[channel], newValue)) {
        throw new HttpError(400, serverMessages.contactUnchanged);
      }
      const keys = [clientKey(ip), accountKey(accountId)];
      await throttle.assertCanSend(keys);
      const now = clock.now();
      const expiresAt = new Date(now.getTime() + CODE_VALIDITY_MINUTES * 60_000);
      const changeId = randomUUID();
      const code = generateVerificationCode();
      await db.transaction(async (tx) => {
        // A newer start replaces the earlier code of this session and channel.
        await tx
          .update(contactChanges)
          .set({ closedAt: now })
          .where(
            and(
              eq(contactChanges.sessionId, sid),
              eq(contactChanges.channel, channel),
              isNull(contactChanges.closedAt),
            ),
          );
        await tx.insert(contactChanges).values({
          changeId,
          accountId,
          sessionId: sid,
          channel,
          newValue,
          codeHash: hashVerificationCode(config.codePepper, changeId, code),
          expiresAt,
          createdAt: now,
        });
      });
      await sendCode(channel, newValue, code, language);
      await throttle.recordSend(keys);
      return {
        channel,
        sentTo: masked(channel, newValue),
        sendDate: now.toISOString(),
        expiresAt: expiresAt.toISOString(),
      };
    },

    async confirm(
      auth: AccessAuth,
      channel: ContactChannel,
      code: string,
      ip: string,
      language: ReaderLanguage,
    ): Promise<AccessTokenReply> {
      await throttle.assertCanGuess([clientKey(ip)]);
      const change = await openChange(auth, channel);
      if (!change) throw new HttpError(400, serverMessages.verificationCodeInvalid);
      const now = clock.now();
      if (change.expiresAt.getTime() <= now.getTime()) {
        throw new HttpError(400, serverMessages.verificationCodeExpired);
      }
      if (!verificationCodeMatches(config.codePepper, change.changeId, code, change.codeHash)) {
        const wrong = change.wrongCodeCount + 1;
        await db
          .update(contactChanges)
          .set({ wrongCodeCount: wrong, ...(wrong >= MAX_WRONG_CODES ? { closedAt: now } : {}) })
          .where(eq(contactChanges.changeId, change.changeId));
        await throttle.recordWrongGuess([clientKey(ip)]);
        throw new HttpError(400, serverMessages.verificationCodeInvalid);
      }
      const onFile = await addressesOf(auth.user.accountId);
      const applied = await db.transaction(async (tx) => {
        // Single use even under a race: only the request that closes the change applies it.
        const closed = await tx
          .update(contactChanges)
          .set({ closedAt: now })
          .where(and(eq(contactChanges.changeId, change.changeId), isNull(contactChanges.closedAt)))
          .returning({ changeId: contactChanges.changeId });
        if (closed.length === 0) return false;
        if (channel === 'phone') {
          await tx
            .update(accounts)
            .set({ phoneNumber: change.newValue })
            .where(eq(accounts.accountId, auth.user.accountId));
        } else {
          await tx
            .update(customers)
            .set({ email: change.newValue, emailVerifiedAt: now })
            .where(eq(customers.customerNumber, auth.user.customerNumber));
        }
        return true;
      });
      if (!applied) throw new HttpError(400, serverMessages.verificationCodeInvalid);
      const old = onFile[channel];
      if (old !== null && !sameAddress(channel, old, change.newValue)) {
        await tellOldAddress(channel, old, change.newValue, language);
      }
      return { accessToken: await accessTokens.renew(auth) };
    },
  };
}
