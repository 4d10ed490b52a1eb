import { contract } from '@mijn/contract';
import type { FastifyInstance } from 'fastify';
import type { AccessAuth } from '../../auth/authenticate.ts';
import { loginHistory } from '../../auth/login-history.ts';
import { createRegistrationService } from '../../auth/registration.ts';
import { registerEndpoint } from '../../http/route.ts';
import { rememberAccountLanguage } from '../../messaging/account-language.ts';
import { createPasswordUpdate } from './password-update.ts';
import { createPhoneUpdate } from './phone-update.ts';
import { createResetFlow } from './reset-flow.ts';
import { createAccountService } from './service.ts';

export async function accountRoutes(app: FastifyInstance) {
  const service = createAccountService(app.ctx);
  const resetFlow = createResetFlow(app.ctx, service);
  const updatePassword = createPasswordUpdate(app.ctx, service);
  const registration = createRegistrationService(app.ctx);
  const updatePhoneNumber = createPhoneUpdate(app.ctx, service, registration.setPhoneNumber);
  const { account } = contract;

  /** Ends the bearer's session; its tokens, renewed ones included, answer 401 from now on (0018). */
  async function logout(auth: AccessAuth) {
    await app.ctx.sessions.end(auth.user.sid);
    return {};
  }

  registerEndpoint(app, account.login, ({ body, ip, language, headers }) =>
    service.login(body, ip, language, headers['user-agent']),
  );
  registerEndpoint(app, account.resendVerificationCode, ({ auth, ip, language }) =>
    service.resendVerificationCode(auth, ip, language),
  );
  registerEndpoint(app, account.validateVerificationCode, ({ auth, body, ip, language, headers }) =>
    service.validateVerificationCode(auth, body.verificationCode, ip, language, headers['user-agent']),
  );
  registerEndpoint(app, account.getAccountDetails, ({ auth }) => service.getAccountDetails(auth));
  registerEndpoint(app, account.getLoginHistory, ({ auth }) => loginHistory(app.ctx.db, auth.user.accountId));
  registerEndpoint(app, account.resetUsername, ({ body, ip, language }) =>
    resetFlow.resetUsername(body, ip, language),
  );
  registerEndpoint(app, account.resetPassword, ({ body, ip, language }) =>
    resetFlow.resetPassword(body, ip, language),
  );
  registerEndpoint(app, account.validateVerificationCodeResetFlow, ({ auth, body, ip, language }) =>
    resetFlow.validateResetFlow(auth, body, ip, language),
  );
  registerEndpoint(app, account.updatePassword, ({ auth, body, ip, language }) =>
    updatePassword(auth, body, ip, language),
  );
  registerEndpoint(app, account.logout, ({ auth }) => logout(auth));
  registerEndpoint(app, account.updatePhoneNumber, ({ auth, body, ip, language }) =>
    updatePhoneNumber(auth, body.phoneNumber, ip, language),
  );
  registerEndpoint(app, account.updateLanguage, async ({ auth, body }) => {
    await rememberAccountLanguage(app.ctx.db, auth.user.accountId, body.language);
    return {};
  });
}
