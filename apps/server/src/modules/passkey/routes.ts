import { contract } from '@mijn/contract';
import type { FastifyInstance } from 'fastify';
import { createAccessTokenIssuer } from '../../auth/access-token-issuer.ts';
import { createCurrentPasswordCheck } from '../../auth/current-password.ts';
import { createLoginAttempts } from '../../auth/login-attempts.ts';
import { createThrottle } from '../../auth/throttle.ts';
import { registerEndpoint } from '../../http/route.ts';
import { createPasskeyChallenges } from './challenges.ts';
import { createPasskeyLogin } from './login.ts';
import { passkeysOf, toPasskey } from './passkey-rows.ts';
import { createPasskeyRegistration } from './registration.ts';
import { relyingPartyOf } from './relying-party.ts';
import { createPasskeyRemoval } from './removal.ts';

const rateLimited = { rateLimited: true } as const;

/** Passkeys (issue 19, decision 0064): the settings' list, registration and removal, and the login. */
export async function passkeyRoutes(app: FastifyInstance) {
  const { ctx } = app;
  const attempts = createLoginAttempts(ctx.db, ctx.clock, ctx.metrics.loginEvents);
  const throttle = createThrottle(ctx.db, ctx.clock, ctx.config.sendsPerClientAddress);
  const assertCurrentPassword = createCurrentPasswordCheck(ctx.db, attempts, throttle);
  const challenges = createPasskeyChallenges(ctx);
  const registration = createPasskeyRegistration(ctx, challenges, assertCurrentPassword);
  const removePasskey = createPasskeyRemoval(ctx, assertCurrentPassword);
  const login = createPasskeyLogin(ctx, challenges, attempts, throttle, createAccessTokenIssuer(ctx));
  const rp = (request: { host: string; protocol: 'http' | 'https' }) => relyingPartyOf(request, ctx.config);
  const { passkey } = contract;

  registerEndpoint(app, passkey.getPasskeys, async ({ auth }) =>
    (await passkeysOf(ctx.db, auth.user.accountId)).map(toPasskey),
  );
  registerEndpoint(
    app,
    passkey.getRegistrationOptions,
    (request) => registration.options(request.auth, request.body.currentPassword, rp(request), request.ip),
    rateLimited,
  );
  registerEndpoint(app, passkey.register, (request) =>
    registration.register(request.auth, request.body, rp(request)),
  );
  registerEndpoint(app, passkey.remove, ({ auth, body, ip }) => removePasskey(auth, body, ip), rateLimited);
  registerEndpoint(app, passkey.getLoginOptions, (request) =>
    login.options(request.body.username, rp(request)),
  );
  registerEndpoint(app, passkey.login, (request) =>
    login.login(request.auth, request.body.credential, {
      rp: rp(request),
      ip: request.ip,
      language: request.language,
      userAgent: request.headers['user-agent'],
    }),
  );
}
