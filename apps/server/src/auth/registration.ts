import type {
  CreateAccountReply,
  IsValidReply,
  RegistrationReceiver,
  SendActivationCodeReply,
  ValidateActivationCodeReply,
} from '@mijn/contract';
import { CODE_VALIDITY_MINUTES, insurerToday, is16AndOlder } from '@mijn/domain';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../app-context.ts';
import { accounts, customers, policies, registrationAttempts } from '../db/schema.ts';
import { HttpError, serverMessages } from '../http/http-error.ts';
import type { ReaderLanguage } from '../http/reader-language.ts';
import { messageTexts } from '../messaging/message-texts.ts';
import type { RegistrationAuth } from './authenticate.ts';
import { createLoginAttempts } from './login-attempts.ts';
import { maskEmailAddress, maskPhoneNumber } from './masking.ts';
import { clientKey, createThrottle } from './throttle.ts';
import { REGISTRATION_TOKEN_MINUTES } from './tokens.ts';
import {
  generateVerificationCode,
  hashVerificationCode,
  verificationCodeMatches,
} from './verification-codes.ts';

/** Codes per attempt and channel, and wrong tries per code kind before the attempt ends. */
export const MAX_CODES_PER_ATTEMPT = 3;
export const MAX_WRONG_CODES = 5;

type Attempt = typeof registrationAttempts.$inferSelect;

const customerKey = (customerNumber: string) => `customer:${customerNumber}`;
const expiresAt = (now: Date) => new Date(now.getTime() + CODE_VALIDITY_MINUTES * 60_000);

