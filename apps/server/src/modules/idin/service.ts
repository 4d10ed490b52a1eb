import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type {
  BankOption,
  CreateIdinSessionReply,
  IdinFlow,
  IdinLoginReply,
  IdinReturnReply,
  idinCallbackPages,
} from '@mijn/contract';
import { insurerToday, is16AndOlder } from '@mijn/domain';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import { createAccessTokenIssuer } from '../../auth/access-token-issuer.ts';
import { createLoginAttempts } from '../../auth/login-attempts.ts';
import { accounts, customers, idinSessions } from '../../db/schema.ts';
import { isUuid } from '../../db/uuid.ts';
import { HttpError, serverMessages } from '../../http/http-error.ts';
import type { ReaderLanguage } from '../../http/reader-language.ts';
import { rememberAccountLanguage } from '../../messaging/account-language.ts';
import type { IdentityBroker } from './broker.ts';
import { pkceChallengeOf } from './simulated-bank/bank-codes.ts';

/** How long a person has at their bank; the client-code cookie lives as long (spec §9). */
export const IDIN_SESSION_SECONDS = 600;

type Session = typeof idinSessions.$inferSelect;
type CallbackPage = (typeof idinCallbackPages)[number];
type SessionError = NonNullable<Session['error']>;

const random = () => randomBytes(32).toString('base64url');
const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

const errorMessages: Record<SessionError, string> = {
  cancelled: serverMessages.idinCancelled,
  expired: serverMessages.idinExpired,
  failed: serverMessages.idinFailed,
};

/** OIDC error codes (and the simulated bank's) to the outcomes of spec §4. */
function sessionErrorOf(error: string, description = ''): SessionError {
  const text = `${error} ${description}`.toLowerCase();
  if (/expire|timeout|timed.out/.test(text)) return 'expired';
  if (/cancel|access_denied|abort/.test(text)) return 'cancelled';
  return 'failed';
}

