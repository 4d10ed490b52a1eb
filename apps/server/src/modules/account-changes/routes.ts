import { contract } from '@mijn/contract';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../http/route.ts';
import { createContactChanges } from './contact-changes.ts';
import { createUsernameChange } from './username-change.ts';

const rateLimited = { rateLimited: true } as const;

/** The logged-in changes of the login settings: username, and a phone or e-mail proven by a code. */
export async function accountChangesRoutes(app: FastifyInstance) {
  const contactChanges = createContactChanges(app.ctx);
  const updateUsername = createUsernameChange(app.ctx);
  const { accountChanges } = contract;

  registerEndpoint(
    app,
    accountChanges.updateAccountDetails,
    ({ auth, body, language }) => updateUsername(auth, body.username, language),
    rateLimited,
  );
  registerEndpoint(app, accountChanges.startPhoneNumberChange, ({ auth, body, ip, language }) =>
    contactChanges.start(auth, 'phone', body.phoneNumber, ip, language),
  );
  registerEndpoint(app, accountChanges.startEmailAddressChange, ({ auth, body, ip, language }) =>
    contactChanges.start(auth, 'email', body.emailAddress, ip, language),
  );
  registerEndpoint(
    app,
    accountChanges.confirmContactChange,
    ({ auth, body, ip, language }) =>
      contactChanges.confirm(auth, body.channel, body.verificationCode, ip, language),
    rateLimited,
  );
}