/** Registration (spec §4 Registration, §8; decision 0007). Each step's bearer is the registrationToken. */
export function createRegistrationService(ctx: AppContext) {
  const { db, clock, config, messenger, tokens } = ctx;
  const throttle = createThrottle(db, clock, ctx.config.sendsPerClientAddress);
  const attempts = createLoginAttempts(db, clock, ctx.metrics.loginEvents);

  /** The open attempt of the token; it lives as long as a registration token, whatever the token's exp says. */
  async function requireAttempt({ attemptId }: RegistrationAuth): Promise<Attempt> {
    const [attempt] = await db
      .select()
      .from(registrationAttempts)
      .where(eq(registrationAttempts.attemptId, attemptId));
    const age = clock.now().getTime() - (attempt?.createdAt.getTime() ?? 0);
    if (!attempt || attempt.closedAt || age >= REGISTRATION_TOKEN_MINUTES * 60_000) {
      throw new HttpError(401, serverMessages.registrationEnded);
    }
    return attempt;
  }

  async function requireVerifiedEmail(auth: RegistrationAuth): Promise<Attempt> {
    const attempt = await requireAttempt(auth);
    if (!attempt.emailVerifiedAt) throw new HttpError(400, serverMessages.emailNotVerified);
    return attempt;
  }

  const update = (attemptId: string, values: Partial<typeof registrationAttempts.$inferInsert>) =>
    db.update(registrationAttempts).set(values).where(eq(registrationAttempts.attemptId, attemptId));

  async function existingAccount(customerNumber: string) {
    const [row] = await db.select().from(accounts).where(eq(accounts.customerNumber, customerNumber));
    return row;
  }

  /** A number the person may already be reached on: the account's, else the customer's. */
  async function knownPhoneNumber(customerNumber: string): Promise<string | null> {
    const account = await existingAccount(customerNumber);
    const [customer] = await db
      .select({ phoneNumber: customers.phoneNumber })
      .from(customers)
      .where(eq(customers.customerNumber, customerNumber));
    return account?.phoneNumber ?? customer?.phoneNumber ?? null;
  }

  async function sendSmsCode(
    attempt: Attempt,
    phoneNumber: string,
    ip: string,
    language: ReaderLanguage,
  ): Promise<RegistrationReceiver> {
    if (attempt.smsSendCount >= MAX_CODES_PER_ATTEMPT)
      throw new HttpError(429, serverMessages.tooManyMessages);
    const keys = [clientKey(ip), customerKey(attempt.customerNumber)];
    await throttle.assertCanSend(keys);
    const now = clock.now();
    const code = generateVerificationCode();
    await update(attempt.attemptId, {
      phoneNumber,
      smsCodeHash: hashVerificationCode(config.codePepper, `sms:${attempt.attemptId}`, code),
      smsCodeExpiresAt: expiresAt(now),
      smsSendCount: attempt.smsSendCount + 1,
    });
    await messenger.sendSms(phoneNumber, messageTexts.verificationCodeSms(language, code), code);
    await throttle.recordSend(keys);
    const masked = maskPhoneNumber(phoneNumber);
    return {
      phoneNumber: masked,
      receivedPhoneNumber: masked,
      phoneNumberIsUnknown: false,
      sendDate: now.toISOString(),
      customerNumber: attempt.customerNumber,
    };
  }

  /** A wrong code counts for the address; the fifth wrong one of a kind ends the attempt. */
  async function wrongCode(attempt: Attempt, kind: 'activation' | 'sms', ip: string, message: string) {
    await throttle.recordWrongGuess([clientKey(ip)]);
    const wrong = (kind === 'activation' ? attempt.activationWrongCount : attempt.smsWrongCount) + 1;
    await update(attempt.attemptId, {
      ...(kind === 'activation' ? { activationWrongCount: wrong } : { smsWrongCount: wrong }),
      ...(wrong >= MAX_WRONG_CODES ? { closedAt: clock.now() } : {}),
    });
    return new HttpError(400, message);
  }

  return {
    async isValid(
      body: { agreementId: string; birthDate: string; username?: string | undefined },
      ip: string,
    ): Promise<IsValidReply> {
      const agreementKey = `agreement:${Number(body.agreementId)}`;
      await throttle.assertCanGuess([clientKey(ip), agreementKey]);
      const today = insurerToday(clock.now());
      const rows = await db
        .selectDistinct({ customerNumber: customers.customerNumber, birthDate: customers.birthDate })
        .from(policies)
        .innerJoin(customers, eq(customers.customerNumber, policies.customerNumber))
        .where(
          and(eq(policies.agreementId, Number(body.agreementId)), eq(customers.birthDate, body.birthDate)),
        );
      const people = rows.filter((row) => is16AndOlder(row.birthDate, today));
      // Twins on one agreement cannot be told apart by these two fields: they register with iDIN.
      const person = people.length === 1 ? people[0] : undefined;
      if (!person) {
        await throttle.recordWrongGuess([clientKey(ip), agreementKey]);
        throw new HttpError(400, serverMessages.incorrectCombination);
      }
      const account = await existingAccount(person.customerNumber);
      if (account?.loginActive) throw new HttpError(400, serverMessages.accountAlreadyExists);
      if (body.username) {
        const [taken] = await db
          .select({ customerNumber: accounts.customerNumber })
          .from(accounts)
          .where(eq(accounts.username, body.username.toLowerCase()));
        if (taken && taken.customerNumber !== person.customerNumber) {
          throw new HttpError(400, serverMessages.usernameExists);
        }
      }
      const [attempt] = await db
        .insert(registrationAttempts)
        .values({ customerNumber: person.customerNumber, clientAddress: ip, createdAt: clock.now() })
        .returning({ attemptId: registrationAttempts.attemptId });
      if (!attempt) throw new Error('registration attempt was not created');
      return {
        customerNumber: person.customerNumber,
        registrationToken: await tokens.signRegistrationToken(attempt.attemptId),
      };
    },

    async sendActivationCode(
      auth: RegistrationAuth,
      body: { email: string; customerNumber: string },
      ip: string,
      language: ReaderLanguage,
    ): Promise<SendActivationCodeReply> {
      const attempt = await requireAttempt(auth);
      if (attempt.customerNumber !== body.customerNumber)
        throw new HttpError(400, serverMessages.accountNotFound);
      if (attempt.activationSendCount >= MAX_CODES_PER_ATTEMPT) {
        throw new HttpError(429, serverMessages.tooManyMessages);
      }
      const keys = [clientKey(ip), customerKey(attempt.customerNumber)];
      await throttle.assertCanSend(keys);
      const now = clock.now();
      const code = generateVerificationCode();
      await update(attempt.attemptId, {
        email: body.email,
        activationCodeHash: hashVerificationCode(config.codePepper, `activation:${attempt.attemptId}`, code),
        activationCodeExpiresAt: expiresAt(now),
        activationSendCount: attempt.activationSendCount + 1,
        emailVerifiedAt: null,
      });
      const { subject, text } = messageTexts.activationCodeEmail(language, code);
      await messenger.sendEmail(body.email, subject, text, code);
      await throttle.recordSend(keys);
      return { email: maskEmailAddress(body.email), sendDate: now.toISOString() };
    },

    async validateActivationCode(
      auth: RegistrationAuth,
      body: { email: string; code: string },
      ip: string,
    ): Promise<ValidateActivationCodeReply> {
      const attempt = await requireAttempt(auth);
      await throttle.assertCanGuess([clientKey(ip)]);
      if (!attempt.activationCodeHash || !attempt.activationCodeExpiresAt || attempt.email !== body.email) {
        throw await wrongCode(attempt, 'activation', ip, serverMessages.activationCodeInvalid);
      }
      if (attempt.activationCodeExpiresAt.getTime() <= clock.now().getTime()) {
        throw new HttpError(400, serverMessages.activationCodeExpired);
      }
      const key = `activation:${attempt.attemptId}`;
      if (!verificationCodeMatches(config.codePepper, key, body.code, attempt.activationCodeHash)) {
        throw await wrongCode(attempt, 'activation', ip, serverMessages.activationCodeInvalid);
      }
      await update(attempt.attemptId, { emailVerifiedAt: clock.now(), activationCodeHash: null });
      return { email: body.email };
    },

    async sendVerificationCode(
      auth: RegistrationAuth,
      ip: string,
      language: ReaderLanguage,
    ): Promise<RegistrationReceiver> {
      const attempt = await requireVerifiedEmail(auth);
      const phoneNumber = attempt.phoneNumber ?? (await knownPhoneNumber(attempt.customerNumber));
      if (!phoneNumber) {
        return {
          phoneNumber: null,
          receivedPhoneNumber: null,
          phoneNumberIsUnknown: true,
          sendDate: null,
          customerNumber: attempt.customerNumber,
        };
      }
      return sendSmsCode(attempt, phoneNumber, ip, language);
    },

    /** The activeren screen: only when no number is known, or the code would not prove anything. */
    async setPhoneNumber(auth: RegistrationAuth, phoneNumber: string, ip: string, language: ReaderLanguage) {
      const attempt = await requireVerifiedEmail(auth);
      if (await knownPhoneNumber(attempt.customerNumber)) {
        throw new HttpError(400, serverMessages.phoneNumberAlreadyKnown);
      }
      return sendSmsCode(attempt, phoneNumber, ip, language);
    },

    async createAccount(
      auth: RegistrationAuth,
      body: { username: string; password: string; verificationCode: string },
      ip: string,
      language: ReaderLanguage,
    ): Promise<CreateAccountReply> {
      const attempt = await requireVerifiedEmail(auth);
      await throttle.assertCanGuess([clientKey(ip)]);
      const username = body.username.toLowerCase();
      const existing = await existingAccount(attempt.customerNumber);
      if (existing?.loginActive) throw new HttpError(400, serverMessages.accountAlreadyExists);
      const [taken] = await db
        .select({ customerNumber: accounts.customerNumber })
        .from(accounts)
        .where(eq(accounts.username, username));
      if (taken && taken.customerNumber !== attempt.customerNumber) {
        throw new HttpError(400, serverMessages.usernameExists);
      }
      if (!attempt.smsCodeHash || !attempt.smsCodeExpiresAt || !attempt.phoneNumber) {
        throw await wrongCode(attempt, 'sms', ip, serverMessages.verificationCodeInvalid);
      }
      const now = clock.now();
      if (attempt.smsCodeExpiresAt.getTime() <= now.getTime()) {
        throw new HttpError(400, serverMessages.verificationCodeExpired);
      }
      if (
        !verificationCodeMatches(
          config.codePepper,
          `sms:${attempt.attemptId}`,
          body.verificationCode,
          attempt.smsCodeHash,
        )
      ) {
        throw await wrongCode(attempt, 'sms', ip, serverMessages.verificationCodeInvalid);
      }
      // Single use: only the request that closes the attempt creates the account.
      const closed = await db
        .update(registrationAttempts)
        .set({ closedAt: now, smsCodeHash: null })
        .where(
          and(
            eq(registrationAttempts.attemptId, attempt.attemptId),
            eq(registrationAttempts.smsSendCount, attempt.smsSendCount),
          ),
        )
        .returning({ attemptId: registrationAttempts.attemptId });
      if (closed.length === 0) throw new HttpError(401, serverMessages.registrationEnded);
      const passwordHash = await ctx.hashPassword(body.password);
      const values = {
        username,
        passwordHash,
        phoneNumber: attempt.phoneNumber,
        loginActive: true,
        shouldResetPassword: false,
        sessionsValidFrom: now,
        language,
      };
      let accountId: string;
      if (existing) {
        await db.update(accounts).set(values).where(eq(accounts.accountId, existing.accountId));
        accountId = existing.accountId;
      } else {
        const [created] = await db
          .insert(accounts)
          .values({ ...values, customerNumber: attempt.customerNumber, createdAt: now })
          .returning({ accountId: accounts.accountId });
        if (!created) throw new Error('account was not created');
        accountId = created.accountId;
      }
      if (attempt.email) {
        await db
          .update(customers)
          .set({ email: attempt.email, emailVerifiedAt: attempt.emailVerifiedAt })
          .where(eq(customers.customerNumber, attempt.customerNumber));
      }
      await attempts.record(accountId, 'password', 'registered', ip);
      return { username };
    },
  };
}

export type RegistrationService = ReturnType<typeof createRegistrationService>;