/** Bank identity flows (spec §4; decision 0007). */
export function createIdinService(ctx: AppContext, broker: IdentityBroker | null) {
  const { db, clock } = ctx;
  const attempts = createLoginAttempts(db, clock, ctx.metrics.loginEvents);
  const accessTokens = createAccessTokenIssuer(ctx);

  const failed = (message: string, status = 400) => new HttpError(status, message);

  async function sessionById(sessionId: string): Promise<Session | undefined> {
    if (!isUuid(sessionId)) return undefined;
    const [session] = await db.select().from(idinSessions).where(eq(idinSessions.sessionId, sessionId));
    return session;
  }

  const markFailed = (sessionId: string, error: SessionError) =>
    db
      .update(idinSessions)
      .set({ status: 'failed', error, bsn: null })
      .where(eq(idinSessions.sessionId, sessionId));

  /** The client base URL must be the origin the request came to: the bank returns nowhere else. */
  function redirectUriFor(clientBaseUrl: string, host: string, protocol: string): string {
    const base = new URL(clientBaseUrl);
    const local = ['localhost', '127.0.0.1', '[::1]'].includes(base.hostname);
    const httpsOk =
      base.protocol === 'https:' || (base.protocol === 'http:' && (local || protocol === 'http'));
    if (base.host !== host || !httpsOk || base.username || base.password) {
      throw failed(serverMessages.idinUnknownClientBaseUrl);
    }
    return `${base.origin}${base.pathname.replace(/\/+$/, '')}/callback/iDin`;
  }

  /**
   * Takes the identified session once (status identified -> done), checking the browser's client code.
   * Every refusal names one outcome of spec §8.
   */
  async function takeIdentity(sessionId: string, clientCode: string, flow: IdinFlow): Promise<string> {
    if (clientCode === '') throw failed(serverMessages.idinMissingClientCode);
    const session = await sessionById(sessionId);
    if (!session) throw failed(serverMessages.idinSessionMismatch);
    const given = Buffer.from(sha256(clientCode), 'hex');
    const stored = Buffer.from(session.clientCodeHash, 'hex');
    if (given.length !== stored.length || !timingSafeEqual(given, stored) || session.flow !== flow) {
      throw failed(serverMessages.idinSessionMismatch);
    }
    if (session.status === 'failed') throw failed(errorMessages[session.error ?? 'failed']);
    if (session.expiresAt.getTime() <= clock.now().getTime()) {
      await markFailed(session.sessionId, 'expired');
      throw failed(serverMessages.idinExpired);
    }
    if (session.status !== 'identified') throw failed(serverMessages.idinSessionMismatch);
    const [taken] = await db
      .update(idinSessions)
      .set({ status: 'done', bsn: null })
      .where(and(eq(idinSessions.sessionId, session.sessionId), eq(idinSessions.status, 'identified')))
      .returning({ sessionId: idinSessions.sessionId });
    if (!taken || !session.bsn) throw failed(serverMessages.idinSessionMismatch);
    return session.bsn;
  }

  async function customerWithAccount(bsn: string) {
    const [row] = await db
      .select({ customer: customers, account: accounts })
      .from(customers)
      .leftJoin(accounts, eq(accounts.customerNumber, customers.customerNumber))
      .where(eq(customers.bsn, bsn));
    return row;
  }

  return {
    async bankOptions(): Promise<BankOption[]> {
      return broker ? broker.bankOptions() : [];
    },

    async createSession(
      body: { iDINFlow: IdinFlow; bankIssuer: string; clientBaseUrl: string },
      request: { host: string; protocol: string; ip: string },
    ): Promise<CreateIdinSessionReply> {
      if (!broker) throw failed(serverMessages.idinUnavailable, 422);
      const banks = await broker.bankOptions();
      if (!banks.some((bank) => bank.issuerId === body.bankIssuer)) throw failed(serverMessages.idinFailed);
      const redirectUri = redirectUriFor(body.clientBaseUrl, request.host, request.protocol);
      const now = clock.now();
      const clientCode = random();
      const state = random();
      const nonce = random();
      const codeVerifier = random();
      const [session] = await db
        .insert(idinSessions)
        .values({
          flow: body.iDINFlow,
          bankIssuer: body.bankIssuer,
          clientCodeHash: sha256(clientCode),
          state,
          nonce,
          codeVerifier,
          redirectUri,
          clientAddress: request.ip,
          status: 'started',
          expiresAt: new Date(now.getTime() + IDIN_SESSION_SECONDS * 1000),
          createdAt: now,
        })
        .returning({ sessionId: idinSessions.sessionId });
      if (!session) throw new Error('iDIN session was not created');
      let redirectUrl: string;
      try {
        redirectUrl = await broker.authorizationUrl({
          bankIssuer: body.bankIssuer,
          redirectUri,
          state,
          nonce,
          codeChallenge: pkceChallengeOf(codeVerifier),
        });
      } catch {
        await markFailed(session.sessionId, 'failed');
        throw failed(serverMessages.idinUnavailable, 422);
      }
      return { clientCode, sessionLifetime: IDIN_SESSION_SECONDS, redirectUrl };
    },

    /** GET Idin: the browser is back on callback/iDin; the identity is taken from the bank here. */
    async returnFromBank(query: {
      code?: string | undefined;
      state?: string | undefined;
      session_state?: string | undefined;
      error?: string | undefined;
      error_description?: string | undefined;
      callbackUrl?: string | undefined;
    }): Promise<IdinReturnReply> {
      const [session] = query.state
        ? await db.select().from(idinSessions).where(eq(idinSessions.state, query.state))
        : [];
      if (session?.status !== 'started') throw failed(serverMessages.idinSessionMismatch);
      const reply = (callbackPage: CallbackPage): IdinReturnReply => ({
        sessionId: session.sessionId,
        iDINFlow: session.flow,
        callbackPage,
        callbackPath: `/callback/${callbackPage}?sessionId=${session.sessionId}`,
      });
      if (session.expiresAt.getTime() <= clock.now().getTime()) {
        await markFailed(session.sessionId, 'expired');
        return reply('iDin-error');
      }
      if (query.error || !query.code) {
        const error = query.error ? sessionErrorOf(query.error, query.error_description) : 'failed';
        await markFailed(session.sessionId, error);
        return reply(error === 'cancelled' ? 'iDin-abort' : 'iDin-error');
      }
      if (query.callbackUrl && query.callbackUrl.split('?')[0] !== session.redirectUri) {
        await markFailed(session.sessionId, 'failed');
        throw failed(serverMessages.idinSessionMismatch);
      }
      if (!broker) throw failed(serverMessages.idinUnavailable, 422);
      const currentUrl = new URL(session.redirectUri);
      currentUrl.searchParams.set('code', query.code);
      currentUrl.searchParams.set('state', session.state);
      if (query.session_state) currentUrl.searchParams.set('session_state', query.session_state);
      let bsn: string;
      try {
        ({ bsn } = await broker.exchange({
          currentUrl,
          state: session.state,
          nonce: session.nonce,
          codeVerifier: session.codeVerifier,
        }));
      } catch {
        await markFailed(session.sessionId, 'failed');
        throw failed(serverMessages.idinUnprocessable, 422);
      }
      await db
        .update(idinSessions)
        .set({ status: 'identified', bsn })
        .where(and(eq(idinSessions.sessionId, session.sessionId), eq(idinSessions.status, 'started')));
      return reply(session.flow === 1 ? 'iDin-authenticatie' : 'iDin-register');
    },

    /** Flow 1: the bank identified a customer whose account has iDIN: log in. */
    async processAuthentication(
      body: { sessionId: string; clientCode: string },
      ip: string,
      language: ReaderLanguage,
      userAgent?: string,
    ): Promise<IdinLoginReply> {
      const bsn = await takeIdentity(body.sessionId, body.clientCode, 1);
      const row = await customerWithAccount(bsn);
      const account = row?.account;
      if (!account || account.idinActivatedOn === null) {
        await attempts.record(account?.accountId ?? null, 'idin', 'failed', ip);
        throw failed(serverMessages.idinRegisterAccountNotFound);
      }
      if (!account.loginActive) {
        await attempts.record(account.accountId, 'idin', 'not-activated', ip);
        throw failed(serverMessages.idinLoginNotActive);
      }
      await attempts.resetFailures(account.accountId, ip);
      await attempts.record(account.accountId, 'idin', 'success', ip, userAgent);
      // A login remembers its screen's language for the account's messages and letters (decision 0033).
      await rememberAccountLanguage(db, account.accountId, language);
      return { accessToken: await accessTokens.startSession(account.accountId), username: account.username };
    },

    /** Flow 0: link iDIN to the customer the bank identified, creating or activating the account. */
    async processIdentification(
      body: { sessionId: string; clientCode: string },
      ip: string,
      language: ReaderLanguage,
      userAgent?: string,
    ): Promise<IdinLoginReply> {
      const bsn = await takeIdentity(body.sessionId, body.clientCode, 0);
      const row = await customerWithAccount(bsn);
      const today = insurerToday(clock.now());
      if (!row || !is16AndOlder(row.customer.birthDate, today)) {
        await attempts.record(null, 'idin', 'failed', ip);
        throw failed(serverMessages.idinFailed);
      }
      let account = row.account;
      if (account?.idinActivatedOn) throw failed(serverMessages.bsnAlreadyRegistered);
      if (account) {
        await db
          .update(accounts)
          .set({ idinActivatedOn: today, loginActive: true })
          .where(eq(accounts.accountId, account.accountId));
      } else {
        // No password is known yet: an unguessable one, so only iDIN logs in until the user sets one.
        const [created] = await db
          .insert(accounts)
          .values({
            customerNumber: row.customer.customerNumber,
            username: `idin-${row.customer.customerNumber}`,
            passwordHash: await ctx.hashPassword(random()),
            phoneNumber: row.customer.phoneNumber,
            idinActivatedOn: today,
            loginActive: true,
            createdAt: clock.now(),
            sessionsValidFrom: clock.now(),
          })
          .returning();
        if (!created) throw new Error('account was not created');
        account = created;
      }
      await attempts.record(account.accountId, 'idin', 'registered', ip);
      await attempts.record(account.accountId, 'idin', 'success', ip, userAgent);
      await rememberAccountLanguage(db, account.accountId, language);
      return { accessToken: await accessTokens.startSession(account.accountId), username: account.username };
    },

    /** The callback/iDin-abort and -error pages: always 400 naming what happened. */
    async processError(body: { sessionId: string }, ip: string): Promise<never> {
      const session = await sessionById(body.sessionId);
      if (!session) throw failed(serverMessages.idinFailed);
      let error: SessionError = session.error ?? 'failed';
      if (session.status === 'started' && session.expiresAt.getTime() <= clock.now().getTime())
        error = 'expired';
      await db
        .update(idinSessions)
        .set({ status: 'done', bsn: null })
        .where(eq(idinSessions.sessionId, session.sessionId));
      await attempts.record(null, 'idin', error === 'failed' ? 'failed' : error, ip);
      throw failed(errorMessages[error]);
    },

    /** For the simulated bank: only a started session's own redirect URI is a place to return to. */
    async startedSession(state: string, redirectUri: string): Promise<Session | undefined> {
      const [session] = await db.select().from(idinSessions).where(eq(idinSessions.state, state));
      if (session?.status !== 'started' || session.redirectUri !== redirectUri) return undefined;
      return session;
    },
  };
}

export type IdinService = ReturnType<typeof createIdinService>;
